import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../db/connect.js';
import { firstIssue, issue, type Issue } from '../lib/errors.js';
import { removeAll, type MediaStorage } from '../plugins/storage.js';
import type { Realtime } from '../plugins/realtime.js';
import { findSentMessage, senderCopy, type ChatUser } from './chat.js';
import { isQuotable } from './chat-edits.js';
import { cachedConversationState } from './conversation-state.js';
import type { ChatChangeFrame } from './chat-change-frames.js';
import type { ChatChangeWriter } from './chat-change-writer.js';
import type { ChatChange, ChatChangeAction } from './chat-changes.js';
import { FRAME_ERRORS, FrameError, peekClientId, readClientFrame, refusalFrame, type ChatDraft, type ChatSignal } from './chat-frames.js';
import { markRead, partnerReadMark } from './chat-receipts.js';
import { announceChatUpdate } from './chat-updates.js';
import type { ChatWriter } from './chat-writer.js';
import type { ChatNotice } from './notifications.js';

/** Frames of one socket waiting their turn; past this the sender is told to slow down. */
const MAX_PENDING_FRAMES = 20;
/**
 * Least time between two `{"typing": true}` relayed from one socket; the ones in between are
 * dropped (a client repeats it every few seconds while typing). A change to false always goes.
 */
export const TYPING_RELAY_MS = 1000;

const SESSION_ERRORS = {
  tooFast: issue('chat_too_fast'),
  failed: issue('chat_send_failed'),
} as const satisfies Record<string, Issue>;

export interface ChatSessionDeps {
  /** For read marks; messages are stored through `writer`. */
  db: Db;
  /** The process's writer: messages of every socket are stored together (see `ChatWriter`). */
  writer: ChatWriter;
  /** The process's writer of changes (edits, deletions, reactions), batched as messages are. */
  changes: ChatChangeWriter;
  storage: MediaStorage;
  realtime: Realtime;
  /** The process's teller of the notification each message leaves its receiver (`chatNotificationTeller`). */
  tellChatNotice: (notice: ChatNotice) => Promise<void>;
  maxImageBytes: number;
  /** The key that signs image upload tokens (chat-image-uploads.ts). */
  uploadKey: Buffer;
  log: FastifyBaseLogger;
}

/**
 * Serves one open chat socket of `me` talking to `partner`. Frames are handled one at a time, in
 * the order they came, so a person's messages are stored and delivered in the order they were
 * typed. A message is stored (and the receiver notified) before anyone sees it; the sender's
 * sockets receive it like the partner's, and that copy is the acknowledgement.
 *
 * Signals: `{"typing": bool}` goes to the partner's sockets as `{"typing", "username": me}` (never
 * stored, at most one true a `TYPING_RELAY_MS`, and a false when the socket closes mid-typing);
 * `{"read": id}` moves my read mark forward and tells the partner `{"seen": id, "username": me}`
 * and my own sockets `{"read": id, "username": partner}` (the acknowledgement; other tabs follow).
 * On connect the partner's read mark is sent as `{"seen", "username": partner}` when they have read
 * anything, so 'Seen' survives a reload. Every socket of a user gets every frame for that user, so
 * `username` says which conversation a signal belongs to.
 */
export function serveChatSocket(socket: WebSocket, me: ChatUser, partner: ChatUser, deps: ChatSessionDeps): void {
  deps.realtime.join(me.id, socket);
  // `retry: true` marks a refusal that says nothing about the message (too fast, a server fault): an outbox sends it again later.
  const sendError = (refused: Issue, clientId?: string, retry?: true) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(refusalFrame(refused, clientId, retry)));
  };

  const stateOfConversation = cachedConversationState(deps.db, me.id, partner.id);

  async function store(draft: ChatDraft) {
    if (draft.replyTo !== undefined && !(await isQuotable(deps.db, me, partner, draft.replyTo))) {
      throw new FrameError(FRAME_ERRORS.replyToUnknown, draft.clientId);
    }
    const meta = { sender: me, receiver: partner, clientId: draft.clientId, replyToId: draft.replyTo };
    if (draft.kind === 'text') return deps.writer.write({ ...meta, message: draft.text, conversation: await stateOfConversation() });
    // Uploaded ahead and bound to this client id: sent twice, the writer finds the message; the file is the message's either way.
    if (draft.kind === 'uploaded') return deps.writer.write({ ...meta, image: draft.path });
    // An image sent again is not written to disk again (the batch would find it stored, but only after the file is saved).
    const known = draft.clientId === undefined ? undefined : await findSentMessage(deps.db, me, partner, draft.clientId);
    if (known) return { message: known, duplicate: true };
    const image = await deps.storage.save({ buffer: draft.bytes, ext: draft.ext }, 'chat');
    // A message that could not be stored (the database down), or that was stored before (sent twice), leaves no image behind.
    const stored = await deps.writer.write({ ...meta, image }).catch(async (error: unknown) => {
      await removeAll(deps.storage, [image]);
      throw error;
    });
    if (stored.duplicate) await removeAll(deps.storage, [image]);
    return stored;
  }

  let typing = false;
  let typingRelayedAt = 0;
  const relayTyping = (next: boolean) => {
    const now = Date.now();
    if (next === typing && (!next || now - typingRelayedAt < TYPING_RELAY_MS)) return;
    typing = next;
    typingRelayedAt = now;
    void deps.realtime.deliver([partner.id], { typing: next, username: me.username }).catch(() => undefined);
  };

  async function signal(frame: ChatSignal) {
    if (frame.kind === 'typing') return relayTyping(frame.typing);
    const result = await markRead(deps.db, me, partner, frame.messageId);
    if (!result) throw new FrameError(FRAME_ERRORS.readUnknown);
    if (!result.moved) return;
    // The partner sees 'Seen'; my own sockets (this one is the acknowledgement) update their unread counts.
    await Promise.all([
      deps.realtime.deliver([partner.id], { seen: result.mark, username: me.username }),
      deps.realtime.deliver([me.id], { read: result.mark, username: partner.username }),
    ]);
  }

  /**
   * A change of a message of this conversation (chat-change-frames.ts), by the rules of the HTTP
   * routes (chat-changes.ts): both people's sockets hear of it as they would of an HTTP change, and
   * this socket gets `{"ack": client_id, "message"}`, my copy as it is now (a replay too).
   */
  async function change(frame: ChatChangeFrame) {
    const action: ChatChangeAction = frame.action.kind === 'edit' ? { ...frame.action, conversation: await stateOfConversation() } : frame.action;
    const made: ChatChange = { userId: me.id, partnerId: partner.id, messageId: frame.messageId, clientId: frame.clientId, action };
    const outcome = await deps.changes.write(made);
    if (!outcome.ok) throw new FrameError(firstIssue(outcome.error), frame.clientId);
    const message = await announceChatUpdate(deps.realtime, made, outcome);
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ ack: frame.clientId, message }));
  }

  async function handle(data: Buffer, isBinary: boolean) {
    let clientId: string | undefined;
    try {
      const frame = readClientFrame(data, isBinary, { me: me.username, partner: partner.username, maxImageBytes: deps.maxImageBytes, upload: { key: deps.uploadKey, userId: me.id } });
      if (frame.kind === 'typing' || frame.kind === 'read') return await signal(frame);
      clientId = frame.clientId;
      if (frame.kind === 'change') return await change(frame);
      // A message ends the typing: the partner sees the message rather than the dots.
      typing = false;
      const { message, duplicate } = await store(frame);
      // Sent again (an outbox replaying it): stored and delivered once already, so only this socket hears of it again.
      if (duplicate) return void (socket.readyState === socket.OPEN && socket.send(JSON.stringify(senderCopy(message))));
      // The receiver's copy carries the scam warning, if any; the sender's never does.
      await Promise.all([deps.realtime.deliver([partner.id], message), deps.realtime.deliver([me.id], senderCopy(message))]);
      // The bell of the receiver: the notification the message left them, on their events socket.
      await deps.tellChatNotice({ sender: me.id, receiver: partner.id }).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'a chat notification could not be delivered live'),
      );
    } catch (error) {
      if (error instanceof FrameError) return sendError(error.issue, error.clientId);
      deps.log.error({ err: error }, 'a chat frame could not be handled');
      sendError(SESSION_ERRORS.failed, clientId, true);
    }
  }

  socket.once('close', () => relayTyping(false));
  // The partner's read mark, so 'Seen' shows from the start; nothing when they have read nothing.
  partnerReadMark(deps.db, me, partner).then(
    (mark) => {
      if (mark > 0 && socket.readyState === socket.OPEN) socket.send(JSON.stringify({ seen: mark, username: partner.username }));
    },
    (error: unknown) => deps.log.warn({ err: error }, 'the read mark could not be loaded'),
  );

  let pending = 0;
  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    if (pending >= MAX_PENDING_FRAMES) return sendError(SESSION_ERRORS.tooFast, peekClientId(bytes, isBinary), true);
    pending += 1;
    queue = queue.then(() => handle(bytes, isBinary)).finally(() => (pending -= 1));
  });
}
