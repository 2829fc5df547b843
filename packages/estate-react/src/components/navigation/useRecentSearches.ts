'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { recentSearches, watchStorageKey, type KeyValueStorage, type RecentEntry } from '@estate/sdk';
import { useEstateClient } from '@estate/sdk/react';

/** Every hook on the page over the same storage key re-reads when one of them writes. */
const listeners = new Map<string, Set<() => void>>();
const EMPTY: RecentEntry[] = [];

function notify(key: string) {
  listeners.get(key)?.forEach((listener) => listener());
}

/**
 * A recent-searches list (spec §3 keys `recentUsers`, `recentAgents`, `recentSearchAgents`) kept
 * in the client's storage through the SDK, so an embedded client's namespace is respected. The
 * list follows writes from other components and other tabs; on the server it is empty.
 */
export function useRecentSearches(storageKey: string, storageOverride?: KeyValueStorage) {
  const client = useEstateClient();
  const storage = storageOverride ?? client.storage;
  const recent = useMemo(() => recentSearches(storage, storageKey), [storage, storageKey]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const set = listeners.get(storageKey) ?? new Set();
      set.add(onChange);
      listeners.set(storageKey, set);
      const stop = watchStorageKey(storage, storageKey, onChange);
      return () => {
        set.delete(onChange);
        stop();
      };
    },
    [storage, storageKey],
  );

  // The snapshot must be stable between writes: parse once per stored text.
  const cache = useMemo(() => ({ raw: undefined as string | null | undefined, list: EMPTY }), [recent]);
  const getSnapshot = useCallback(() => {
    let raw: string | null;
    try {
      raw = storage.getItem(storageKey);
    } catch {
      raw = null;
    }
    if (raw !== cache.raw) {
      cache.raw = raw;
      cache.list = raw === null ? EMPTY : recent.list();
    }
    return cache.list;
  }, [cache, recent, storage, storageKey]);
  const list = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);

  const add = useCallback(
    (entry: RecentEntry) => {
      recent.add(entry);
      notify(storageKey);
    },
    [recent, storageKey],
  );
  const remove = useCallback(
    (entry: RecentEntry) => {
      recent.remove(entry);
      notify(storageKey);
    },
    [recent, storageKey],
  );
  const clear = useCallback(() => {
    recent.clear();
    notify(storageKey);
  }, [recent, storageKey]);

  return { list, add, remove, clear };
}
