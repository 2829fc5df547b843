import { jwtDecode } from 'jwt-decode';
import { readJson, STORAGE_KEYS, type KeyValueStorage } from '../storage.js';

/** The stored session (spec section 3: userInfo). */
export interface UserInfo {
  access: string;
  refresh: string;
  isGuest: boolean;
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

export type SessionListener = (userInfo: UserInfo | null) => void;

/**
 * The session kept under `userInfo` and restored from storage at start. A stored session whose
 * access token cannot be decoded is not a session: it is cleared (spec section 5).
 */
export class SessionStore {
  private current: UserInfo | null;
  private readonly listeners = new Set<SessionListener>();

  constructor(private readonly storage: KeyValueStorage) {
    const stored = readJson<Partial<UserInfo>>(storage, STORAGE_KEYS.userInfo);
    const valid = stored && typeof stored.access === 'string' && typeof stored.refresh === 'string' && userIdOf(stored.access) !== undefined;
    this.current = valid ? { access: stored.access!, refresh: stored.refresh!, isGuest: Boolean(stored.isGuest) } : null;
    if (stored && !valid) storage.removeItem(STORAGE_KEYS.userInfo);
  }

  get userInfo(): UserInfo | null {
    return this.current;
  }

  /** The signed-in user's id, read from the access token. */
  get userId(): number | undefined {
    return this.current ? userIdOf(this.current.access) : undefined;
  }

  set(userInfo: UserInfo): void {
    if (userIdOf(userInfo.access) === undefined) return this.clear();
    this.current = userInfo;
    this.storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
    this.emit();
  }

  clear(): void {
    const had = this.current !== null;
    this.current = null;
    this.storage.removeItem(STORAGE_KEYS.userInfo);
    if (had) this.emit();
  }

  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.current);
  }
}
