/**
 * Changing every cached entry of an area at once: the lists, pages and details that show the
 * same property or reel. SWR's key filter reaches the plain entries (each infinite page is one of
 * them), but it skips the entries of `useSWRInfinite` lists (`$inf$…`) on purpose, so the infinite
 * hooks of this package register theirs here, per cache, with the key of their list.
 */
import { unstable_serialize, type Cache, type ScopedMutator } from 'swr';
import { keyStartsWith, type EstateKey } from '../keys.js';

/** What `useSWRConfig()` gives that this module uses; `unload` exists from SWR 2.5. */
export interface SWRHandle {
  cache: Cache;
  mutate: ScopedMutator;
  unload?: (options?: { revalidate?: boolean }) => void;
}

/** The infinite lists seen in each cache: their SWR key (`$inf$…`) → the list's key without its page. */
const infiniteLists = new WeakMap<Cache, Map<string, EstateKey>>();

export function registerInfiniteList(cache: Cache, infiniteKey: string, listKey: EstateKey): void {
  let lists = infiniteLists.get(cache);
  if (!lists) infiniteLists.set(cache, (lists = new Map()));
  lists.set(infiniteKey, listKey);
}

function infiniteKeysUnder(cache: Cache, prefix: EstateKey): string[] {
  const lists = infiniteLists.get(cache);
  if (!lists) return [];
  return [...lists].filter(([key, listKey]) => keyStartsWith(listKey, prefix) && cache.get(key)?.data !== undefined).map(([key]) => key);
}

/**
 * Applies `transform` to the data of every entry under `prefix`, infinite lists included, at once
 * (the cache is written before this returns) and without revalidating.
 */
export function updateEntries(swr: SWRHandle, prefix: EstateKey, transform: (data: unknown) => unknown): void {
  // Entries without data (not loaded, or failed) are left alone: writing them would clear their error.
  const hasData = (key: unknown) => swr.cache.get(unstable_serialize(key as EstateKey))?.data !== undefined;
  void swr.mutate((key) => keyStartsWith(key, prefix) && hasData(key), transform, { revalidate: false });
  for (const key of infiniteKeysUnder(swr.cache, prefix)) void swr.mutate(key, transform, { revalidate: false });
}

/**
 * Refetches every entry under `prefix` that a mounted hook shows. An infinite list refetches all of
 * its pages (a new item on page 1 pushes the others along), so its pages are dropped first; it
 * keeps showing what it had until the new pages arrive.
 */
export async function revalidateEntries(swr: SWRHandle, prefix: EstateKey): Promise<void> {
  const lists = infiniteKeysUnder(swr.cache, prefix);
  const listKeys = lists.map((key) => infiniteLists.get(swr.cache)!.get(key)!);
  const isPageOfList = (key: unknown) => listKeys.some((listKey) => keyStartsWith(key, listKey));
  await swr.mutate((key) => isPageOfList(key), undefined, { revalidate: false });
  await Promise.all([swr.mutate((key) => keyStartsWith(key, prefix) && !isPageOfList(key)), ...lists.map((key) => swr.mutate(key))]);
}

/**
 * Refetches the entries under `prefix` that are loading with no data yet: a write the server just
 * confirmed may have landed after their request read the database (the like a guest asked for,
 * sent right after signing in emptied the cache: issue 23), and their answer must not undo it.
 */
export function revalidateLoading(swr: SWRHandle, prefix: EstateKey): void {
  const loading = (key: string) => swr.cache.get(key)?.data === undefined;
  void swr.mutate((key) => keyStartsWith(key, prefix) && loading(unstable_serialize(key as EstateKey)));
  const lists = infiniteLists.get(swr.cache);
  for (const [key, listKey] of lists ?? []) if (keyStartsWith(listKey, prefix) && loading(key)) void swr.mutate(key);
}

/** Empties the cache: every entry, infinite lists included; mounted hooks load again. */
export function clearEstateCache(swr: SWRHandle): void {
  if (swr.unload) return swr.unload();
  // SWR before 2.5 has no `unload`: empty the plain entries, then the infinite ones by their key.
  void swr.mutate(() => true, undefined, { revalidate: true });
  for (const key of swr.cache.keys()) if (key.startsWith('$inf$')) void swr.mutate(key, undefined, { revalidate: true });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A copy of `data` in which every object that `matches` is replaced by `patch(object)`, searched
 * through arrays and plain objects (pages, infinite pages, details, related listings). Parts that
 * do not change keep their identity, so entries without the item are left as they are.
 */
export function replaceWhere<T>(data: T, matches: (value: Record<string, unknown>) => boolean, patch: (value: Record<string, unknown>) => Record<string, unknown>): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((item) => {
        const visited = visit(item);
        if (visited !== item) changed = true;
        return visited;
      });
      return changed ? next : value;
    }
    if (!isRecord(value)) return value;
    if (matches(value)) return patch(value);
    let copy: Record<string, unknown> | undefined;
    for (const [name, child] of Object.entries(value)) {
      if (!isRecord(child)) continue;
      const visited = visit(child);
      if (visited !== child) (copy ??= { ...value })[name] = visited;
    }
    return copy ?? value;
  };
  return visit(data) as T;
}
