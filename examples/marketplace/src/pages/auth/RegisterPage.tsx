import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Banner, RegisterForm, useTranslate } from '@estate/react';
import { useSession } from '@estate/sdk/react';
import { useAppText } from '../../app/i18n/AppText';
import { AuthShell } from './parts/AuthShell';
import { GoogleButton } from './parts/GoogleButton';
import { TermsLine } from './parts/TermsLine';

/**
 * /register (spec §2): the six fields, Sign Up, the link to sign in and the Google notice. With
 * e-mail activation on it ends with 'An activation link has been sent...'; a server that lets the
 * account sign in at once goes on to the splash (spec §4: registration also logs the user in).
 * A guest may register (the guest popup sends them here); a registered user goes home.
 */
export default function RegisterPage() {
  const text = useAppText();
  const t = useTranslate();
  const navigate = useNavigate();
  const { isRegistered } = useSession();
  const [arrivedRegistered] = useState(isRegistered);
  const [googleNotice, setGoogleNotice] = useState(false);
  // Once registered, the other ways to sign up are beside the point.
  const [registered, setRegistered] = useState(false);

  if (arrivedRegistered && isRegistered) return <Navigate to="/" replace />;

  return (
    <AuthShell wide>
      <h1 className="app-auth-title">{text('authRegisterTitle')}</h1>
      <p className="app-auth-lead">{text('authRegisterLead')}</p>
      <RegisterForm
        onRegistered={(result) => {
          if (result.loggedIn) navigate('/root', { replace: true });
          else setRegistered(true);
        }}
        footer={
          <p className="app-auth-switch">
            {text('authHaveAccount')} <Link to="/login">{text('authSignIn')}</Link>
          </p>
        }
      />
      {!registered && (
        <>
          <div className="app-auth-divider" role="presentation">
            <span>{text('authOr')}</span>
          </div>
          <div className="app-auth-choices">
            <GoogleButton label={text('authGoogleSignUp')} onNotice={() => setGoogleNotice(true)} />
          </div>
          <div className="app-auth-notices" aria-live="polite">
            {googleNotice && (
              <Banner tone="info" onDismiss={() => setGoogleNotice(false)}>
                {t('googleNotice')}
              </Banner>
            )}
          </div>
          <TermsLine />
        </>
      )}
    </AuthShell>
  );
}
