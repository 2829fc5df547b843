/**
 * Where the chat outbox keeps the messages typed but not yet stored by the server: IndexedDB in a
 * browser (it survives a reload and a closed tab), else (Node, a browser that refuses IndexedDB) a
 * map in memory, which lives as long as the page or the process.
 */

import type { ErrorValues } from './errors.js';

/** A message in the outbox, as it is kept. */
export interface OutboxEntry {
  /** The message's client id, made when it was typed; the server's echo carries it. */
  client_id: string;
  /** Whose outbox: the API's base URL and the signed-in user's id (`{baseUrl}|{userId}`). */
  owner: string;
  /** The conversation: the partner's username, lower case. */
  partner: string;
  message?: string;
  /** An image as a data URL. */
  image?: string;
  /**
   * The token of that image uploaded ahead (`client.chat.uploadImage`): the frame names it instead
   * of carrying the data URL. Dropped when the message is retried, so a refused or expired token
   * falls back on the data URL.
   */
  image_upload?: string;
  reply_to?: number;
  /** When it was typed (ISO); strictly increasing in an outbox, so it is the sending order too. */
  created_at: string;
  /** Why the server refused it (its English); absent while it waits to be sent. */
  failure?: string;
  /** The refusal's code, to word it in any language; absent while it waits, and from a server that sends none. */
  failure_code?: string;
  /** The values of that code's text (`{max: 4000}`). */
  failure_values?: ErrorValues;
}

/** What the outbox needs of a store; pass your own to `createChatSocket` (`outbox`). */
export interface ChatOutboxStore {
  /** Every entry of `owner`, in any order. */
  list(owner: string): Promise<OutboxEntry[]>;
  /** Adds or replaces an entry (by `client_id`). */
  put(entry: OutboxEntry): Promise<unknown>;
  remove(clientId: string): Promise<unknown>;
}

/** A store in memory, for as long as it is kept (the default one: as long as the page or the process). */
export function memoryOutbox(): ChatOutboxStore {
  const memory = new Map<string, OutboxEntry>();
  return {
    list: async (owner) => [...memory.values()].filter((entry) => entry.owner === owner),
    put: async (entry) => memory.set(entry.client_id, entry),
    remove: async (clientId) => memory.delete(clientId),
  };
}

const STORE = 'messages';

const done = (request: IDBRequest) =>
  new Promise<any>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * The store in IndexedDB (database `estate-chat-outbox`, entries by client id, indexed by owner).
 * Should the database not open (a private window that refuses it), the memory store stands in.
 */
export function indexedDbOutbox(factory: IDBFactory): ChatOutboxStore {
  const memory = memoryOutbox();
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    const request = factory.open('estate-chat-outbox', 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'client_id' }).createIndex('owner', 'owner');
    return done(request);
  };
  const run = (write: boolean, use: (store: IDBObjectStore) => IDBRequest, fallback: () => Promise<unknown>) =>
    (opened ??= open())
      .then((db) => done(use(db.transaction(STORE, write ? 'readwrite' : 'readonly').objectStore(STORE))))
      .catch(fallback);
  return {
    list: (owner) => run(false, (store) => store.index('owner').getAll(owner), () => memory.list(owner)),
    put: (entry) => run(true, (store) => store.put(entry), () => memory.put(entry)),
    remove: (clientId) => run(true, (store) => store.delete(clientId), () => memory.remove(clientId)),
  };
}

let shared: ChatOutboxStore | undefined;

/** IndexedDB where there is one (made once, at first use), else the memory store. */
export const defaultOutbox = (): ChatOutboxStore => (shared ??= typeof indexedDB === 'undefined' ? memoryOutbox() : indexedDbOutbox(indexedDB));
