import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessageChanges } from '../db/schema.js';
import { BatchWriter } from '../lib/batch-writer.js';
import type { MediaStorage } from '../plugins/storage.js';
import { writeChatChanges, type ChangeOutcome, type ChatChange } from './chat-changes.js';

/** How long a change's client id is remembered: a replay later than this is applied again. */
export const CHANGE_IDS_KEPT_HOURS = 24;
/** Least time between two sweeps of the client ids past `CHANGE_IDS_KEPT_HOURS`. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Writes the changes of a process's chat sockets (edits, deletions, reactions) in batches, as
 * `ChatWriter` stores their messages: at 500 changes a second a busy process pays a few
 * transactions a second, not one per change. Once an hour it also forgets the client ids older
 * than `CHANGE_IDS_KEPT_HOURS` (an SDK replays a change within seconds of a drop, not a day later).
 */
export class ChatChangeWriter extends BatchWriter<ChatChange, ChangeOutcome> {
  private sweptAt = Date.now();

  constructor(db: Db, storage: MediaStorage, onSweepError: (error: unknown) => void) {
    super(async (changes) => {
      const outcomes = await writeChatChanges(db, storage, changes);
      if (Date.now() - this.sweptAt >= SWEEP_EVERY_MS) {
        this.sweptAt = Date.now();
        void db
          .delete(chatMessageChanges)
          .where(lt(chatMessageChanges.createdAt, sql`now() - make_interval(hours => ${CHANGE_IDS_KEPT_HOURS})`))
          .catch(onSweepError);
      }
      return outcomes;
    });
  }
}
