import { useNavigate, useParams } from 'react-router';
import { ActivationPanel } from '@estate/react';
import { AuthShell } from './parts/AuthShell';

/**
 * /activate/{uid}/{token}/ (spec §2, §4): activates on load, says so, and three seconds later
 * opens the sign-in screen; a refused link is a toast, and the button stays for another try.
 */
export default function ActivatePage() {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AuthShell>
      <div className="app-auth-center">
        <ActivationPanel uid={uid} token={token} onActivated={() => navigate('/login', { replace: true })} />
      </div>
    </AuthShell>
  );
}
