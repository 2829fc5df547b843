import type { EstateMessages } from '../messages.js';
import { checkChatSend, type ChatSendResult } from '../rules/chat.js';
import type { EstateClient } from './client.js';
import { changeFrame, changeOverHttp } from './chat-changes.js';
import { chatSocketUrl, compareMessages, isChatMessage, isNotOlder, messageKey, readRefusal, readSignal, readUpdate, readViewingUpdate, sameMessage, type WebSocketConstructor } from './chat-frames.js';
import { ChatOutbox } from './chat-outbox.js';
import { newClientId } from './client-id.js';
import { EstateError } from './errors.js';
import { parseFrame, SnapshotStore, SocketSlot } from './live-socket.js';
import { isRegistered } from './session.js';
import { defaultOutbox, type ChatOutboxStore, type OutboxEntry } from './outbox-store.js';
import type { ChatChangeAck, ChatListMessage, ChatMessage, ChatMessageChange, ChatUpdateFrame, Viewing } from './types.js';

export { chatSocketUrl, type WebSocketConstructor, type WebSocketLike } from './chat-frames.js';

/**
 * - `idle`: nothing to connect: no partner, no session, or a guest session (guests may not chat).
 * - `connecting`: the first connection to this partner is being opened.
 * - `open`: connected; `send` works.
 * - `reconnecting`: the connection dropped; missed messages are fetched and it reconnects after the delay.
 * - `closed`: `close()` was called, or the server refused the conversation (see `error`).
 */
export type ChatSocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Everything a UI shows; a new object only when something in it changed. */
export interface ChatSocketSnapshot {
  readonly state: ChatSocketState;
  /** The username of the person this chat is with. */
  readonly partner: string | null;
  /**
   * The conversation, de-duplicated by id (else created_at), oldest first; then my messages still
   * in the outbox, in typing order (`status` 'pending' or 'failed', see `ChatOutboxMessage`).
   */
  readonly messages: readonly ChatListMessage[];
  /**
   * The last `{"error"}` frame the server sent about a frame of ours (cleared by the next send), or
   * why the conversation was given up (the history call's error, e.g. 'User not found.').
   */
  readonly error: string | null;
  /**
   * Why the last send was refused, as every refused call is reported: an `EstateError`. A
   * `RuleError` (kind `invalid`, `code` the reason) when `checkChatSend` refused it and nothing was
   * sent; an `EstateError` of kind `http` with the server's frame as `body` (`{error}`), and its
   * `code` and `values`, when the server refused it. Cleared by the next send that goes out, and by a partner switch.
   */
  readonly sendError: EstateError | null;
  /** Whether `loadOlder()` may find older messages. */
  readonly hasOlder: boolean;
  /** Whether `loadHistory()` or `loadOlder()` is waiting for the server. */
  readonly loading: boolean;
  /**
   * Whether the partner is typing: set by their `{"typing": true}`, cleared by `false`, by a message
   * from them, and `TYPING_EXPIRY_MS` (5 s) after their last typing frame (a tab that died mid-word).
   */
  readonly partnerTyping: boolean;
  /** The partner's read mark: the newest of my messages they have seen (0 for none); 'Seen' goes under it. */
  readonly seenId: number;
  /** My read mark in this conversation as the server acknowledged it (0 until one is acknowledged). */
  readonly readId: number;
}

export interface ChatSocketOptions {
  /** The client whose base URL, session (the access token) and history calls are used. */
  client: Pick<EstateClient, 'baseUrl' | 'session' | 'chat'>;
  /** The username of the person to chat with; the socket opens once there is one and a session. */
  partner?: string | null;
  /**
   * The signed-in user's username. When given, frames name the sender and the receiver as the
   * spec's client does (the server checks them); the server knows the sender from the token anyway.
   */
  me?: string | null;
  /** The WebSocket implementation; `globalThis.WebSocket` by default (pass `ws`'s in Node 20). */
  WebSocket?: WebSocketConstructor;
  /** How long to wait before reconnecting after the connection dropped (spec section 9: 5 s). */
  reconnectDelayMs?: number;
  /** Messages a history page (`loadHistory`, `loadOlder` and the catch-up); the server's default (50) when absent. */
  historyPageSize?: number;
  /** Called with every new snapshot. */
  onChange?: (snapshot: ChatSocketSnapshot) => void;
  /** Overrides for the texts of refused sends. */
  messages?: Partial<EstateMessages>;
  /**
   * Where messages typed wait until the server has them (the outbox): IndexedDB where there is
   * one, else memory. False for no outbox: a send is then refused ('Chat is not connected yet…')
   * unless the connection is open, and nothing is sent again.
   */
  outbox?: ChatOutboxStore | false;
}

/** What a send may carry besides its text or image. */
export interface ChatSendOptions {
  /**
   * The message's client id: a new one (`newClientId`) by default. An outbox that sends a message
   * again passes the id it was first given, and the server stores it once.
   */
  clientId?: string;
  /** The id of the message this one replies to; the server answers it with a short quote (`reply_to`). */
  replyTo?: number | null;
  /**
   * For an image: the token `client.chat.uploadImage` answered for it (uploaded with this
   * `clientId`). The frame then names the token; the data URL is still kept in the outbox, to show
   * while it waits and to send instead if the message is retried.
   */
  imageUpload?: string;
}

/** Told of a message of this conversation that changed: edited, deleted or reacted to (`frame` when the socket said so). */
export type ChatMessageChangeListener = (message: ChatMessage, frame?: ChatUpdateFrame) => void;

export interface ChatSocket {
  readonly state: ChatSocketState;
  readonly partner: string | null;
  readonly messages: readonly ChatListMessage[];
  readonly error: string | null;
  /** Why the last send was refused (see `ChatSocketSnapshot.sendError`). */
  readonly sendError: EstateError | null;
  /**
   * Sends a text message (emoji are text), trimmed, with a client id (the value's `client_id`) and
   * optionally as a reply. Refused without sending, with the reason, when the text is blank, there
   * is no partner, or nothing can connect (idle, closed: `checkChatSend`'s `not_connected`). Else it
   * goes into the outbox and shows at once as 'pending'; it is sent when the socket is open (now, or
   * once it reconnects), and the server's copy with the same `client_id` replaces it. A refusal's
   * `{error, code, values, client_id}` frame marks it 'failed' with the reason (and sets `sendError`). Without an
   * outbox (`outbox: false`) a send before the connection is open is refused.
   */
  send(text: string, options?: ChatSendOptions): ChatSendResult;
  /** Sends an image as a data URL (`data:image/png;base64,…`), with the same checks. */
  sendImage(dataUrl: string, options?: ChatSendOptions): ChatSendResult;
  /** Sends a failed message of the outbox again: it waits again, in its place. */
  retry(clientId: string): void;
  /** Deletes a message from the outbox (a failed one, or one still waiting): it is not sent. */
  discard(clientId: string): void;
  /**
   * Shows a changed copy of a message of this conversation in its place (what the API answered to
   * an edit, a deletion or a reaction), unless the copy shown is newer; a message not shown is not added.
   */
  apply(message: ChatMessage): void;
  /**
   * Sends a change of a message of this conversation (edit, delete for everyone, react, unreact) as
   * a frame with a new client id, when the socket is open; resolves with the message as the
   * server's acknowledgement gives it, or rejects with its refusal (an `EstateError` coded as an
   * HTTP refusal, e.g. `message_edit_own`). Undefined when the socket is not open: send it over HTTP
   * then (`useChatMessageActions` does). A change still unacknowledged when the connection drops,
   * or refused with `retry` (too fast, a server fault), is sent over HTTP instead; the server may
   * have applied the frame already, and a change applied twice ends the same.
   */
  change(change: ChatMessageChange): Promise<ChatMessage> | undefined;
  /**
   * Calls `listener` with each message of this conversation that changed: the socket's
   * `message_edited`, `message_deleted` and `reaction` frames (also for messages not loaded), and
   * `apply`. Returns the unsubscribe.
   */
  onMessageChange(listener: ChatMessageChangeListener): () => void;
  /**
   * Tells the partner I am typing (call it on every keystroke) or stopped (false: blur, cleared
   * draft). Throttled: `{"typing": true}` goes at most every `TYPING_RESEND_MS` while typing, and
   * false follows by itself `TYPING_IDLE_MS` after the last keystroke; sending a message ends it.
   */
  setTyping(typing: boolean): void;
  /**
   * Marks the partner's messages up to `messageId` read (sends `{"read": id}`): only a message from
   * the partner, and only past what was already marked. The partner's socket then shows 'Seen'.
   */
  markRead(messageId: number): void;
  /** Fetches the newest page of the conversation and merges it in. */
  loadHistory(): Promise<void>;
  /** Fetches the next older page and merges it in; false when there is nothing older. */
  loadOlder(): Promise<boolean>;
  /** Switches to another conversation (or none): the messages are cleared and a new socket opens. */
  setPartner(partner: string | null): void;
  /** Calls `listener` on every change (for `useSyncExternalStore`); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot: the same object until something changes. */
  getSnapshot(): ChatSocketSnapshot;
  /** Closes the connection for good: no reconnect, no more session tracking. */
  close(): void;
}

/** Spec section 9: 'Chat reconnect 5 s'. */
export const CHAT_RECONNECT_DELAY_MS = 5_000;
/** How long a partner counts as typing after their last `{"typing": true}`. */
export const TYPING_EXPIRY_MS = 5_000;
/** Least time between two `{"typing": true}` sent while typing (the server drops any faster anyway). */
export const TYPING_RESEND_MS = 2_500;
/** Time without a keystroke after which `{"typing": false}` is sent. */
export const TYPING_IDLE_MS = 3_000;
/** Pages the catch-up after a dropped connection reads at most while looking for known messages. */
const MAX_CATCH_UP_PAGES = 5;
/** Stands in for the own profile in `checkChatSend` when the username is not known: the server takes the sender from the token. */
const SELF = 'me';
/** Server answers after which reconnecting cannot help: unknown partner, yourself, forbidden. */
const GIVE_UP_STATUSES = new Set([400, 403, 404]);

/** A conversation with nothing in it yet. */
export const CHAT_IDLE_SNAPSHOT: ChatSocketSnapshot = Object.freeze({
  state: 'idle',
  partner: null,
  messages: Object.freeze([]),
  error: null,
  sendError: null,
  hasOlder: false,
  loading: false,
  partnerTyping: false,
  seenId: 0,
  readId: 0,
});

/**
 * A live conversation (spec section 4, Chat): opens `/ws/chat/{partner}/` (wss on https) when a
 * partner is selected and there is a session, keeps the messages de-duplicated and sorted, and
 * after a dropped connection fetches the missed messages and reconnects after `reconnectDelayMs`
 * (5 s), with the access token current at that moment. Touches no browser global at import.
 */
export function createChatSocket(options: ChatSocketOptions): ChatSocket {
  return new LiveChat(options);
}

class LiveChat extends SnapshotStore<ChatSocketSnapshot> implements ChatSocket {
  private readonly client: ChatSocketOptions['client'];
  private readonly delay: number;
  /** Given, else learnt from the first message of mine seen (the outbox's messages show it as the sender). */
  private me: string | null;
  private readonly slot: SocketSlot;
  /** Bumped on a partner switch and on close, so answers for an older conversation are dropped. */
  private generation = 0;
  /** Whether this conversation has been open before: a later open is a reconnect. */
  private openedBefore = false;
  private historyLoaded = false;
  /** The next older page to load, or null when there is none. */
  private olderPage: number | null = null;
  private pendingLoads = 0;
  /** The user id of the session the current conversation was opened with. */
  private connectedAs: number | undefined;
  private readonly byKey = new Map<string, ChatMessage>();
  private disposed = false;
  private readonly stopSession: () => void;
  /** Expires `partnerTyping` when the partner's tab goes quiet. */
  private partnerTypingTimer: ReturnType<typeof setTimeout> | undefined;
  /** When `{"typing": true}` was last sent (0: not typing as far as the partner knows). */
  private typingSentAt = 0;
  /** Sends `{"typing": false}` after a pause in typing. */
  private typingIdleTimer: ReturnType<typeof setTimeout> | undefined;
  /** The highest `{"read"}` sent in this conversation. */
  private readSent = 0;
  private readonly changeListeners = new Set<ChatMessageChangeListener>();
  /**
   * Change frames sent and not acknowledged yet, by their client id: each settles with the
   * acknowledged message, a refusal, or nothing (the socket is gone: it goes over HTTP).
   */
  private readonly pendingChanges = new Map<string, (answer?: ChatMessage | EstateError) => void>();
  private readonly outbox: ChatOutbox | undefined;
  /** Whose outbox is shown, and for which conversation. */
  private outboxKey = '';

  constructor(private readonly options: ChatSocketOptions) {
    super(Object.freeze({ ...CHAT_IDLE_SNAPSHOT, partner: options.partner?.trim() || null }));
    this.client = options.client;
    this.delay = options.reconnectDelayMs ?? CHAT_RECONNECT_DELAY_MS;
    this.me = options.me?.trim() || null;
    this.slot = new SocketSlot(options.WebSocket);
    if (options.outbox !== false) this.outbox = new ChatOutbox(options.outbox ?? defaultOutbox(), (entry) => this.sendEntry(entry), () => this.publish());
    this.stopSession = this.client.session.subscribe((userInfo) => {
      if (this.disposed) return;
      // Signed out, or someone else signed in: this conversation is not theirs to see.
      const someoneElse = this.connectedAs !== undefined && this.client.session.userId !== this.connectedAs;
      if (!isRegistered(userInfo) || someoneElse) this.restart(this.snapshot.partner);
      else if (this.snapshot.state === 'idle') this.connect('connecting');
    });
    this.connect('connecting');
  }

  get state() {
    return this.snapshot.state;
  }
  get partner() {
    return this.snapshot.partner;
  }
  get messages() {
    return this.snapshot.messages;
  }
  get error() {
    return this.snapshot.error;
  }
  get sendError() {
    return this.snapshot.sendError;
  }

  send(text: string, options?: ChatSendOptions): ChatSendResult {
    return this.transmit(text, undefined, options);
  }

  sendImage(dataUrl: string, options?: ChatSendOptions): ChatSendResult {
    return this.transmit(undefined, dataUrl, options);
  }

  retry(clientId: string): void {
    this.outbox?.retry(clientId);
  }

  discard(clientId: string): void {
    this.outbox?.discard(clientId);
  }

  apply(message: ChatMessage): void {
    if (!this.disposed && this.inThisConversation(message)) this.messageChanged(message);
  }

  change(change: ChatMessageChange): Promise<ChatMessage> | undefined {
    if (this.disposed || !this.isConnected()) return undefined;
    const clientId = newClientId();
    return new Promise((resolve, reject) => {
      const settle = (answer?: ChatMessage | EstateError) => {
        this.pendingChanges.delete(clientId);
        if (answer instanceof EstateError) reject(answer);
        else if (answer) resolve(answer);
        else changeOverHttp(this.client.chat, change).then(resolve, reject);
      };
      this.pendingChanges.set(clientId, settle);
      try {
        this.slot.send(JSON.stringify(changeFrame(change, clientId)));
      } catch {
        settle();
      }
    });
  }

  /** The connection is gone (dropped, another conversation, closed): changes not acknowledged go over HTTP. */
  private unacknowledgedOverHttp(): void {
    for (const settle of [...this.pendingChanges.values()]) settle();
  }

  onMessageChange(listener: ChatMessageChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  setTyping(typing: boolean): void {
    if (this.disposed || !this.isConnected()) return;
    if (this.typingIdleTimer !== undefined) clearTimeout(this.typingIdleTimer);
    this.typingIdleTimer = undefined;
    if (!typing) {
      if (this.typingSentAt !== 0) this.signal({ typing: false });
      this.typingSentAt = 0;
      return;
    }
    const now = Date.now();
    if (now - this.typingSentAt >= TYPING_RESEND_MS) {
      this.signal({ typing: true });
      this.typingSentAt = now;
    }
    this.typingIdleTimer = setTimeout(() => this.setTyping(false), TYPING_IDLE_MS);
  }

  markRead(messageId: number): void {
    if (this.disposed || !this.isConnected() || !Number.isInteger(messageId) || messageId <= Math.max(this.readSent, this.snapshot.readId)) return;
    const message = this.byKey.get(`id:${messageId}`);
    const partner = this.snapshot.partner?.toLowerCase();
    // Only what the partner sent me: the server refuses anything else.
    if (!message || !partner || message.sender_username.toLowerCase() !== partner) return;
    this.readSent = messageId;
    this.signal({ read: messageId });
  }

  async loadHistory(): Promise<void> {
    await this.loadPage(1);
  }

  async loadOlder(): Promise<boolean> {
    if (!this.historyLoaded) return this.loadPage(1);
    if (this.olderPage === null) return false;
    return this.loadPage(this.olderPage);
  }

  setPartner(partner: string | null): void {
    const next = partner?.trim() || null;
    if (this.disposed || next === this.snapshot.partner) return;
    this.restart(next);
  }

  close(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.generation += 1;
    this.stopSession();
    this.dropSocket();
    this.resetSignals();
    this.outbox?.dropped();
    this.unacknowledgedOverHttp();
    this.update({ state: 'closed', loading: false, partnerTyping: false });
  }

  // ---- connection -------------------------------------------------------------------------

  /** Starts a conversation afresh: no messages, no socket, answers still on their way dropped. */
  private restart(partner: string | null): void {
    this.generation += 1;
    this.dropSocket();
    this.resetSignals();
    this.unacknowledgedOverHttp();
    this.openedBefore = false;
    this.historyLoaded = false;
    this.olderPage = null;
    this.pendingLoads = 0;
    this.connectedAs = undefined;
    this.byKey.clear();
    this.sorted = CHAT_IDLE_SNAPSHOT.messages as readonly ChatMessage[];
    this.update({ ...CHAT_IDLE_SNAPSHOT, state: this.snapshot.state, partner });
    this.connect('connecting');
  }

  private connect(state: 'connecting' | 'reconnecting'): void {
    this.slot.clearTimer();
    if (this.disposed) return;
    const partner = this.snapshot.partner;
    const userInfo = this.client.session.userInfo;
    if (!partner || !isRegistered(userInfo)) return this.toIdle();
    if (!this.slot.available) {
      this.update({ state: 'closed', error: 'WebSocket is not available here: pass a WebSocket implementation.' });
      return;
    }
    this.slot.open(chatSocketUrl(this.client.baseUrl, partner, userInfo.access), {
      open: () => {
        const reopened = this.openedBefore;
        this.openedBefore = true;
        this.update({ state: 'open' });
        this.outbox?.flush();
        // Messages sent between the catch-up at close and this open are in the history only.
        if (reopened) void this.catchUp(this.generation);
      },
      message: (data) => this.receive(data),
      close: () => this.dropped(),
    });
    this.connectedAs = this.client.session.userId;
    this.update({ state });
    this.showOutbox(`${this.client.baseUrl}|${this.connectedAs}`, partner);
  }

  /** The connection dropped (not by `close()`): fetch what was missed, reconnect after the delay. */
  private dropped(): void {
    if (this.disposed) return;
    this.outbox?.dropped();
    this.unacknowledgedOverHttp();
    this.update({ state: 'reconnecting' });
    const generation = this.generation;
    void this.catchUp(generation);
    this.slot.wait(this.delay, () => {
      if (generation === this.generation) this.connect('reconnecting');
    });
  }

  private toIdle(): void {
    this.dropSocket();
    this.update({ state: 'idle' });
    this.showOutbox('', '');
  }

  /** Stops the socket for good (its events are ignored from now on) and any reconnect. */
  private dropSocket(): void {
    this.slot.clearTimer();
    this.slot.drop();
  }

  /** Forgets typing and read state: a new conversation, or the end. */
  private resetSignals(): void {
    if (this.partnerTypingTimer !== undefined) clearTimeout(this.partnerTypingTimer);
    if (this.typingIdleTimer !== undefined) clearTimeout(this.typingIdleTimer);
    this.partnerTypingTimer = undefined;
    this.typingIdleTimer = undefined;
    this.typingSentAt = 0;
    this.readSent = 0;
  }

  private isConnected(): boolean {
    return this.snapshot.state === 'open' && this.slot.isOpen;
  }

  /** A typing or read frame; nothing is shown for it, so a closed socket just drops it. */
  private signal(frame: { typing: boolean } | { read: number }): void {
    try {
      this.slot.send(JSON.stringify(frame));
    } catch {
      // Closing: the partner's copy expires by itself, and the read mark is sent again on the next view.
    }
  }

  private setPartnerTyping(typing: boolean): void {
    if (this.partnerTypingTimer !== undefined) clearTimeout(this.partnerTypingTimer);
    this.partnerTypingTimer = typing ? setTimeout(() => this.setPartnerTyping(false), TYPING_EXPIRY_MS) : undefined;
    this.update({ partnerTyping: typing });
  }

  // ---- frames -----------------------------------------------------------------------------

  private transmit(text: string | undefined, image: string | undefined, options: ChatSendOptions = {}): ChatSendResult {
    const { partner, state } = this.snapshot;
    // With an outbox, a conversation that is (re)connecting takes messages: they wait in it.
    const connected = this.isConnected() || (!!this.outbox && state !== 'idle' && state !== 'closed');
    const result = checkChatSend(
      {
        connected,
        text,
        image,
        partner: partner ? { username: partner } : null,
        profile: { username: this.me ?? SELF },
        clientId: options.clientId ?? newClientId(),
        replyTo: options.replyTo,
      },
      { messages: this.options.messages },
    );
    if (!result.ok) {
      this.update({ sendError: result.error });
      return result;
    }
    const value = { ...result.value, client_id: result.value.client_id!, ...(image && options.imageUpload ? { image_upload: options.imageUpload } : {}) };
    if (this.outbox) this.outbox.add(value);
    else this.sendEntry(value);
    // The server ends the typing with the message; the partner's client clears its dots on it.
    if (this.typingIdleTimer !== undefined) clearTimeout(this.typingIdleTimer);
    this.typingIdleTimer = undefined;
    this.typingSentAt = 0;
    if (this.snapshot.error !== null || this.snapshot.sendError !== null) this.update({ error: null, sendError: null });
    return result;
  }

  private receive(data: unknown): void {
    const frame = parseFrame(data);
    if (frame === undefined) return;
    // `{"ack": client_id, "message"}`: a change frame of mine done (`ChatChangeAck`).
    const { ack, message } = frame as Partial<ChatChangeAck>;
    if (typeof ack === 'string' && isChatMessage(message)) return void this.pendingChanges.get(ack)?.(message);
    const refusal = readRefusal(frame);
    const refusedChange = refusal?.frame.client_id && this.pendingChanges.get(refusal.frame.client_id);
    if (refusedChange) {
      // Too fast, or a server fault: HTTP may still do it. Any other refusal is the change's answer,
      // shaped as the HTTP route's `{detail}` refusal of the same (its code and values; no status).
      const { error, retry } = refusal.frame;
      return refusedChange(retry ? undefined : new EstateError(error, 'http', undefined, { detail: error }, { detail: refusal.codes?.error ?? [] }));
    }
    if (refusal) {
      const { error, client_id, retry } = refusal.frame;
      // Not about the message (too fast, a server fault): the outbox sends it again, nobody is told.
      if (client_id && this.outbox?.refused(client_id, refusal.issue, retry === true) && retry) return;
      // Coded as an HTTP refusal is: `code` and `values` are the frame's (`server` from a server that sent none).
      this.update({ error, sendError: new EstateError(error, 'http', undefined, frame, refusal.codes) });
      return;
    }
    // Every frame for me reaches all my sockets: keep this conversation's only.
    const signal = readSignal(frame);
    if (signal) {
      const partner = this.snapshot.partner?.toLowerCase();
      if (!partner || signal.username.toLowerCase() !== partner) return;
      if (signal.kind === 'typing') this.setPartnerTyping(signal.value);
      else if (signal.kind === 'seen') this.update({ seenId: Math.max(this.snapshot.seenId, signal.value) });
      else this.update({ readId: Math.max(this.snapshot.readId, signal.value) });
      return;
    }
    const update = readViewingUpdate(frame);
    if (update) {
      if (update.username.toLowerCase() === this.snapshot.partner?.toLowerCase()) this.updateViewing(update.viewing_updated);
      return;
    }
    const change = readUpdate(frame);
    if (change) {
      if (this.inThisConversation(change.message)) this.messageChanged(change.message, change);
      return;
    }
    if (isChatMessage(frame) && this.inThisConversation(frame)) {
      const fromPartner = frame.sender_username.toLowerCase() === this.snapshot.partner?.toLowerCase();
      // Their message replaces their dots.
      if (fromPartner && this.snapshot.partnerTyping) this.setPartnerTyping(false);
      this.merge([frame]);
    }
  }

  /** Every card of this viewing shows its new state (`{"viewing_updated"}`). */
  private updateViewing(viewing: Viewing): void {
    const cards = [...this.byKey.values()].filter((message) => message.viewing?.id === viewing.id);
    this.merge(cards.map((message) => ({ ...message, viewing })));
  }

  private inThisConversation(message: ChatMessage): boolean {
    const partner = this.snapshot.partner?.toLowerCase();
    return !!partner && (message.sender_username.toLowerCase() === partner || message.receiver_username.toLowerCase() === partner);
  }

  /** A message of this conversation changed: shown in place when it is shown, and told to the change listeners. */
  private messageChanged(message: ChatMessage, frame?: ChatUpdateFrame): void {
    if (this.byKey.has(messageKey(message))) this.merge([message]);
    for (const listener of [...this.changeListeners]) listener(message, frame);
  }

  /**
   * Adds messages, de-duplicated by id (else created_at), keeping them oldest first; a copy of a
   * known message replaces it unless it is older (`isNotOlder`). True when any was new.
   */
  private merge(messages: readonly ChatMessage[]): boolean {
    let changed = false;
    let added = false;
    for (const message of messages) {
      if (!this.me && message.receiver_username.toLowerCase() === this.snapshot.partner?.toLowerCase()) this.me = message.sender_username;
      const key = messageKey(message);
      const known = this.byKey.get(key);
      if (known && (sameMessage(known, message) || !isNotOlder(known, message))) continue;
      if (!known) added = true;
      this.byKey.set(key, message);
      changed = true;
    }
    if (changed) {
      this.sorted = [...this.byKey.values()].sort(compareMessages);
      this.publish();
    }
    // Stored: out of the outbox (the echo, or a history page that has it).
    for (const message of messages) this.outbox?.stored(message.client_id);
    return added;
  }

  /** The messages stored, sorted, from the last `merge`. */
  private sorted = CHAT_IDLE_SNAPSHOT.messages as readonly ChatMessage[];

  /** The snapshot's messages: those stored, then the outbox's. */
  private publish(): void {
    const waiting = this.outbox?.view(this.me ?? '') ?? [];
    this.update({ messages: Object.freeze(waiting.length ? [...this.sorted, ...waiting] : this.sorted) });
  }

  /** Shows the outbox of `owner` (the API and the user) with `partner`, when it is not the one shown. */
  private showOutbox(owner: string, partner: string): void {
    const key = `${owner}|${partner.toLowerCase()}`;
    if (!this.outbox || key === this.outboxKey) return;
    this.outboxKey = key;
    void this.outbox.open(owner, partner);
  }

  /** Puts a message on the socket; false when it is not open (the outbox keeps it). */
  private sendEntry({ message, image, image_upload, client_id, reply_to }: Pick<OutboxEntry, 'message' | 'image' | 'image_upload' | 'client_id' | 'reply_to'>): boolean {
    if (!this.isConnected()) return false;
    const partner = this.snapshot.partner!;
    const frame = {
      ...(message ? { message } : image_upload ? { image_upload } : { image }),
      ...(this.me ? { sender_username: this.me, receiver_username: partner } : {}),
      client_id,
      ...(reply_to === undefined ? {} : { reply_to }),
    };
    try {
      this.slot.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  // ---- history ----------------------------------------------------------------------------

  private async loadPage(page: number): Promise<boolean> {
    const partner = this.snapshot.partner;
    if (!partner) return false;
    const generation = this.generation;
    this.pendingLoads += 1;
    this.update({ loading: true });
    try {
      const result = await this.client.chat.messages(partner, { page, pageSize: this.options.historyPageSize });
      if (generation !== this.generation) return false;
      this.merge(result.results);
      if (page === 1 && !this.historyLoaded) {
        this.historyLoaded = true;
        this.olderPage = result.next ? 2 : null;
      } else if (page !== 1) {
        this.olderPage = result.next ? page + 1 : null;
      }
      this.update({ hasOlder: this.olderPage !== null });
      return true;
    } finally {
      if (generation === this.generation) {
        this.pendingLoads = Math.max(0, this.pendingLoads - 1);
        this.update({ loading: this.pendingLoads > 0 });
      }
    }
  }

  /**
   * Fetches the messages missed while disconnected: the newest pages, until one overlaps what is
   * already shown. A refusal that reconnecting cannot cure (unknown partner, yourself) ends it.
   */
  private async catchUp(generation: number): Promise<void> {
    const partner = this.snapshot.partner;
    if (!partner) return;
    try {
      if (this.byKey.size === 0) {
        await this.loadPage(1);
        return;
      }
      for (let page = 1; page <= MAX_CATCH_UP_PAGES; page += 1) {
        const result = await this.client.chat.messages(partner, { page, pageSize: this.options.historyPageSize });
        if (generation !== this.generation) return;
        const overlaps = result.results.some((message) => this.byKey.has(messageKey(message)));
        this.merge(result.results);
        if (overlaps || !result.next) return;
      }
    } catch (error) {
      if (generation !== this.generation || this.disposed) return;
      if (error instanceof EstateError && error.kind === 'http' && error.status !== undefined && GIVE_UP_STATUSES.has(error.status)) {
        this.dropSocket();
        this.update({ state: 'closed', error: error.message });
      }
      // Anything else (offline, a server fault, an ended session) is retried by the reconnect.
    }
  }

  // ---- state ------------------------------------------------------------------------------

  protected override changed(snapshot: ChatSocketSnapshot): void {
    this.options.onChange?.(snapshot);
  }
}
