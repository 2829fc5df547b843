import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../db/connect.js';
import { removeAll, type MediaStorage } from '../plugins/storage.js';
import type { Realtime } from '../plugins/realtime.js';
import type { ChatUser } from './chat.js';
import { FrameError, readClientFrame, type ChatDraft } from './chat-frames.js';
import type { ChatWriter } from './chat-writer.js';
import { deliverChatNotification } from './notifications.js';

/** Frames of one socket waiting their turn; past this the sender is told to slow down. */
const MAX_PENDING_FRAMES = 20;

export const SESSION_ERRORS = {
  tooFast: 'Too many messages at once; wait for the previous ones to be sent.',
  failed: 'The message could not be sent. Please try again.',
} as const;

export interface ChatSessionDeps {
  /** For read marks; messages are stored through `writer`. */
  db: Db;
  /** The process's writer: messages of every socket are stored together (see `ChatWriter`). */
  writer: ChatWriter;
  storage: MediaStorage;
  realtime: Realtime;
  maxImageBytes: number;
  log: FastifyBaseLogger;
}

/**
 * Serves one open chat socket of `me` talking to `partner`. Frames are handled one at a time, in
 * the order they came, so a person's messages are stored and delivered in the order they were
 * typed. A message is stored (and the receiver notified) before anyone sees it; the sender's
 * sockets receive it like the partner's, and that copy is the acknowledgement.
 */
export function serveChatSocket(socket: WebSocket, me: ChatUser, partner: ChatUser, deps: ChatSessionDeps): void {
  deps.realtime.join(me.id, socket);
  const sendError = (error: string) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ error }));
  };

  async function store(draft: ChatDraft) {
    if (draft.kind === 'text') return deps.writer.store({ sender: me, receiver: partner, message: draft.text });
    const image = await deps.storage.save({ buffer: draft.bytes, ext: draft.ext }, 'chat');
    // A message that could not be stored (the database down) leaves no image behind.
    return deps.writer.store({ sender: me, receiver: partner, image }).catch(async (error: unknown) => {
      await removeAll(deps.storage, [image]);
      throw error;
    });
  }

  async function handle(data: Buffer, isBinary: boolean) {
    try {
      const draft = readClientFrame(data, isBinary, { me: me.username, partner: partner.username, maxImageBytes: deps.maxImageBytes });
      const message = await store(draft);
      await deps.realtime.deliver([me.id, partner.id], message);
      // The bell of the receiver: the notification the message left them, on their events socket.
      await deliverChatNotification(deps.db, deps.realtime, { sender: me.id, receiver: partner.id }).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'a chat notification could not be delivered live'),
      );
    } catch (error) {
      if (error instanceof FrameError) return sendError(error.message);
      deps.log.error({ err: error }, 'a chat message could not be stored');
      sendError(SESSION_ERRORS.failed);
    }
  }

  let pending = 0;
  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    if (pending >= MAX_PENDING_FRAMES) return sendError(SESSION_ERRORS.tooFast);
    pending += 1;
    const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    queue = queue.then(() => handle(bytes, isBinary)).finally(() => (pending -= 1));
  });
}
