import WebSocket from 'ws';

/** One chat message as the server sends it (docs/chat.md). */
interface Message {
  id: number;
  message: string | null;
  sender_username: string;
  receiver_username: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A chat client as a careful app would be written: it reconnects when its socket drops (to its
 * own server first, then the others), reloads the history it missed after each reconnection, and
 * sends one message at a time, taking its own copy as the acknowledgement. A message whose
 * acknowledgement was lost with the socket is looked for in the reloaded history before it is
 * sent again, so a message is stored once. Texts are unique, so they identify messages.
 */
export class ReconnectingChat {
  /** Every message of the conversation this client has: received live or reloaded. */
  readonly known = new Map<number, string>();
  /** Texts received on the socket (not from the history). */
  readonly live = new Set<string>();
  reconnects = 0;
  /** Messages that arrived on the socket more than once (possible around a Redis reconnection). */
  duplicates = 0;
  private readonly liveIds = new Set<number>();
  /** Messages taken from the history after a reconnection, that the socket had missed. */
  recovered = 0;
  /** Texts confirmed stored: acknowledged on the socket or found in the history. */
  readonly confirmed = new Set<string>();
  resent = 0;
  private socket: WebSocket | undefined;
  private ready: Promise<void> = Promise.resolve();
  private stopped = false;
  private originIndex = 0;
  private readonly ackWaiters = new Map<string, (stored: boolean) => void>();

  constructor(
    readonly username: string,
    readonly partner: string,
    private readonly token: string,
    /** The servers it may use, its own first. */
    private readonly origins: string[],
  ) {}

  get origin(): string {
    return this.origins[this.originIndex % this.origins.length]!;
  }

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Opens the socket and loads the history; retried until it works or the client is closed. */
  async open(): Promise<void> {
    this.ready = this.connectLoop();
    await this.ready;
  }

  private async connectLoop(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt += 1) {
      try {
        await this.openOnce();
        await this.syncHistory();
        return;
      } catch {
        this.socket?.terminate();
        // Its own server first; after two failed tries, the others in turn.
        if (attempt % 2 === 1) this.originIndex += 1;
        await pause(Math.min(100 * 2 ** attempt, 1000));
      }
    }
  }

  private openOnce(): Promise<void> {
    const ws = this.origin.replace(/^http/, 'ws');
    const socket = new WebSocket(`${ws}/ws/chat/${encodeURIComponent(this.partner)}/?token=${encodeURIComponent(this.token)}`);
    this.socket = socket;
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        socket.on('close', () => this.dropped(socket));
        resolve();
      });
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused with ${response.statusCode}`)));
      socket.on('message', (data) => this.received(JSON.parse(data.toString())));
    });
  }

  private dropped(socket: WebSocket): void {
    if (this.stopped || socket !== this.socket) return;
    this.reconnects += 1;
    this.ready = this.connectLoop();
  }

  private received(frame: Message | { error: string }): void {
    if ('error' in frame) {
      // Sent only to the socket whose frame failed; this client has one frame in flight at a time.
      for (const waiter of [...this.ackWaiters.values()]) waiter(false);
      return;
    }
    if (typeof frame.message !== 'string') return;
    if (this.liveIds.has(frame.id)) this.duplicates += 1;
    this.liveIds.add(frame.id);
    this.known.set(frame.id, frame.message);
    this.live.add(frame.message);
    if (frame.sender_username === this.username) {
      this.confirmed.add(frame.message);
      this.ackWaiters.get(frame.message)?.(true);
    }
  }

  /** Pages of the history from the newest back, until one holds a message already known. */
  async syncHistory(): Promise<void> {
    let url: string | null = `/api/v1/chat/chat-messages/${encodeURIComponent(this.partner)}/?page_size=100`;
    while (url) {
      const response: Response = await fetch(new URL(url, this.origin), { headers: { authorization: `Bearer ${this.token}` } });
      if (!response.ok) throw new Error(`history answered ${response.status}`);
      const page = (await response.json()) as { next: string | null; results: Message[] };
      let reachedKnown = false;
      for (const message of page.results) {
        if (this.known.has(message.id)) reachedKnown = true;
        else if (typeof message.message === 'string') {
          this.known.set(message.id, message.message);
          this.recovered += 1;
        }
        if (message.sender_username === this.username && typeof message.message === 'string') this.confirmed.add(message.message);
      }
      // `next` is absolute, on whichever host answered; follow its path on this client's server.
      url = reachedKnown || !page.next ? null : new URL(page.next).pathname + new URL(page.next).search;
    }
  }

  /**
   * Sends a text and resolves once it is known to be stored: its copy came back on the socket or
   * it is in the history after a reconnection. Sent again only when it is in neither.
   */
  async send(text: string, deadlineMs = 60_000): Promise<void> {
    const deadline = Date.now() + deadlineMs;
    while (Date.now() < deadline) {
      await this.ready;
      if (this.confirmed.has(text)) return;
      const socket = this.socket;
      if (!socket || socket.readyState !== WebSocket.OPEN) {
        await pause(50);
        continue;
      }
      const acked = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5000);
        const done = (value: boolean) => {
          clearTimeout(timer);
          this.ackWaiters.delete(text);
          socket.off('close', onClose);
          resolve(value);
        };
        const onClose = () => done(false);
        this.ackWaiters.set(text, done);
        socket.once('close', onClose);
      });
      if (this.sentOnce.has(text)) this.resent += 1;
      this.sentOnce.add(text);
      socket.send(JSON.stringify({ message: text }));
      if (await acked) return;
      // No acknowledgement: the reconnection's history reload tells whether it was stored.
      await pause(100);
      if (this.connected) await this.syncHistory().catch(() => {});
    }
    throw new Error(`${this.username}: "${text}" not confirmed within ${deadlineMs} ms`);
  }

  private readonly sentOnce = new Set<string>();

  /** Resolves once `text` has arrived on the socket, or answers false after `timeoutMs`. */
  async waitLive(text: string, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.live.has(text)) {
      if (Date.now() > deadline) return false;
      await pause(20);
    }
    return true;
  }

  async close(): Promise<void> {
    this.stopped = true;
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.close();
    await Promise.race([closed, pause(2000)]);
    socket.terminate();
  }
}
