import type { Db } from '../db/connect.js';
import type { ChatMessage } from '../schemas/chat.js';
import { writeChatMessages, type NewChatMessage, type StoredChatMessage } from './chat.js';

/** Most messages one transaction stores. */
const MAX_BATCH = 256;
/**
 * Transactions written at once: while one waits for its commit to reach the disk, the next one
 * is already on its way. Batches lock their conversations in the order of their keys, so two of
 * them never wait on each other in a circle.
 */
const MAX_WRITING = 2;

interface Waiting {
  input: NewChatMessage;
  resolve(stored: StoredChatMessage): void;
  reject(error: unknown): void;
}

/**
 * Stores the chat messages of a process in batches: while transactions are being written (two at
 * most), the messages that arrive wait, and the next transaction stores them all together. An idle chat
 * stores each message at once, on its own; a busy one pays one commit per batch instead of one
 * per message, which is what bounds a process's chat throughput (each commit waits for its flush to
 * disk). The messages of one batch are stored in the order they were handed over; a socket hands
 * over its next message only once the last one is stored, so each person's messages keep their order.
 *
 * A batch that fails is retried message by message, so one message that cannot be stored (its
 * sender deleted a moment ago) does not fail the others; each caller gets its own outcome.
 */
export class ChatWriter {
  private waiting: Waiting[] = [];
  private writing = 0;

  constructor(private readonly db: Db) {}

  /** Stores a message (see `writeChatMessages`); answers it as its receiver sees it. */
  async store(input: NewChatMessage): Promise<ChatMessage> {
    return (await this.write(input)).message;
  }

  /** Stores a message, or finds it stored already when its client id was (`duplicate`). */
  write(input: NewChatMessage): Promise<StoredChatMessage> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.writing < MAX_WRITING) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing += 1;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const stored = await writeChatMessages(
          this.db,
          batch.map((waiting) => waiting.input),
        );
        batch.forEach((waiting, at) => waiting.resolve(stored[at]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else await Promise.all(batch.map((waiting) => writeChatMessages(this.db, [waiting.input]).then(([stored]) => waiting.resolve(stored!), waiting.reject)));
      }
    }
    this.writing -= 1;
  }
}
