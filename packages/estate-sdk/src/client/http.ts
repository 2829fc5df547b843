import { BLOCKED_ORIGIN, blockedOriginHint, blockedPageOrigin } from './blocked-origin.js';
import { EstateError, messageFromBody, parseErrorCodes, type ErrorTexts } from './errors.js';
import type { SessionStore, UserInfo } from './session.js';
import { withSessionLock, type SessionLockGrant } from './session-lock.js';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  /**
   * `required`: fails with 'User is not authenticated' without sending when there is no session;
   * `optional`: sends the token when there is one (likes show per viewer); `none`: never sends it.
   */
  auth?: 'required' | 'optional' | 'none';
  signal?: AbortSignal;
  /**
   * Called as the body goes out, with the share sent so far (0 to 1). `fetch` cannot report this,
   * so such a request goes through `XMLHttpRequest` where there is one (browsers) and the client
   * was not given a `fetch` of its own; otherwise it is sent with `fetch` and reports only 1 when
   * the answer arrives.
   */
  onUploadProgress?: (fraction: number) => void;
}

export interface HttpOptions {
  baseUrl: string;
  fetch: typeof fetch;
  session: SessionStore;
  texts: ErrorTexts;
  /** Milliseconds a call without files may take, its answer's body included; 0 or `Infinity` for no limit. */
  timeoutMs: number;
  /** The name of the lock that lets one tab at a time refresh this session. */
  sessionLock: string;
  /** Send uploads that ask for progress through `XMLHttpRequest` (false when the caller gave its own `fetch`, which must see every request). */
  uploadWithXhr: boolean;
  /** The server's public media address known before its first answer (`EstateClientOptions.mediaPublicUrl`). */
  mediaPublicUrl?: string;
}

const REFRESH_PATH = '/api/v1/auth/jwt/refresh/';

/** The response header that carries a refusal's codes (exposed to other origins by the server's CORS). */
export const ERROR_CODES_HEADER = 'Estate-Error-Codes';

/** The response header that names the server's public media address, when it has one (`MEDIA_PUBLIC_URL`; exposed by its CORS). */
export const MEDIA_PUBLIC_URL_HEADER = 'Estate-Media-Public-Url';

/**
 * How long a tab that waited for the session lock waits for the renewed session the holder wrote
 * to reach its storage before it refreshes by itself.
 */
const HANDOFF_TIMEOUT_MS = 2000;

/**
 * Sends requests to the API. When the server refuses the access token (code `token_not_valid`) it
 * makes sure the session holds a newer one — one refresh shared by every request that failed
 * meanwhile, and by every tab on the same storage — and resends; when the session cannot be
 * renewed, it ends.
 */
export class Http {
  private refreshing: Promise<boolean> | undefined;
  /** The CORS hint goes to the console once per client, not once per failed call. */
  private hinted = false;
  /**
   * Where the server's media are fetched from when not its `/media/` (a CDN, its bucket), as its
   * last successful answer said: the header arrives with the data, so the media an answer names are
   * known for the server's own (with their variants) by the time anything draws them.
   */
  mediaPublicUrl: string | undefined;

  constructor(private readonly options: HttpOptions) {
    this.mediaPublicUrl = options.mediaPublicUrl;
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  url(path: string, query?: Record<string, QueryValue>): string {
    const url = new URL(path, this.options.baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const auth = options.auth ?? 'required';
    const session = this.options.session;
    if (auth === 'required' && !session.userInfo) throw new EstateError(this.options.texts.notAuthenticated, 'not-authenticated');
    const token = auth === 'none' ? undefined : session.userInfo?.access;
    try {
      return await this.send<T>(method, path, options, token);
    } catch (error) {
      if (!token || !isTokenRejection(error)) throw error;
      if (await this.renew(token)) return this.send<T>(method, path, options, session.userInfo?.access);
      if (auth === 'optional') return this.send<T>(method, path, options, undefined);
      throw error;
    }
  }

  /** Trades the refresh token for a new pair now; false (and the session ended) when that fails. */
  refresh(): Promise<boolean> {
    return this.renew(undefined);
  }

  /**
   * Makes the session hold an access token other than `rejected` (any, when undefined): taken from
   * storage when another tab refreshed first, else by one refresh under the session lock.
   */
  private renew(rejected: string | undefined): Promise<boolean> {
    this.refreshing ??= withSessionLock(this.options.sessionLock, (grant) => this.refreshUnlessRenewed(rejected, grant)).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refreshUnlessRenewed(rejected: string | undefined, grant: SessionLockGrant): Promise<boolean> {
    const session = this.options.session;
    // Read under the lock: the tab that held it before may have rotated the pair already.
    let current = session.userInfo;
    if (current && rejected !== undefined && current.access === rejected && grant.waited) {
      // It did hold it, so it has just renewed the session; browsers deliver its write to this tab's
      // storage a moment after its lock is released. Refreshing now would present the spent token.
      current = await session.whenReplaced(rejected, HANDOFF_TIMEOUT_MS);
    }
    if (!current) return false;
    if (rejected !== undefined && current.access !== rejected) return true;
    try {
      const pair = await this.send<Pick<UserInfo, 'access' | 'refresh'>>('POST', REFRESH_PATH, { json: { refresh: current.refresh } }, undefined);
      session.set({ access: pair.access, refresh: pair.refresh, isGuest: current.isGuest });
      return true;
    } catch (error) {
      if (!isRefreshRefusal(error)) return false; // offline, rate-limited or a server fault: keep the session for the next try
      // Refused because another tab rotated the pair while ours was on its way (no Web Locks there): use theirs.
      const latest = session.userInfo;
      if (latest && latest.refresh !== current.refresh) return true;
      session.clear();
      return false;
    }
  }

  private async send<T>(method: string, path: string, options: RequestOptions, token: string | undefined): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }

    if (options.signal?.aborted) throw new EstateError(this.options.texts.aborted, 'abort');
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    // An upload takes as long as its files need on the sender's connection (a 60 MB clip: minutes on
    // a phone), so the call timeout is not its limit; the server ends a stalled one.
    const limit = options.form ? 0 : this.options.timeoutMs;
    const timer =
      limit > 0 && Number.isFinite(limit)
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, limit)
        : undefined;

    let response: Response;
    let parsed: unknown;
    try {
      const url = this.url(path, options.query);
      const init = { method, headers, body, signal: controller.signal };
      response =
        options.onUploadProgress && this.options.uploadWithXhr && typeof XMLHttpRequest !== 'undefined'
          ? await sendWithUploadProgress(url, init, options.onUploadProgress)
          : await this.options.fetch(url, init);
      options.onUploadProgress?.(1);
      // Within the timeout too: a server that sends its headers and then stalls has not answered.
      parsed = await readBody(response);
    } catch (error) {
      throw this.noAnswer(error, timedOut, options.signal);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }

    if (!response.ok) {
      // The refusal's codes travel beside its body (the server's `Estate-Error-Codes` header).
      const codes = parseErrorCodes(response.headers.get(ERROR_CODES_HEADER));
      throw new EstateError(messageFromBody(parsed, this.options.texts.generic), 'http', response.status, parsed, codes);
    }
    // Only from a success: a proxy's error page says nothing of the server's media.
    this.mediaPublicUrl = response.headers.get(MEDIA_PUBLIC_URL_HEADER) || undefined;
    return parsed as T;
  }

  /** Why no answer came: the timeout, the caller's abort, a page of another origin refused (most likely), or no connection. */
  private noAnswer(failure: unknown, timedOut: boolean, signal: AbortSignal | undefined): EstateError {
    const { texts, baseUrl } = this.options;
    if (timedOut) return new EstateError(texts.timeout, 'timeout');
    if (signal?.aborted || (failure as Error)?.name === 'AbortError') return new EstateError(texts.aborted, 'abort');
    const page = blockedPageOrigin(baseUrl, failure);
    if (page === undefined) return new EstateError(texts.network, 'network');
    if (!this.hinted) {
      this.hinted = true;
      console.warn(blockedOriginHint(baseUrl, page));
    }
    return new EstateError(texts.blockedOrigin, 'network', undefined, undefined, undefined, BLOCKED_ORIGIN);
  }
}

/**
 * `fetch`'s contract over `XMLHttpRequest`, for the one thing `fetch` cannot do: report upload
 * progress. Resolves to a `Response`; rejects with a `TypeError` when no answer came, and with an
 * `AbortError` when the signal aborts it, as `fetch` does.
 */
function sendWithUploadProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: BodyInit | undefined; signal: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('The request was aborted.', 'AbortError')));
    if (init.signal.aborted) return reject(new DOMException('The request was aborted.', 'AbortError'));
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function isTokenRejection(error: unknown): boolean {
  return error instanceof EstateError && error.status === 401 && error.code === 'token_not_valid';
}

/** The server will not renew this refresh token (spent, revoked, expired, malformed). */
function isRefreshRefusal(error: unknown): boolean {
  return error instanceof EstateError && error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429;
}
