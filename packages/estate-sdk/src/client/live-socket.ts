/**
 * What the chat and the events sockets share: a store of snapshots for `useSyncExternalStore`, and
 * the one WebSocket a live connection holds at a time with its reconnect timer.
 */
import { closeQuietly, frameText, type WebSocketConstructor, type WebSocketLike } from './chat-frames.js';

const OPEN = 1;
const noop = () => undefined;

/** A frame's JSON; undefined when it is no text or no JSON (such frames are ignored). */
export function parseFrame(data: unknown): unknown {
  const text = frameText(data);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Immutable snapshots: `update` makes a new frozen one only when a field changed, then tells every
 * listener and `changed`. `getSnapshot` returns the same object until then.
 */
export abstract class SnapshotStore<S extends object> {
  private readonly listeners = new Set<() => void>();

  protected constructor(protected snapshot: S) {}

  getSnapshot = (): S => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  protected update(patch: Partial<S>): void {
    const current = this.snapshot;
    const changed = (Object.keys(patch) as (keyof S)[]).some((key) => patch[key] !== current[key]);
    if (!changed) return;
    this.snapshot = Object.freeze({ ...current, ...patch });
    for (const listener of [...this.listeners]) listener();
    this.changed(this.snapshot);
  }

  /** Told every new snapshot, after the listeners. */
  protected changed(_snapshot: S): void {}
}

export interface SocketHandlers {
  open(): void;
  message(data: unknown): void;
  /** The connection closed by itself (not by `drop`). */
  close(): void;
}

/**
 * The one WebSocket of a live connection and its reconnect timer. Only the current socket's events
 * reach the handlers: a dropped socket is detached and closed. A close always follows an error, so
 * errors are handled there.
 */
export class SocketSlot {
  private socket: WebSocketLike | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly implementation: WebSocketConstructor | undefined) {}

  /** The WebSocket implementation: the one given, else `globalThis.WebSocket` (Node 20 has none). */
  get available(): WebSocketConstructor | undefined {
    return this.implementation ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  }

  /** Whether the socket is there and open. */
  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Opens `url` with the available implementation (check `available` first). */
  open(url: string, handlers: SocketHandlers): void {
    const socket = new this.available!(url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket === socket) handlers.open();
    };
    socket.onmessage = (event: { data?: unknown }) => {
      if (this.socket === socket) handlers.message(event.data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      handlers.close();
    };
    socket.onerror = noop;
  }

  /** Sends on the socket; throws when it is closing (`ws`), like the socket itself. */
  send(text: string): void {
    this.socket?.send(text);
  }

  /** Stops the socket for good: its events are ignored from now on. */
  drop(): void {
    const socket = this.socket;
    this.socket = undefined;
    if (socket) closeQuietly(socket);
  }

  /** Runs `then` after `delayMs`, in place of any wait before. */
  wait(delayMs: number, then: () => void): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      then();
    }, delayMs);
  }

  clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
