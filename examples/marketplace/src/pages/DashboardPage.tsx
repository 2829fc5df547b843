import { AgentDashboard } from '@estate/react/dashboard';
import { useMyProfile } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import { DashboardNotice } from '../layout/DashboardNotice';
import { PageLoading } from '../layout/PageLoading';
import { useDocumentTitle } from './listings/shared';
import '../styles/dashboard.css';

/**
 * /dashboard (the spec's Dashboard item, built out): agents and top agents get the kit's
 * `AgentDashboard` — their listings' views, likes, comments, chats started and saves over 7, 30 or
 * 90 days, charted (uPlot loads with this page only), by listing and the top ones. Buyers and sellers
 * get what it is and how to become an agent instead (guests, the sign-in prompt: `MembersOnly`).
 */
export default function DashboardPage() {
  const text = useAppText();
  const { profile, isLoading } = useMyProfile();
  useDocumentTitle(text('dashboardTitle'));
  if (!profile) return isLoading ? <PageLoading /> : page(<DashboardNotice />);
  const isAgent = profile.role === 'agent' || profile.role === 'top_agent';
  return page(isAgent ? <AgentDashboard /> : <DashboardNotice />);
}

const page = (content: React.ReactNode) => (
  <div className="app-page app-dashboard-page" data-width="wide">
    {content}
  </div>
);
