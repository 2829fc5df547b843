import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { App } from '../src/app.js';

/** Starts the app on a free local port and answers its `ws://` origin. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export const chatUrl = (origin: string, partner: string, token?: string) =>
  `${origin}/ws/chat/${encodeURIComponent(partner)}/${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

type Frame = Record<string, unknown>;

/**
 * A chat socket as a test drives it: every frame received is queued, and `next()` takes them in
 * order, waiting (with a deadline, never a fixed sleep) for one that has not come yet.
 */
export class ChatSocket {
  private readonly received: Frame[] = [];
  private waiter: (() => void) | undefined;
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as Frame);
      this.waiter?.();
    });
    this.closed = new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static open(url: string, options: WebSocket.ClientOptions = {}): Promise<ChatSocket> {
    const socket = new WebSocket(url, options);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new ChatSocket(socket)));
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused with ${response.statusCode}`)));
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame not taken yet, waiting up to `timeoutMs` for it. */
  async next(timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = undefined;
    }
    return this.received.shift()!;
  }

  /** Frames received and not taken yet. */
  get pending(): number {
    return this.received.length;
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    await this.closed;
  }
}

/** What the server answered to an upgrade it refused: the HTTP status and the JSON body. */
export function refusedUpgrade(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
    socket.once('error', () => {});
    socket.once('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        socket.terminate();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') });
      });
    });
  });
}
