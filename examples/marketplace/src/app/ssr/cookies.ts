import type { EstateClient, UserInfo } from '@estate/sdk';
import type { SessionHint } from './state';

/**
 * The cookies a server-rendered page is rendered by (see `state.ts`). None holds a secret: the
 * session's tokens stay in local storage (spec §3); the server only learns that there is one, and
 * whose kind, to render the page rather than the login screen. Read by `@estate/server`'s web plugin.
 */
export const PAGE_COOKIES = { session: 'estate_session', locale: 'locale', theme: 'theme' } as const;

const YEAR = 60 * 60 * 24 * 365;

/** Sets (or, with null, removes) one of the page cookies for the whole origin. */
export function setPageCookie(name: string, value: string | null) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const tail = `; Path=/; SameSite=Lax${secure}`;
  document.cookie = value === null ? `${name}=; Max-Age=0${tail}` : `${name}=${encodeURIComponent(value)}; Max-Age=${YEAR}${tail}`;
}

export function sessionHintOf(userInfo: UserInfo | null): SessionHint {
  if (!userInfo) return null;
  return userInfo.isGuest ? 'guest' : 'member';
}

/** Keeps the session cookie in step with the stored session, now and at every change (login, logout, another tab). */
export function keepSessionCookie(client: EstateClient): () => void {
  const write = (userInfo: UserInfo | null) => setPageCookie(PAGE_COOKIES.session, sessionHintOf(userInfo));
  write(client.session.userInfo);
  const unsubscribe = client.session.subscribe(write);
  return () => void unsubscribe();
}
