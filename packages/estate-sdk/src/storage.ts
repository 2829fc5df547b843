/**
 * Where the SDK keeps what must survive a reload (the session, recent searches): the subset of
 * the Web Storage API it uses, so `window.localStorage`, `sessionStorage` or a server-side stand-in
 * all fit.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives as long as the object: for Node, tests, and server-rendered pages. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** `localStorage` when the page has one (read at call time, never at import), else memory. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (storage) return storage;
  } catch {
    // Some browsers throw on access when storage is disabled; memory is the honest fallback.
  }
  return memoryStorage();
}

/** The local storage keys of spec section 3, in one place. */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  theme: 'theme',
  recentAgents: 'recentAgents',
  recentUsers: 'recentUsers',
  recentSearchAgents: 'recentSearchAgents',
  selectedAgent: 'selectedAgent',
  selectedUser: 'selectedUser',
  runTour: 'runTour',
  tourCompleted: 'tourCompleted',
} as const;

/** Reads a JSON value, treating a missing or unreadable one as absent. */
export function readJson<T>(storage: KeyValueStorage, key: string): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}
