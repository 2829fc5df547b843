/** The part of the Web Locks API used here. */
interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T>;
}

/** Tails of the lock queues of this page, for browsers (and Node) without Web Locks. */
const pageQueues = new Map<string, Promise<unknown>>();

/**
 * Runs `task` while no one else holding `name` runs: across every tab of the origin through Web
 * Locks where the browser has them, else across the clients of this page (a queue per name). Two
 * tabs refreshing one session at once would present one refresh token twice, which the server
 * takes for theft; this keeps them in turn.
 */
export function withSessionLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  if (typeof locks?.request === 'function') return locks.request(name, { mode: 'exclusive' }, task);

  const previous = pageQueues.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
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
