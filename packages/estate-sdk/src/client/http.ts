import { EstateError, messageFromBody, type ErrorTexts } from './errors.js';
import type { SessionStore, UserInfo } from './session.js';

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
}

export interface HttpOptions {
  baseUrl: string;
  fetch: typeof fetch;
  session: SessionStore;
  texts: ErrorTexts;
  /** No timeout unless given (spec section 9). */
  timeoutMs?: number;
}

const REFRESH_PATH = '/api/v1/auth/jwt/refresh/';

/**
 * Sends requests to the API. On 'Given token not valid for any token type' it refreshes the
 * session once — one refresh shared by every request that failed meanwhile — and resends; when
 * the refresh fails too, the session ends.
 */
export class Http {
  private refreshing: Promise<boolean> | undefined;

  constructor(private readonly options: HttpOptions) {}

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
      if (await this.refresh()) return this.send<T>(method, path, options, session.userInfo?.access);
      if (auth === 'optional') return this.send<T>(method, path, options, undefined);
      throw error;
    }
  }

  /** Trades the refresh token for a new pair; false (and the session cleared) when that fails. */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.tryRefresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async tryRefresh(): Promise<boolean> {
    const session = this.options.session;
    const current = session.userInfo;
    if (!current) return false;
    try {
      const pair = await this.send<Pick<UserInfo, 'access' | 'refresh'>>('POST', REFRESH_PATH, { json: { refresh: current.refresh } }, undefined);
      session.set({ access: pair.access, refresh: pair.refresh, isGuest: current.isGuest });
      return true;
    } catch (error) {
      if (error instanceof EstateError && error.kind === 'http') session.clear();
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
    const timer =
      this.options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, this.options.timeoutMs);

    let response: Response;
    try {
      response = await this.options.fetch(this.url(path, options.query), { method, headers, body, signal: controller.signal });
    } catch (error) {
      const { texts } = this.options;
      if (timedOut) throw new EstateError(texts.timeout, 'timeout');
      if (options.signal?.aborted || (error as Error)?.name === 'AbortError') throw new EstateError(texts.aborted, 'abort');
      throw new EstateError(texts.network, 'network');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }

    const parsed = await readBody(response);
    if (!response.ok) throw new EstateError(messageFromBody(parsed, this.options.texts.generic), 'http', response.status, parsed);
    return parsed as T;
  }
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
