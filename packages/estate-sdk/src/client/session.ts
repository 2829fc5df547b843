import { jwtDecode } from 'jwt-decode';
import { STORAGE_KEYS, watchStorageKey, type KeyValueStorage } from '../storage.js';

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
  user_id?: number;
  is_guest?: boolean;
  exp?: number;
}

/** The user id in an access token, or undefined when it cannot be decoded. */
export function userIdOf(access: string): number | undefined {
  try {
    const claims = jwtDecode<AccessClaims>(access);
    return typeof claims.user_id === 'number' ? claims.user_id : undefined;
  } catch {
    return undefined;
  }
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
