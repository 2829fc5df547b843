import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@estate/react';
import { finishGoogleSignIn } from '@estate/sdk';
import { useSession } from '@estate/sdk/react';
import { useAppText } from '../../app/i18n/AppText';
import { LogoMark } from '../../layout/Logo';
import '../../styles/auth.css';

/**
 * /google-auth-callback (spec §2, §4): 'Logging In..' while the code is exchanged. The `state`
 * must be the one this tab's login page saved; then success goes home, and any failure (no code,
 * another state, a refused code) is only logged and goes to /login (spec §8).
 */
export default function GoogleCallbackPage() {
  const text = useAppText();
  const navigate = useNavigate();
  const { googleLogin } = useSession();
  // The saved request is used once: React's second effect run in development must not repeat it.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const callback = finishGoogleSignIn(window.location.search, sessionStorage);
    if (!callback.ok) {
      console.error('Google sign-in callback refused:', callback.reason, callback.error ?? '');
      navigate('/login', { replace: true });
      return;
    }
    void googleLogin(callback.code, callback.extra).then((result) => {
      if (result.ok) return navigate('/', { replace: true });
      console.error('Google sign-in failed:', result.error);
      navigate('/login', { replace: true });
    });
  }, [googleLogin, navigate]);

  return (
    <main id="main" className="app-auth-callback" aria-busy="true">
      <span className="app-auth-callback-mark">
        <LogoMark size={56} />
      </span>
      <div className="app-auth-callback-title" role="status">
        <Spinner size={18} />
        <h1>{text('loggingIn')}</h1>
      </div>
    </main>
  );
}
