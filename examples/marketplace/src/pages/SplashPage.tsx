import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppText } from '../app/i18n/AppText';
import { LogoMark } from '../layout/Logo';

/** Spec §9: the splash shows for 3 seconds. */
export const SPLASH_MS = 3000;

/**
 * /root, where sign-in lands (spec §2): the logo for three seconds, then the home feed. The feed's
 * code and data load meanwhile, so the wait is not wasted.
 */
export default function SplashPage() {
  const text = useAppText();
  const navigate = useNavigate();
  useEffect(() => {
    void import('./HomePage');
    const timer = window.setTimeout(() => navigate('/', { replace: true }), SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="app-splash" aria-busy="true">
      <div className="app-splash-mark">
        <LogoMark size={72} />
      </div>
      <p className="app-splash-name">{text('brand')}</p>
      <p className="app-splash-tagline">{text('tagline')}</p>
      <span className="app-visually-hidden" role="status">
        {text('splashLoading')}
      </span>
    </main>
  );
}
