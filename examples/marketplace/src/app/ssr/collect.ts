import { unstable_serialize, type Middleware } from 'swr';
import { unstable_serialize as infiniteKeyOf, type SWRInfiniteKeyLoader } from 'swr/infinite';

/**
 * Finds the data a page needs by rendering it (issue 24): an SWR middleware that notes every key a
 * render asks for and starts its fetcher, so the next render has it as SWR's fallback. No route
 * lists its keys by hand, so what the server fetches is what the components read, key for key.
 * A feed (`useSWRInfinite`, whose key is a page getter) gets its first page, as the browser would.
 */
export function createDataCollector() {
  const fallback: Record<string, unknown> = {};
  const state = { notFound: false };
  const started = new Map<string, Promise<void>>();
  let waiting: Promise<void>[] = [];

  const start = (id: string, load: () => Promise<unknown>) => {
    if (started.has(id)) return;
    // A failure leaves the key out: the browser asks again and shows the page's own error or empty state.
    const done = load().then(
      (data) => void (fallback[id] = data),
      (error: unknown) => {
        // A page's own record (a property, a reel, a profile) that does not exist: the page is a 404.
        if ((error as { status?: number }).status === 404 && id.includes('"details"')) state.notFound = true;
      }
    );
    started.set(id, done);
    waiting.push(done);
  };

  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (key && fetcher) {
      if (typeof key === 'function') {
        const pageKey = key as SWRInfiniteKeyLoader;
        const first = pageKey(0, null);
        if (first) start(infiniteKeyOf(pageKey), async () => [await fetcher(first)]);
      } else {
        start(unstable_serialize(key), async () => fetcher(key));
      }
    }
    return useSWRNext(key, fetcher, config);
  };

  return {
    middleware,
    fallback,
    /** A record the page is about answered 404. */
    get notFound() {
      return state.notFound;
    },
    /** Waits for the fetches the last render started (at most `ms`); resolves to how many there were. */
    async settle(ms: number): Promise<number> {
      const batch = waiting;
      waiting = [];
      if (batch.length === 0) return 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
      await Promise.race([Promise.all(batch), timeout]);
      clearTimeout(timer);
      return batch.length;
    },
  };
}
