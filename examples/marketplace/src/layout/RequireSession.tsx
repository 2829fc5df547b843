import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useEstateClient } from '@estate/sdk/react';
import { useShownPage } from '../app/environment';
import { sessionHintOf } from '../app/ssr/cookies';
import { useSessionHint } from '../app/ssr/session-hint';

const LoginScreen = lazy(async () => ({ default: (await import('../pages/auth/LoginPage')).LoginScreen }));

/**
 * Pages inside the layout need a signed-in user or a guest (spec §2); anyone else gets the login
 * screen, which comes back here after signing in (`?next=`). The server renders that screen at the
 * page's own address (a link preview or a crawler reads the page's head, not the login's); in the
 * browser it then moves to /login?next=…, the same screen.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSessionHint();
  const client = useEstateClient();
  const location = useLocation();
  const navigate = useNavigate();
  const next = location.pathname + location.search;
  const login = next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
  useEffect(() => {
    // The stored session itself, not the hydrating render's: a member whose cookie was missing
    // (the server rendered the login screen) stays on the page.
    if (!session && !sessionHintOf(client.session.userInfo)) void navigate(login, { replace: true });
  }, [session, client, login, navigate]);
  if (session) return children;
  return <LoginInPlace next={next === '/' ? undefined : next} />;
}

function LoginInPlace({ next }: { next: string | undefined }) {
  useShownPage('pages/auth/LoginPage.tsx');
  return (
    <Suspense fallback={null}>
      <LoginScreen next={next} />
    </Suspense>
  );
}
