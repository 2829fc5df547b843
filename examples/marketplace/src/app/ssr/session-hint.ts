import { useSyncExternalStore } from 'react';
import { useSessionValue } from '@estate/sdk/react';
import { sessionHintOf } from './cookies';
import { useSsrState } from '../environment';
import type { SessionHint } from './state';

/**
 * Whether there is a session, and whose: on the server and while hydrating, what the server
 * rendered for (its cookie); then the stored session itself. The SDK's `useSession` is empty until
 * hydration ends (the session is in local storage), so a guard that read it would send a member to
 * the login screen for a frame.
 */
export function useSessionHint(): SessionHint {
  return useSessionValue(sessionHintOf, useSsrState()?.session ?? null);
}

const noChange = () => () => undefined;

/** False on the server and while hydrating, true after: for what only the browser may show (the tour, read from storage). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false
  );
}

/**
 * Whether a registered member is signed in, for the layout's chrome (their bell, avatar and links,
 * or a guest's ways in): on the server and while hydrating, as the session's cookie says.
 */
export function useIsMember(): boolean {
  return useSessionHint() === 'member';
}
