import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@estate/sdk/react';

/**
 * Pages inside the layout need a signed-in user or a guest (spec §2); anyone else gets the login
 * screen, which comes back here after signing in (`?next=`).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (isAuthenticated) return children;
  const next = location.pathname + location.search;
  return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
}
