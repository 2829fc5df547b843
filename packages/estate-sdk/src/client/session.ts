import { jwtDecode } from 'jwt-decode';
import { STORAGE_KEYS, watchStorageKey, type KeyValueStorage } from '../storage.js';
import { RuleError } from './errors.js';

/** The stored session (spec section 3: userInfo). */
export interface UserInfo {
  access: string;
  refresh: string;
  isGuest: boolean;
}

/**
 * Whether a session belongs to a registered member: signed in, and not as a guest (spec §3: userInfo
 * with its isGuest flag). What only members may do — chat, save searches, post — asks this.
 */
export function isRegistered(userInfo: UserInfo | null | undefined): userInfo is UserInfo {
  return userInfo != null && !userInfo.isGuest;
}

interface AccessClaims {
  token_type?: string;
  user_id?: number;
  is_guest?: boolean;
  exp?: number;
}

/** The two tokens of a sign-in to this API, as its `/auth/jwt/create/` (or the host's own sign-in against it) gives them. */
export interface SessionTokens {
  access: string;
  refresh: string;
}

/** Trades a refresh token for a new pair (the API's `/auth/jwt/refresh/`); the client gives it to its store. */
export type PairRenewer = (refresh: string) => Promise<{ access: string; refresh?: string }>;

const claimsOf = (token: unknown): AccessClaims | undefined => {
  try {
    return (typeof token === 'string' && jwtDecode<AccessClaims>(token)) || undefined;
  } catch {
    return undefined;
  }
};

const hasExpired = (claims: AccessClaims, now = Date.now()) => typeof claims.exp === 'number' && claims.exp * 1000 <= now;

/** `adopt`'s refusal: a `RuleError`, its message prefixed with where it comes from. */
const refusal = (message: string, code = 'token_not_valid') => new RuleError(code, `session.adopt: ${message}`);
const notOurs = (type: keyof SessionTokens) => refusal(`\`${type}\` is not a token of this API (a JWT with a user_id).`);

/**
 * The pair `adopt` was given, checked as far as it can be without the server: two JWTs of one
 * registered user, each of its own type. Throws the `RuleError` that says what is wrong.
 */
function checkAdopted(tokens: Partial<SessionTokens> | null | undefined): AccessClaims {
  const { access = '', refresh = '' } = tokens ?? {};
  const claims = { access: claimsOf(access), refresh: claimsOf(refresh) };
  for (const type of ['access', 'refresh'] as const) {
    const token = claims[type];
    if (!token || typeof token.user_id !== 'number') throw notOurs(type);
    if ((token.token_type ?? type) !== type) throw refusal(`\`${type}\` holds a ${token.token_type} token.`);
  }
  const { access: user, refresh: renewal } = claims as { access: AccessClaims; refresh: AccessClaims };
  if (renewal.user_id !== user.user_id) throw refusal('the two tokens are of two users.');
  if (user.is_guest) throw refusal("a guest's tokens: a registered user's are needed.", 'guest_forbidden');
  if (hasExpired(user) && hasExpired(renewal)) throw refusal('both tokens have expired: sign in again and adopt the new pair.');
  return user;
}

/** The user id in an access token, or undefined when it cannot be decoded. */
export function userIdOf(access: string): number | undefined {
  const userId = claimsOf(access)?.user_id;
  return typeof userId === 'number' ? userId : undefined;
}

/** A stored session, or null when the text is absent or is not one (spec §5: an undecodable token is no session). */
function parseUserInfo(raw: string | null): UserInfo | null {
  if (raw === null) return null;
  let stored: Partial<UserInfo>;
  try {
    stored = JSON.parse(raw) as Partial<UserInfo>;
  } catch {
    return null;
  }
  if (!stored || typeof stored.access !== 'string' || typeof stored.refresh !== 'string' || userIdOf(stored.access) === undefined) return null;
  return { access: stored.access, refresh: stored.refresh, isGuest: Boolean(stored.isGuest) };
}

export type SessionListener = (userInfo: UserInfo | null) => void;

/**
 * The session kept under `userInfo`. Storage is the one source of truth, shared by every tab and
 * every client on the same storage: each read compares the stored text with the last one seen and
 * takes up whatever another tab wrote (a refreshed pair, a login, a logout), and while anyone
 * listens, `storage` events from other tabs are followed so a change shows at once. A stored
 * session whose access token cannot be decoded is not a session: it is removed (spec section 5).
 */
export class SessionStore {
  private raw: string | null = null;
  private current: UserInfo | null = null;
  private readonly listeners = new Set<SessionListener>();
  private stopWatching: (() => void) | undefined;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string = STORAGE_KEYS.userInfo,
    /** How `adopt` renews a pair whose access token has expired; without it such a pair is refused. */
    private readonly renewPair?: PairRenewer,
  ) {
    this.read();
  }

  /** The session as stored now. */
  get userInfo(): UserInfo | null {
    if (this.read()) queueMicrotask(() => this.emit());
    return this.current;
  }

  /** The signed-in user's id, read from the access token. */
  get userId(): number | undefined {
    const userInfo = this.userInfo;
    return userInfo ? userIdOf(userInfo.access) : undefined;
  }

  set(userInfo: UserInfo): void {
    if (userIdOf(userInfo.access) === undefined) return this.clear();
    const raw = JSON.stringify({ access: userInfo.access, refresh: userInfo.refresh, isGuest: userInfo.isGuest });
    this.storage.setItem(this.key, raw);
    this.raw = raw;
    this.current = { access: userInfo.access, refresh: userInfo.refresh, isGuest: userInfo.isGuest };
    this.emit();
  }

  /**
   * Takes over the tokens of the host's own sign-in to this API as a registered session: stored,
   * and every listener told (`useSession` re-renders, `ChatPane` shows the chat). Resolves to the
   * session; the session before stays as it was when it rejects.
   *
   * What is checked, and where:
   * - Here, without a request: both are JWTs, the access token of a user and the refresh token of
   *   the same one, each of its own type, and not a guest's. Anything else rejects with a
   *   `RuleError` (kind `invalid`) of code `token_not_valid` (`guest_forbidden` for a guest's
   *   pair) whose message says what is wrong.
   * - One request only when the access token has expired: the refresh token is traded for a new
   *   pair first (`/auth/jwt/refresh/`). The server's refusal rejects with its `EstateError`
   *   (status 401, code `token_not_valid`); no answer, with the `network` or `timeout` one. A pair
   *   whose two tokens have both expired is refused without asking.
   * - The signature is the server's to check: a pair that decodes and has not expired is stored at
   *   once, and a forged one is refused by the first call that needs it, which ends the session as
   *   any refused session ends (listeners see `null`).
   *
   * From then on the pair is the SDK's: it rotates the refresh token when the access token
   * expires, and the server ends a token family whose spent refresh token is used again, so the
   * host must not refresh the same pair itself (adopt a new pair after its own next sign-in).
   *
   * ```ts
   * const { access, refresh } = await myBackend.estateTokens(); // the host's sign-in, against this API
   * await client.session.adopt({ access, refresh });
   * ```
   */
  async adopt(tokens: SessionTokens): Promise<UserInfo> {
    const expired = hasExpired(checkAdopted(tokens));
    let pair: SessionTokens = { access: tokens.access, refresh: tokens.refresh };
    if (expired) {
      if (!this.renewPair) throw refusal('the access token has expired.');
      const renewed = await this.renewPair(tokens.refresh);
      pair = { access: renewed.access, refresh: renewed.refresh ?? tokens.refresh };
    }
    if (userIdOf(pair.access) === undefined) throw notOurs('access');
    const userInfo: UserInfo = { ...pair, isGuest: false };
    this.set(userInfo);
    return userInfo;
  }

  clear(): void {
    const had = this.current !== null;
    this.storage.removeItem(this.key);
    this.raw = null;
    this.current = null;
    if (had) this.emit();
  }

  /** Calls `listener` whenever the session changes, here or in another tab. */
  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    this.stopWatching ??= watchStorageKey(this.storage, this.key, () => {
      if (this.read()) this.emit();
    });
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.stopWatching?.();
      this.stopWatching = undefined;
    };
  }

  /**
   * Resolves once the stored session no longer holds the access token `access` — another tab wrote
   * a renewed (or no) session — or after `timeoutMs` with the session as it is then. A write in one
   * tab reaches the others' storage a moment later, through the `storage` event.
   */
  whenReplaced(access: string, timeoutMs: number): Promise<UserInfo | null> {
    return new Promise((resolve) => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        unsubscribe();
        resolve(this.userInfo);
      };
      const check = () => {
        if (this.userInfo?.access !== access) finish();
      };
      const timer = setTimeout(finish, timeoutMs);
      const unsubscribe = this.subscribe(check);
      check();
    });
  }

  /** Takes up the stored session when its text changed; true when the session itself changed. */
  private read(): boolean {
    let raw: string | null;
    try {
      raw = this.storage.getItem(this.key);
    } catch {
      raw = null;
    }
    if (raw === this.raw) return false;
    const next = parseUserInfo(raw);
    if (raw !== null && next === null) this.storage.removeItem(this.key);
    this.raw = next === null ? null : raw;
    const changed = !sameSession(next, this.current);
    this.current = next;
    return changed;
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.current);
  }
}

const sameSession = (a: UserInfo | null, b: UserInfo | null) =>
  a === b || (a !== null && b !== null && a.access === b.access && a.refresh === b.refresh && a.isGuest === b.isGuest);
