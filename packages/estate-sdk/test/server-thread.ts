/**
 * The real @estate/server for the React tests, started with `startTestServer()` in a worker thread
 * of the test process; the hooks reach it over real HTTP, as in every other SDK test.
 *
 * Why a thread: vitest's jsdom environment replaces `Uint8Array`, the other typed arrays and
 * `TextEncoder` with jsdom's own. The server's token signing (jose) and PGlite then reject their
 * own buffers. A worker thread has Node's globals, untouched.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface ServerThread {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  demoPassword: string;
  /** The server's local Paystack sandbox, when started with `paystack: true`: its origin and public key. */
  paystack?: { url: string; publicKey: string };
  /** The `{uid, token}` of the newest activation e-mail sent to `email`. */
  activationFor(email: string): Promise<{ uid: string; token: string }>;
  /** See `TestServer.backdateChatMessage`: the test clock of the chat's edit window. */
  backdateChatMessage(id: number, minutes: number): Promise<void>;
  close(): Promise<void>;
}

type FromThread =
  | { type: 'ready'; baseUrl: string; demoPassword: string; paystack?: { url: string; publicKey: string } }
  | { type: 'reply'; id: number; value?: { uid: string; token: string }; error?: string }
  | { type: 'closed' };

/** `paystack` also starts the server's local Paystack sandbox, as `startTestServer({ paystack: true })`. */
export function startServerThread(options: { seed?: boolean; paystack?: boolean } = {}): Promise<ServerThread> {
  // Not `new URL('./…', import.meta.url)`: Vite rewrites that pattern into a browser asset URL.
  const worker = new Worker(path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-thread.mjs'), {
    workerData: options,
    execArgv: ['--conditions=@estate/source'],
  });
  const replies = new Map<number, (message: Extract<FromThread, { type: 'reply' }>) => void>();
  let nextId = 0;
  /** Asks the thread and waits for its reply; rejects with the thread's error. */
  const ask = (message: Record<string, unknown>) =>
    new Promise<Extract<FromThread, { type: 'reply' }>>((done, fail) => {
      const id = nextId++;
      replies.set(id, (reply) => {
        replies.delete(id);
        if (reply.error) fail(new Error(reply.error));
        else done(reply);
      });
      worker.postMessage({ ...message, id });
    });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: FromThread) => {
      if (message.type === 'reply') replies.get(message.id)?.(message);
      if (message.type !== 'ready') return;
      resolve({
        baseUrl: message.baseUrl,
        demoPassword: message.demoPassword,
        paystack: message.paystack,
        activationFor: (email) =>
          ask({ type: 'activationFor', email }).then((reply) => {
            if (!reply.value) throw new Error('No activation');
            return reply.value;
          }),
        backdateChatMessage: (messageId, minutes) => ask({ type: 'backdateChatMessage', messageId, minutes }).then(() => undefined),
        close: () =>
          new Promise<void>((done) => {
            const stop = () => void worker.terminate().then(() => done());
            // A request a failed test left hanging must not keep the server, and the run, alive.
            const timer = setTimeout(stop, 5_000);
            worker.on('message', (reply: FromThread) => {
              if (reply.type !== 'closed') return;
              clearTimeout(timer);
              stop();
            });
            worker.postMessage({ type: 'close' });
          }),
      });
    });
  });
}
