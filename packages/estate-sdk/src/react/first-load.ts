/**
 * Whether a hook has nothing to show yet because its first request is on its way. SWR's own
 * `isLoading` stays true on mount while it revalidates data it was handed as `fallback` (a
 * server-rendered page's, issue 24); a page that has the data must show it, not its skeleton.
 */
export function isFirstLoad(swr: { isLoading: boolean; data: unknown }): boolean {
  return swr.isLoading && swr.data === undefined;
}
