/** The part of the Web Locks API used here. */
interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive'; ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/** Tails of the lock queues of this page, for browsers (and Node) without Web Locks. */
const pageQueues = new Map<string, Promise<unknown>>();

/** What the task learns about how it got the lock. */
export interface SessionLockGrant {
  /** Someone else held the lock first: they have just renewed the session (or tried to). */
  waited: boolean;
}

/**
 * Runs `task` while no one else holding `name` runs: across every tab of the origin through Web
 * Locks where the browser has them, else across the clients of this page (a queue per name). Two
 * tabs refreshing one session at once would present one refresh token twice, which the server
 * takes for theft; this keeps them in turn, and tells the task whether it had to wait.
 */
export async function withSessionLock<T>(name: string, task: (grant: SessionLockGrant) => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  if (typeof locks?.request === 'function') {
    const free = Symbol('taken');
    const first = await locks.request<T | typeof free>(name, { mode: 'exclusive', ifAvailable: true }, (lock) =>
      lock ? task({ waited: false }) : Promise.resolve(free),
    );
    if (first !== free) return first as T;
    return locks.request(name, { mode: 'exclusive' }, () => task({ waited: true }));
  }

  const previous = pageQueues.get(name);
  const grant = { waited: previous !== undefined };
  const run = (previous ?? Promise.resolve()).then(
    () => task(grant),
    () => task(grant),
  );
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  pageQueues.set(name, tail);
  void tail.then(() => {
    if (pageQueues.get(name) === tail) pageQueues.delete(name);
  });
  return run;
}
