import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Mail, UserRound } from 'lucide-react';
import { Banner, LoginForm, useTranslate } from '@estate/react';
import { useSession } from '@estate/sdk/react';
import { useAppText } from '../../app/i18n/AppText';
import { useSessionHint } from '../../app/ssr/session-hint';
import { AuthShell } from './parts/AuthShell';
import { GoogleButton } from './parts/GoogleButton';
import { LinkPreview } from './parts/LinkPreview';
import { StoreBadges } from './parts/StoreBadges';
import { TermsLine } from './parts/TermsLine';

type Notice = 'google' | 'stores';

/** Only a path of this app: `?next=//evil.example` or an absolute URL must not send anyone away. */
export function safeNext(next: string | null): string | undefined {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : undefined;
}

/**
 * /login, the landing (spec §2): the headline, Google (its notice, or the real flow when the
 * server is configured), Continue as Guest, Continue with Email (the e-mail form), the register
 * links, the app-store badges and the terms. Signing in goes to `?next=` when the guard sent the
 * visitor here, else to the splash (/root). A member already signed in goes home; a guest stays, to
 * sign in.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  return <LoginScreen next={safeNext(params.get('next'))} />;
}

/**
 * The login screen itself, for /login and for a page that needs a session, which shows it in its
 * own place when rendered on the server (issue 24: a shared link's address keeps its own head).
 */
export function LoginScreen({ next }: { next: string | undefined }) {
  const text = useAppText();
  const t = useTranslate();
  const navigate = useNavigate();
  const { isRegistered, guestLogin, loading } = useSession();
  const session = useSessionHint();
  // Decided on arrival (by the session's cookie while a server-rendered page hydrates): signing in
  // on this page navigates by itself. A guest may sign in here.
  const [arrivedSignedIn] = useState(session === 'member');
  const [view, setView] = useState<'default' | 'login'>('default');
  const [notice, setNotice] = useState<Notice>();
  const [guestFailed, setGuestFailed] = useState(false);

  if (arrivedSignedIn && isRegistered) return <Navigate to="/" replace />;

  const done = () => navigate(next ?? '/root', { replace: true });
  const continueAsGuest = async () => {
    setGuestFailed(false);
    const result = await guestLogin();
    if (result.ok) done();
    else setGuestFailed(true);
  };
  const registerLink = (
    <p className="app-auth-switch">
      {text('authNoAccount')} <Link to="/register">{text('authRegister')}</Link>
    </p>
  );

  if (view === 'login') {
    return (
      <AuthShell>
        <button type="button" className="app-auth-back" onClick={() => setView('default')}>
          <ArrowLeft size={18} aria-hidden />
          {text('authBack')}
        </button>
        <h1 className="app-auth-title">{text('authSignInTitle')}</h1>
        <p className="app-auth-lead">{text('authSignInLead')}</p>
        <LoginForm onSignedIn={done} footer={registerLink} />
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <LinkPreview next={next} />
      <h1 className="app-auth-headline">{text('authHeadline')}</h1>
      <p className="app-auth-lead">{text('authLead')}</p>
      <p className="app-auth-join">{text('authJoin')}</p>
      <div className="app-auth-choices">
        <GoogleButton label={text('authGoogle')} onNotice={() => setNotice('google')} />
        <button
          type="button"
          className="app-auth-choice"
          data-kind="guest"
          onClick={() => void continueAsGuest()}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          <UserRound size={20} aria-hidden />
          <span>{text('authGuest')}</span>
        </button>
        <div className="app-auth-divider" role="presentation">
          <span>{text('authOr')}</span>
        </div>
        <button type="button" className="app-auth-choice" data-kind="email" onClick={() => setView('login')}>
          <Mail size={20} aria-hidden />
          <span>{text('authEmailButton')}</span>
        </button>
      </div>
      <div className="app-auth-notices" aria-live="polite">
        {notice === 'google' && (
          <Banner tone="info" onDismiss={() => setNotice(undefined)}>
            {t('googleNotice')}
          </Banner>
        )}
        {guestFailed && <p className="app-auth-error">{text('authGuestFailed')}</p>}
      </div>
      <TermsLine />
      <div className="app-auth-register">
        <p className="app-auth-register-title">{text('authNoAccount')}</p>
        <Link to="/register" className="app-auth-choice" data-kind="outline">
          {text('authCreateAccount')}
        </Link>
      </div>
      <StoreBadges onNotice={() => setNotice('stores')} />
      {/* Next to the badges, so a phone shows it where the visitor tapped. */}
      <div className="app-auth-notices" aria-live="polite">
        {notice === 'stores' && (
          <Banner tone="info" onDismiss={() => setNotice(undefined)}>
            {text('authStoreNotice')}
          </Banner>
        )}
      </div>
    </AuthShell>
  );
}
