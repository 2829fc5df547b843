import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BarChart3, Sparkles } from 'lucide-react';
import { Button, UpgradePlansDialog } from '@estate/react';
import { useAppText } from '../app/i18n/AppText';

/**
 * What /dashboard shows a buyer or a seller: what the dashboard is, and the way to it — the agent
 * plans in the kit's upgrade dialog (then the checkout).
 */
export function DashboardNotice() {
  const text = useAppText();
  const navigate = useNavigate();
  const [plansOpen, setPlansOpen] = useState(false);
  return (
    <section className="app-dashboard-notice" aria-labelledby="app-dashboard-notice-title">
      <div className="app-dashboard-notice-icon" aria-hidden>
        <BarChart3 size={28} />
      </div>
      <h1 id="app-dashboard-notice-title" className="app-dashboard-notice-title">
        {text('dashboardAgentsOnlyTitle')}
      </h1>
      <p className="app-dashboard-notice-body">{text('dashboardAgentsOnlyBody')}</p>
      <Button size="lg" icon={<Sparkles size={18} aria-hidden />} onClick={() => setPlansOpen(true)}>
        {text('dashboardUpgrade')}
      </Button>
      <UpgradePlansDialog
        open={plansOpen}
        onOpenChange={setPlansOpen}
        selectedPlan="agent"
        onlyPlans={['agent', 'top_agent']}
        onInitiated={() => navigate('/checkout')}
      />
    </section>
  );
}
