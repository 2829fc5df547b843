/**
 * The browser's half of Google sign-in (docs/google-sign-in.md of the server): the authorization
 * request with a `state`, a `nonce` and an S256 PKCE challenge, and, on the callback screen, the
 * check of `state` and the extras the code exchange needs. What must survive the round trip to the
 * issuer is kept in the storage given (the tab's `sessionStorage` in a browser), used once.
 */
import type { KeyValueStorage } from '../storage.js';
import type { GoogleConfig, GoogleLoginExtra } from './types.js';

/** The callback screen's path (spec §2): the redirect URI is an origin plus this. */
export const GOOGLE_CALLBACK_PATH = '/google-auth-callback';
/** Where the pending request is kept between leaving for the issuer and coming back. */
export const GOOGLE_FLOW_KEY = 'estateGoogleSignIn';

interface PendingFlow {
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
}

/** `bytes` random bytes as base64url: 32 give 43 characters, a valid PKCE verifier (RFC 7636). */
function randomToken(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 code challenge of a verifier. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/**
 * The issuer URL to send the browser to, its state, nonce and verifier saved in `storage`.
 * Throws when the server says Google sign-in is off (check `config.enabled` first).
 */
export async function startGoogleSignIn(config: GoogleConfig, options: { redirectUri: string; storage: KeyValueStorage }): Promise<string> {
  if (!config.enabled || !config.authorization_endpoint || !config.client_id) throw new Error('Google sign-in is not configured on this server.');
  const flow: PendingFlow = { state: randomToken(), nonce: randomToken(), code_verifier: randomToken(), redirect_uri: options.redirectUri };
  options.storage.setItem(GOOGLE_FLOW_KEY, JSON.stringify(flow));
  const url = new URL(config.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    scope: 'openid email profile',
    client_id: config.client_id,
    redirect_uri: flow.redirect_uri,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await pkceChallenge(flow.code_verifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export type GoogleCallback =
  | { ok: true; code: string; extra: GoogleLoginExtra }
  /** `no-code`: the issuer sent none (an `error` such as access_denied, or a bare visit); `state-mismatch`: not the request this tab started. */
  | { ok: false; reason: 'no-code' | 'state-mismatch'; error?: string };

/**
 * Reads the callback's query: the code, checked against the saved request's `state`, with the
 * `redirect_uri`, `code_verifier` and `nonce` the exchange must send. The saved request is removed
 * either way, so a code is never tried twice. A callback with a code and no state, and no saved
 * request, passes the code alone (the spec's flow: only `code` is required).
 */
export function finishGoogleSignIn(query: string | URLSearchParams, storage: KeyValueStorage): GoogleCallback {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const saved = storage.getItem(GOOGLE_FLOW_KEY);
  storage.removeItem(GOOGLE_FLOW_KEY);
  const code = params.get('code');
  if (!code) return { ok: false, reason: 'no-code', error: params.get('error') ?? undefined };
  let flow: PendingFlow | undefined;
  try {
    flow = saved ? (JSON.parse(saved) as PendingFlow) : undefined;
  } catch {
    flow = undefined;
  }
  // A state this tab never issued is someone else's request (login CSRF); a bare code is the spec's own flow.
  if (!flow) return params.has('state') ? { ok: false, reason: 'state-mismatch' } : { ok: true, code, extra: {} };
  if (params.get('state') !== flow.state) return { ok: false, reason: 'state-mismatch' };
  return { ok: true, code, extra: { redirect_uri: flow.redirect_uri, code_verifier: flow.code_verifier, nonce: flow.nonce } };
}
