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

/**
 * A storage whose keys are prefixed with `namespace:`: an SDK client embedded on a partner's page
 * uses one, so its `userInfo` or `theme` never meets the host page's keys of the same name.
 */
export interface NamespacedStorage extends KeyValueStorage {
  readonly namespace: string;
  /** The storage underneath, whose keys carry the prefix. */
  readonly base: KeyValueStorage;
}

export function namespacedStorage(base: KeyValueStorage, namespace: string): NamespacedStorage {
  if (!/^[A-Za-z0-9_.-]+$/.test(namespace)) throw new Error(`A storage namespace is letters, digits, '.', '-' or '_'; got "${namespace}"`);
  const prefixed = (key: string) => `${namespace}:${key}`;
  return {
    namespace,
    base,
    getItem: (key) => base.getItem(prefixed(key)),
    setItem: (key, value) => base.setItem(prefixed(key), value),
    removeItem: (key) => base.removeItem(prefixed(key)),
  };
}

/**
 * Where a key of `storage` really lives: the storage underneath and the key as written there (with
 * the namespace's prefix). `storage` events and locks name keys this way.
 */
export function storageLocation(storage: KeyValueStorage, key: string): { area: KeyValueStorage; key: string } {
  const namespaced = storage as Partial<NamespacedStorage>;
  if (namespaced.base && typeof namespaced.namespace === 'string') {
    const inner = storageLocation(namespaced.base, key);
    return { area: inner.area, key: `${namespaced.namespace}:${inner.key}` };
  }
  return { area: storage, key };
}

/**
 * Calls `onChange` when another document (a second tab, a popup) changes `key` in the same
 * browser storage. Browsers fire `storage` events in every other document that shares the storage,
 * never in the one that wrote. A no-op outside a browser. Returns the unsubscribe function.
 */
export function watchStorageKey(storage: KeyValueStorage, key: string, onChange: () => void): () => void {
  const target = globalThis as { addEventListener?: typeof addEventListener; removeEventListener?: typeof removeEventListener };
  if (typeof target.addEventListener !== 'function') return () => undefined;
  const location = storageLocation(storage, key);
  const listener = (event: Event) => {
    const { key: changed, storageArea } = event as StorageEvent;
    // `key` is null when the whole storage was cleared.
    if (changed !== null && changed !== location.key) return;
    if (storageArea && storageArea !== (location.area as unknown)) return;
    onChange();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener?.('storage', listener);
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
