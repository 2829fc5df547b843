import type { Db } from '../db/connect.js';
import { BatchWriter } from '../lib/batch-writer.js';
import type { ChatMessage } from '../schemas/chat.js';
import { writeChatMessages, type NewChatMessage, type StoredChatMessage } from './chat.js';

/**
 * Stores the chat messages of a process in batches (see `BatchWriter`): a busy chat pays one commit
 * per batch instead of one per message. The messages of one batch are stored in the order they were
 * handed over, and batches lock their conversations in the order of their keys, so two of them never
 * wait on each other in a circle; a socket hands over its next message only once the last one is
 * stored, so each person's messages keep their order.
 */
export class ChatWriter extends BatchWriter<NewChatMessage, StoredChatMessage> {
  constructor(db: Db) {
    super((inputs) => writeChatMessages(db, inputs));
  }

  /** Stores a message (see `writeChatMessages`); answers it as its receiver sees it. */
  async store(input: NewChatMessage): Promise<ChatMessage> {
    return (await this.write(input)).message;
  }
}
