import { jwtDecode } from 'jwt-decode';
import { storageLocation, STORAGE_KEYS } from '../storage.js';
import { socketOrigin, type WebSocketConstructor } from './chat-frames.js';
import type { EstateClient } from './client.js';
import { parseFrame, SnapshotStore, SocketSlot } from './live-socket.js';
import { isRegistered } from './session.js';
import type { Notification } from './types.js';

/**
 * What the events socket tells (`/ws/events/`): a notification as it is stored, in the shape of the
 * list, with the unread count after it; all read (in any tab or device); one read (opened in any tab
 * or device), with the count after it; and the unread count each
 * time a connection opens, `reconnected` when events may have been missed before it (a dropped
 * connection, another tab that held the socket and closed), so caches should load again.
 */
export type EstateEvent =
  | { type: 'notification'; notification: Notification; unread: number }
  | { type: 'notifications_read'; unread: number }
  | { type: 'notification_read'; id: number; unread: number }
  | { type: 'ready'; unread: number; reconnected: boolean };

/**
 * - `idle`: nobody to listen for: no session, or a guest (nothing notifies guests).
 * - `connecting`, `open`, `reconnecting`: this tab holds the socket (it is the leader).
 * - `following`: another tab of this browser holds it and passes the events on.
 * - `closed`: `close()` was called.
 */
export type EventsSocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'following' | 'closed';

export interface EventsSocketSnapshot {
  readonly state: EventsSocketState;
  /** The unread notifications, as the last event said; null before the first one. */
  readonly unread: number | null;
}

/** The part of the Web Locks API the leader election uses. */
export interface EventsLockManager {
  request(name: string, options: { mode: 'exclusive'; signal?: AbortSignal }, callback: () => Promise<void>): Promise<void>;
}

/** The part of `BroadcastChannel` used to pass events between the tabs. */
export interface BroadcastChannelLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}
export type BroadcastChannelConstructor = new (name: string) => BroadcastChannelLike;

export interface EventsSocketOptions {
  /** The client whose base URL and session (the access token, renewed before connecting) are used. */
  client: Pick<EstateClient, 'baseUrl' | 'session' | 'storage' | 'auth'>;
  /** The WebSocket implementation; `globalThis.WebSocket` by default (pass `ws`'s in Node 20). */
  WebSocket?: WebSocketConstructor;
  /**
   * How the tabs share one socket: `globalThis.BroadcastChannel` by default. `null`, or a browser
   * without it, gives every tab its own socket.
   */
  BroadcastChannel?: BroadcastChannelConstructor | null;
  /**
   * Who holds the socket among the tabs: `navigator.locks` by default. Without Web Locks the tabs
   * of one page (clients sharing a JavaScript realm) still take turns; separate tabs each connect.
   */
  locks?: EventsLockManager | null;
  /** The first wait before reconnecting, doubled each failed attempt up to `maxReconnectDelayMs`. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

export interface EventsSocket {
  readonly state: EventsSocketState;
  readonly unread: number | null;
  /** Calls `listener` with every event, whichever tab holds the socket; returns the unsubscribe. */
  onEvent(listener: (event: EstateEvent) => void): () => void;
  /** Calls `listener` on every snapshot change (for `useSyncExternalStore`); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): EventsSocketSnapshot;
  /** Closes for good: the socket, the lock (another tab takes over) and the session tracking. */
  close(): void;
}

export const EVENTS_RECONNECT_DELAY_MS = 1_000;
export const EVENTS_MAX_RECONNECT_DELAY_MS = 30_000;
/** An access token this close to its expiry is renewed before it is presented. */
const RENEW_MARGIN_S = 30;
const noop = () => undefined;

/** The events socket URL: the base URL with ws(s) for http(s), and the token as a query parameter. */
export function eventsSocketUrl(baseUrl: string, token: string): string {
  const origin = socketOrigin(baseUrl);
  return `${origin}/ws/events/?token=${encodeURIComponent(token)}`;
}

/** Messages between the tabs: the leader passes each event on; a tab that starts following asks for the count. */
type TabMessage = { kind: 'event'; userId: number; event: EstateEvent } | { kind: 'sync'; userId: number };

function isEvent(value: unknown): value is { type: string; unread: number } {
  if (!value || typeof value !== 'object') return false;
  const frame = value as Record<string, unknown>;
  if (typeof frame.unread !== 'number') return false;
  if (frame.type === 'notification') return typeof frame.notification === 'object' && frame.notification !== null;
  if (frame.type === 'notification_read') return typeof frame.id === 'number';
  return frame.type === 'notifications_read' || frame.type === 'ready';
}

/** Lock queues of this realm, for where there are no Web Locks (see `session-lock.ts`). */
const realmLocks: EventsLockManager = (() => {
  const tails = new Map<string, Promise<void>>();
  return {
    request(name, options, callback) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => (options.signal?.aborted ? undefined : callback()));
      const tail = run.catch(noop);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
})();

/**
 * The signed-in user's live events, one socket for every tab of a browser: the tab holding a Web
 * Lock is the leader and opens `/ws/events/`; it passes each event to the other tabs through a
 * `BroadcastChannel`, and when it closes the next tab takes the lock and connects. A dropped
 * connection is opened again after a growing delay (1 s, 2 s, 4 s … 30 s, with jitter), with a fresh
 * access token; its `ready` event says `reconnected`, so what was missed can be loaded. Touches no
 * browser global at import.
 */
export function createEventsSocket(options: EventsSocketOptions): EventsSocket {
  return new LiveEvents(options);
}

class LiveEvents extends SnapshotStore<EventsSocketSnapshot> implements EventsSocket {
  private readonly client: EventsSocketOptions['client'];
  private readonly name: string;
  private readonly slot: SocketSlot;
  private readonly eventListeners = new Set<(event: EstateEvent) => void>();
  private readonly stopSession: () => void;
  private disposed = false;
  /** Bumped on every start and stop, so the callbacks of an earlier run are dropped. */
  private generation = 0;
  /** The user the current run listens for. */
  private userId: number | undefined;
  private channel: BroadcastChannelLike | undefined;
  /** Ends the lock's callback (the leadership), or the wait for it. */
  private releaseLock: (() => void) | undefined;
  private abortWait: AbortController | undefined;
  private leader = false;
  private attempts = 0;
  /** Whether this run has had events before: a later `ready` may follow missed ones. */
  private heardBefore = false;

  constructor(private readonly options: EventsSocketOptions) {
    super(Object.freeze({ state: 'idle', unread: null }));
    this.client = options.client;
    this.slot = new SocketSlot(options.WebSocket);
    this.name = `estate-events:${this.client.baseUrl}:${storageLocation(this.client.storage, STORAGE_KEYS.userInfo).key}`;
    this.stopSession = this.client.session.subscribe(() => this.follow());
    this.follow();
  }

  get state() {
    return this.snapshot.state;
  }
  get unread() {
    return this.snapshot.unread;
  }

  onEvent(listener: (event: EstateEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => void this.eventListeners.delete(listener);
  }

  close(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.stopSession();
    this.stop();
    this.update({ state: 'closed' });
  }

  // ---- session ----------------------------------------------------------------------------

  /** Starts, stops or restarts with the session: a registered user's only, one run per user. */
  private follow(): void {
    if (this.disposed) return;
    const userId = isRegistered(this.client.session.userInfo) ? this.client.session.userId : undefined;
    if (userId === this.userId) return;
    this.stop();
    this.update({ state: 'idle', unread: null });
    if (userId !== undefined) this.start(userId);
  }

  private start(userId: number): void {
    this.userId = userId;
    const generation = ++this.generation;
    const Channel = this.options.BroadcastChannel === undefined ? (globalThis as { BroadcastChannel?: BroadcastChannelConstructor }).BroadcastChannel : this.options.BroadcastChannel;
    const locks =
      this.options.locks === undefined ? ((globalThis as { navigator?: { locks?: EventsLockManager } }).navigator?.locks ?? realmLocks) : this.options.locks;
    if (!Channel || !locks) {
      // Nobody to share with: this tab holds a socket of its own.
      this.lead(generation);
      return;
    }
    const channel = new Channel(this.name);
    this.channel = channel;
    channel.onmessage = ({ data }) => {
      if (generation === this.generation) this.fromTab(data as TabMessage);
    };
    this.update({ state: 'following' });
    channel.postMessage({ kind: 'sync', userId } satisfies TabMessage);
    const abort = new AbortController();
    this.abortWait = abort;
    locks
      .request(this.name, { mode: 'exclusive', signal: abort.signal }, () => {
        if (generation !== this.generation) return Promise.resolve();
        return new Promise<void>((release) => {
          this.releaseLock = release;
          this.lead(generation);
        });
      })
      // An aborted wait rejects; nothing to do.
      .catch(noop);
  }

  /** Stops the run: the socket, the lock (so another tab may lead) and the channel. */
  private stop(): void {
    this.generation += 1;
    this.userId = undefined;
    this.leader = false;
    this.attempts = 0;
    this.heardBefore = false;
    this.slot.clearTimer();
    this.slot.drop();
    this.abortWait?.abort();
    this.abortWait = undefined;
    this.releaseLock?.();
    this.releaseLock = undefined;
    if (this.channel) {
      this.channel.onmessage = null;
      this.channel.close();
      this.channel = undefined;
    }
  }

  // ---- the leader's socket ----------------------------------------------------------------

  private lead(generation: number): void {
    this.leader = true;
    void this.connect(generation, 'connecting');
  }

  private async connect(generation: number, state: 'connecting' | 'reconnecting'): Promise<void> {
    this.slot.clearTimer();
    if (generation !== this.generation) return;
    if (!this.slot.available) return this.update({ state: 'closed' });
    this.update({ state });
    const access = await this.freshAccess();
    if (generation !== this.generation) return;
    if (!access) return this.retry(generation);
    this.slot.open(eventsSocketUrl(this.client.baseUrl, access), {
      open: () => {
        this.attempts = 0;
        this.update({ state: 'open' });
      },
      message: (data) => this.fromServer(data),
      close: () => this.retry(generation),
    });
  }

  /** The access token to present, renewed first when it is about to expire (a refused one would only fail again). */
  private async freshAccess(): Promise<string | undefined> {
    const access = this.client.session.userInfo?.access;
    if (!access) return undefined;
    let exp: number | undefined;
    try {
      exp = jwtDecode<{ exp?: number }>(access).exp;
    } catch {
      return access;
    }
    if (exp === undefined || exp - RENEW_MARGIN_S > Date.now() / 1000) return access;
    await this.client.auth.refresh().catch(() => false);
    return this.client.session.userInfo?.access;
  }

  private retry(generation: number): void {
    if (generation !== this.generation || this.disposed) return;
    const base = this.options.reconnectDelayMs ?? EVENTS_RECONNECT_DELAY_MS;
    const max = this.options.maxReconnectDelayMs ?? EVENTS_MAX_RECONNECT_DELAY_MS;
    const delay = Math.min(max, base * 2 ** this.attempts) * (0.8 + Math.random() * 0.4);
    this.attempts += 1;
    this.update({ state: 'reconnecting' });
    this.slot.wait(delay, () => void this.connect(generation, 'reconnecting'));
  }

  // ---- events -----------------------------------------------------------------------------

  private fromServer(data: unknown): void {
    const frame = parseFrame(data);
    if (!isEvent(frame)) return;
    const event = (frame.type === 'ready' ? { type: 'ready', unread: frame.unread, reconnected: this.heardBefore } : frame) as EstateEvent;
    this.heardBefore = true;
    this.emit(event);
    if (this.userId !== undefined) this.channel?.postMessage({ kind: 'event', userId: this.userId, event } satisfies TabMessage);
  }

  private fromTab(message: TabMessage): void {
    if (!message || message.userId !== this.userId) return;
    if (message.kind === 'sync') {
      // A tab started following: tell it the count (it loads the lists itself).
      if (this.leader && this.snapshot.unread !== null) {
        this.channel?.postMessage({ kind: 'event', userId: this.userId, event: { type: 'ready', unread: this.snapshot.unread, reconnected: false } } satisfies TabMessage);
      }
      return;
    }
    // Leaders hear their own server (several leaders only where tabs cannot share, each with its socket).
    if (message.kind === 'event' && !this.leader) {
      this.heardBefore = true;
      this.emit(message.event);
    }
  }

  private emit(event: EstateEvent): void {
    this.update({ unread: event.unread });
    for (const listener of [...this.eventListeners]) listener(event);
  }
}
