import { readJson, type KeyValueStorage } from './storage.js';

/** A person picked from search results, as the recent lists keep them (spec §3). */
export interface RecentPerson {
  username: string;
  full_name: string;
  profile_photo: string | null;
  /** Kept when given, so that a recent agent can open a chat without another look-up. */
  id?: number;
}

/** A submitted search text, or a person picked from the results. */
export type RecentEntry = string | RecentPerson;

/** How many entries a list keeps; older ones fall off the end. */
export const RECENT_SEARCHES_LIMIT = 10;

export interface RecentSearches {
  /** The entries, newest first. */
  list(): RecentEntry[];
  /**
   * Puts an entry first, removing an earlier copy (text by its trimmed text, people by username),
   * and returns the new list. Blank text and people without a username are ignored.
   */
  add(entry: RecentEntry): RecentEntry[];
  /** Removes one entry (matched as `add` matches) and returns the new list. */
  remove(entry: RecentEntry): RecentEntry[];
  /** Clear All: empties the list and removes its storage key. */
  clear(): void;
}

/** Whether two entries are the same search: texts by exact (trimmed) text, people by username. */
export function isSameRecentEntry(a: RecentEntry, b: RecentEntry): boolean {
  if (typeof a === 'string' || typeof b === 'string') return typeof a === 'string' && typeof b === 'string' && a.trim() === b.trim();
  return a.username === b.username;
}

/** The entry as it is stored, or undefined when it cannot be one (blank text, no username, wrong type). */
export function toRecentEntry(value: unknown): RecentEntry | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const username = typeof record.username === 'string' ? record.username.trim() : '';
  if (!username) return undefined;
  const person: RecentPerson = {
    username,
    full_name: typeof record.full_name === 'string' ? record.full_name : '',
    profile_photo: typeof record.profile_photo === 'string' && record.profile_photo ? record.profile_photo : null,
  };
  if (typeof record.id === 'number' && Number.isFinite(record.id)) person.id = record.id;
  return person;
}

/** A list with `entry` first, no duplicate of it, at most `limit` long (pure; the list is not changed). */
export function addRecentEntry(list: readonly RecentEntry[], entry: RecentEntry, limit = RECENT_SEARCHES_LIMIT): RecentEntry[] {
  const clean = toRecentEntry(entry);
  if (!clean) return list.slice(0, limit);
  return [clean, ...list.filter((item) => !isSameRecentEntry(item, clean))].slice(0, Math.max(0, limit));
}

/**
 * A recent list kept as JSON under `key` of `storage` (spec §3 keys: recentAgents, recentUsers,
 * recentSearchAgents). Stored data that is not valid JSON, not an array, or holds entries of the
 * wrong shape is read as an empty list, or without those entries. A storage that refuses to write
 * (full, or disabled by the browser) leaves the list as it was stored; nothing throws.
 */
export function recentSearches(storage: KeyValueStorage, key: string, options: { limit?: number } = {}): RecentSearches {
  const limit = options.limit ?? RECENT_SEARCHES_LIMIT;

  const read = (): RecentEntry[] => {
    let stored: unknown;
    try {
      stored = readJson<unknown>(storage, key);
    } catch {
      return [];
    }
    if (!Array.isArray(stored)) return [];
    // Clean and de-duplicate what was stored, as an older version or another app may have written it.
    return stored.reduceRight<RecentEntry[]>((list, item) => {
      const entry = toRecentEntry(item);
      return entry ? addRecentEntry(list, entry, Number.POSITIVE_INFINITY) : list;
    }, []).slice(0, limit);
  };

  const write = (list: RecentEntry[]): RecentEntry[] => {
    try {
      storage.setItem(key, JSON.stringify(list));
    } catch {
      // Quota exceeded or storage disabled: the list simply is not remembered.
    }
    return list;
  };

  return {
    list: read,
    add: (entry) => (toRecentEntry(entry) ? write(addRecentEntry(read(), entry, limit)) : read()),
    remove: (entry) => write(read().filter((item) => !isSameRecentEntry(item, entry))),
    clear: () => {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing more can be done; the next read still sees whatever the storage kept.
      }
    },
  };
}
