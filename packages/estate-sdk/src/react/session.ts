'use client';

import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { RegisterResult } from '../client/client.js';
import { toEstateError, type ActionResult, type EstateError } from '../client/errors.js';
import type { GoogleConfig } from '../client/types.js';
import { estateKeys } from '../keys.js';
import { isRegistered, userIdOf, type SessionTokens, type UserInfo } from '../client/session.js';
import type { RegistrationPayload } from '../rules/registration.js';
import { useBrowserValues, useEstateClient } from './provider.js';
import { isFirstLoad } from './first-load.js';

/** How an action ended: its value, or the `EstateError` it failed with (also kept in the hook's `error`). */
export type { ActionResult } from '../client/errors.js';

/**
 * A value read from the stored session (`select`), re-rendering when it changes: login, logout,
 * refresh, a refresh that fails. On the server, and while hydrating, it is `serverValue`: the
 * session lives in the browser's storage, so the first client render matches the server's HTML
 * and the session shows right after (in a transition, under `EstateClientProvider`'s `serverRendered`).
 * `select` must return the same value for the same session.
 */
export function useSessionValue<T>(select: (userInfo: UserInfo | null) => T, serverValue: T): T {
  const client = useEstateClient();
  const browserValues = useBrowserValues();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = client.session.subscribe(() => onChange());
      return () => void unsubscribe();
    },
    [client]
  );
  return useSyncExternalStore(
    subscribe,
    () => (browserValues ? select(client.session.userInfo) : serverValue),
    () => serverValue
  );
}

const itself = (userInfo: UserInfo | null) => userInfo;

/** The stored session, re-rendering when it changes; null on the server and while hydrating. */
export function useUserInfo(): UserInfo | null {
  return useSessionValue(itself, null);
}

/**
 * Runs actions as spec §4 has them — request, then success or fail — with `loading` true while
 * any runs and `error` holding the last failure. Actions never throw: they resolve to an
 * `ActionResult`.
 */
export function useActionStatus() {
  const [state, setState] = useState<{ loading: boolean; error: EstateError | undefined }>({ loading: false, error: undefined });
  const running = useRef(0);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<ActionResult<T>> => {
    running.current += 1;
    setState({ loading: true, error: undefined });
    try {
      const value = await action();
      running.current -= 1;
      setState((current) => ({ loading: running.current > 0, error: current.error }));
      return { ok: true, value };
    } catch (caught) {
      running.current -= 1;
      const error = toEstateError(caught);
      setState({ loading: running.current > 0, error });
      return { ok: false, error };
    }
  }, []);
  const clearError = useCallback(() => setState((current) => ({ ...current, error: undefined })), []);
  return { ...state, run, clearError };
}

/**
 * The session (spec §3: userInfo, loading, error) and its actions. `isAuthenticated` is true for
 * any session with an access token, a guest's included; `isRegistered` only for a registered user.
 * Logging out — or any change of user — clears every cached entry (see `EstateClientProvider`).
 */
export function useSession() {
  const client = useEstateClient();
  const userInfo = useUserInfo();
  const { loading, error, run, clearError } = useActionStatus();

  const actions = useMemo(
    () => ({
      login: (credentials: { email: string; password: string }) => run(() => client.auth.login(credentials)),
      guestLogin: () => run(() => client.auth.guestLogin()),
      /** Registers, and logs in when the account may already sign in (`value.loggedIn`). */
      register: (payload: RegistrationPayload): Promise<ActionResult<RegisterResult>> => run(() => client.auth.register(payload)),
      activate: (payload: { uid: string; token: string }) => run(() => client.auth.activate(payload)),
      googleLogin: (code: string, extra?: { redirect_uri?: string; code_verifier?: string; nonce?: string }) => run(() => client.auth.googleLogin(code, extra)),
      logout: () => run(() => client.auth.logout()),
      /** Takes over the host's own tokens for this API as the session (`client.session.adopt`). */
      adopt: (tokens: SessionTokens) => run(() => client.session.adopt(tokens)),
    }),
    [client, run]
  );

  return {
    userInfo,
    userId: userInfo ? userIdOf(userInfo.access) : undefined,
    isGuest: userInfo?.isGuest ?? false,
    isAuthenticated: userInfo !== null,
    isRegistered: isRegistered(userInfo),
    loading,
    error,
    clearError,
    ...actions,
  };
}

/**
 * Whether the server can sign in with Google (`client.auth.googleConfig()`): `enabled` is false
 * while it loads, when the server is not configured, and when the question fails, so a sign-in
 * screen shows its notice instead of a flow that cannot finish.
 */
export function useGoogleConfig(config?: SWRConfiguration) {
  const client = useEstateClient();
  const swr = useSWR<GoogleConfig, Error>(estateKeys.auth.googleConfig(), () => client.auth.googleConfig(), { revalidateOnFocus: false, ...config });
  return { config: swr.data, enabled: swr.data?.enabled === true, isLoading: isFirstLoad(swr), error: swr.error };
}
