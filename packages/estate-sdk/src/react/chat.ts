'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import { messageKey } from '../client/chat-frames.js';
import { createChatSocket, CHAT_IDLE_SNAPSHOT, type ChatSendOptions, type ChatSocket, type ChatSocketSnapshot, type WebSocketConstructor } from '../client/chat-socket.js';
import { ChatImageUploader, type ChatImageUploadState } from '../client/chat-image-uploads.js';
import type { EstateError } from '../client/errors.js';
import type { ChatOutboxStore } from '../client/outbox-store.js';
import { isRegistered, userIdOf } from '../client/session.js';
import type { ChatMessage, ChatMessageChange, ChatPartner, ChatUnread, Profile } from '../client/types.js';
import { estateKeys, keysUnder, pageOf, type EstateKey } from '../keys.js';
import type { EstateMessages } from '../messages.js';
import { checkChatSend, type ChatSendResult } from '../rules/chat.js';
import { useChatMessageActions } from './chat-actions.js';
import { cacheChangedMessage } from './chat-cache.js';
import { usePageList, type ListOptions } from './lists.js';
import { useEstateClient } from './provider.js';
import { useUserInfo } from './session.js';
import { isFirstLoad } from './first-load.js';

/** The key of the whole inbox (every page): `chat.users()` without its page. */
const INBOX: EstateKey = estateKeys.chat.users().slice(0, -1);
/** The inbox's unread total (the sidebar's badge). */
const UNREAD: EstateKey = estateKeys.chat.unread();
/** The key of every cached history page with `partner`. */
const historyOf = (partner: string): EstateKey => estateKeys.chat.messages(partner).slice(0, -1);

/**
 * The inbox (spec §2 Chat): the people the signed-in user has chatted with, most recent
 * conversation first, each with the last message, under `users`. Needs a session (a guest's inbox
 * is empty). `useChat` loads it again whenever a message arrives, so its order follows.
 */
export function useChatUsers(options: ListOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const key = signedIn ? estateKeys.chat.users(options) : null;
  return usePageList<ChatPartner, 'users'>('users', key, () => client.chat.users(pageOf(key!)), options.swr);
}

/**
 * A page of the history with `username`, under `messages`: page 1 holds the newest messages, and
 * each page is oldest first (50 a page by default, as the server). Needs a session. For a live
 * conversation use `useChat`, which loads the history itself.
 */
export function useChatMessages(username: string | null | undefined, options: ListOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  const partner = username?.trim();
  const key = signedIn && partner ? estateKeys.chat.messages(partner, options) : null;
  return usePageList<ChatMessage, 'messages'>('messages', key, () => client.chat.messages(partner!, pageOf(key!)), options.swr);
}

const NO_UNREAD: ChatUnread = Object.freeze({ unread_count: 0, conversations: 0 });

/**
 * Everything unread in the signed-in user's inbox (`unread_count` messages in `conversations`
 * conversations), for a badge. Zero without a registered member's session (a guest has no inbox). `useChat` loads it again when a message
 * arrives and when the server acknowledges a read mark; keyed under `estateKeys.chat.root()`, so
 * whatever revalidates the chat keys (a live events socket) refreshes it too.
 */
export function useChatUnread(config?: SWRConfiguration) {
  const client = useEstateClient();
  // A guest has no inbox (the chat asks them to sign in): nothing to ask the server.
  const signedIn = isRegistered(useUserInfo());
  const swr = useSWR<ChatUnread, EstateError>(signedIn ? UNREAD : null, () => client.chat.unread(), config);
  const data = signedIn ? swr.data ?? NO_UNREAD : NO_UNREAD;
  return {
    /** Messages to me not read yet, in every conversation. */
    unreadCount: data.unread_count,
    /** Conversations holding any of them. */
    conversations: data.conversations,
    error: swr.error,
    isLoading: isFirstLoad(swr),
    mutate: swr.mutate,
  };
}

/** Whether the page is being looked at: visible (not a background tab); true outside a browser. */
const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

export interface UseChatOptions {
  /**
   * The signed-in user's username, put in the frames as `sender_username` (the server checks it).
   * By default the username of the cached own profile (`useMyProfile`) when the socket is made;
   * without one the frames name nobody and the server takes the sender from the token.
   */
  me?: string | null;
  /** The WebSocket implementation: `globalThis.WebSocket` by default; `ws`'s in Node 20 and tests. */
  WebSocket?: WebSocketConstructor;
  /** How long to wait before reconnecting after a dropped connection (spec §9: 5000 ms). */
  reconnectDelayMs?: number;
  /** Messages a history page; the server's default (50) when absent. */
  historyPageSize?: number;
  /** Overrides for the texts of refused sends. */
  messages?: Partial<EstateMessages>;
  /**
   * Marks the partner's newest message read while the conversation is on screen and the tab is
   * visible (`document.visibilityState`), and again when the tab comes back. True by default; pass
   * false to call `markRead` yourself (e.g. from what a list shows).
   */
  autoRead?: boolean;
  /** Where typed messages wait until the server has them (see `ChatSocketOptions.outbox`): IndexedDB, else memory, by default. */
  outbox?: ChatOutboxStore | false;
}

const noSubscription = () => () => undefined;

/**
 * A live conversation with `partner` (spec §4 Chat) over the chat socket client: the messages
 * (de-duplicated, oldest first), the connection `state`, `error`, `loading`, `hasOlder`, and
 * `send`, `sendImage`, `loadOlder`.
 *
 * - One socket per mounted hook, made in an effect (nothing connects on the server) with the
 *   provider's client; a new one only when the client or the signed-in user changes. It is closed
 *   on unmount.
 * - A new `partner` switches the same socket over: the messages are cleared (spec §4) and the
 *   newest page of the new conversation is loaded.
 * - The socket opens once there is a partner and a registered session (guests may not chat).
 * - When a message arrives (received, or the server's echo of one sent), the inbox
 *   (`useChatUsers`) and any cached history of this conversation load again.
 */
export function useChat(partner: string | null | undefined, options: UseChatOptions = {}) {
  const client = useEstateClient();
  const { cache, mutate } = useSWRConfig();
  const userInfo = useUserInfo();
  // Who may chat: a registered user (by id, so a refreshed token keeps the socket).
  const chatter = isRegistered(userInfo) ? userIdOf(userInfo.access) ?? null : null;
  const target = partner?.trim() || null;
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  // Which page failed matters to a retry: the newest (nothing to show) or an older one.
  const [loadError, setLoadError] = useState<{ partner: string; error: EstateError; older: boolean } | null>(null);
  const [historyAttempt, setHistoryAttempt] = useState(0);

  // What the socket is made with, read when it is made (not a reason to make another).
  const latest = useRef({ target, options });
  useEffect(() => {
    latest.current = { target, options };
  });

  useEffect(() => {
    const { target: initialPartner, options: made } = latest.current;
    const cachedMe = (cache.get(unstable_serialize(estateKeys.profiles.me()))?.data as Profile | undefined)?.username;
    const created = createChatSocket({
      client,
      partner: initialPartner,
      me: made.me ?? cachedMe ?? null,
      WebSocket: made.WebSocket,
      reconnectDelayMs: made.reconnectDelayMs,
      historyPageSize: made.historyPageSize,
      messages: made.messages,
      outbox: made.outbox,
    });
    setSocket(created);
    return () => created.close();
  }, [client, cache, chatter]);

  // A new partner: the same socket switches over (its messages are cleared).
  useEffect(() => {
    socket?.setPartner(target);
  }, [socket, target]);

  // The newest page of the conversation, once there is someone to talk to and a session; again on `retryHistory`.
  useEffect(() => {
    if (!socket || !target || chatter === null) return;
    let current = true;
    setLoadError(null);
    socket.loadHistory().catch((error: EstateError) => {
      if (current) setLoadError({ partner: target, error, older: false });
    });
    return () => {
      current = false;
    };
  }, [socket, target, chatter, historyAttempt]);

  // A new newest message: the inbox order (and last message) changed, and cached history pages
  // lack it. One that came while the history was loading may be a message frame the load raced (a
  // page cached before it lacks it too): those load again once the load ends.
  useEffect(() => {
    if (!socket) return;
    const newestOf = (snapshot: ChatSocketSnapshot) => {
      const last = snapshot.messages[snapshot.messages.length - 1];
      return last ? messageKey(last) : undefined;
    };
    let newest = newestOf(socket.getSnapshot());
    let changedWhileLoading = false;
    return socket.subscribe(() => {
      const snapshot = socket.getSnapshot();
      const next = newestOf(snapshot);
      const changed = next !== newest;
      newest = next;
      if (snapshot.loading) {
        changedWhileLoading ||= changed;
        return;
      }
      if (!changedWhileLoading && (!changed || next === undefined)) return;
      changedWhileLoading = false;
      void mutate(keysUnder(INBOX));
      void mutate(UNREAD);
      if (snapshot.partner) void mutate(keysUnder(historyOf(snapshot.partner)));
    });
  }, [socket, mutate]);

  // A message changed on either side (edited, deleted, reacted to): its cached copies follow, whether this conversation shows it or not.
  useEffect(() => socket?.onMessageChange((message, frame) => frame && cacheChangedMessage({ cache, mutate }, message, frame.type)), [socket, cache, mutate]);

  // My read mark moved (acknowledged by the server): the unread counts changed.
  useEffect(() => {
    if (!socket) return;
    let readId = socket.getSnapshot().readId;
    return socket.subscribe(() => {
      const next = socket.getSnapshot().readId;
      if (next === readId) return;
      readId = next;
      void mutate(keysUnder(INBOX));
      void mutate(UNREAD);
    });
  }, [socket, mutate]);

  // The partner's newest message is read once it is on screen in a visible tab.
  const autoRead = options.autoRead ?? true;
  useEffect(() => {
    if (!socket || !autoRead) return;
    const readNewest = () => {
      const snapshot = socket.getSnapshot();
      if (snapshot.state !== 'open' || !pageVisible()) return;
      const partner = snapshot.partner?.toLowerCase();
      for (let at = snapshot.messages.length - 1; at >= 0; at -= 1) {
        const message = snapshot.messages[at]!;
        if (message.sender_username.toLowerCase() !== partner) continue;
        if (typeof message.id === 'number' && message.id > snapshot.readId) socket.markRead(message.id);
        return;
      }
    };
    readNewest();
    const stop = socket.subscribe(readNewest);
    const onVisibility = () => readNewest();
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [socket, autoRead]);

  const idle = useMemo<ChatSocketSnapshot>(() => Object.freeze({ ...CHAT_IDLE_SNAPSHOT, partner: target }), [target]);
  const getIdle = useCallback(() => idle, [idle]);
  const snapshot = useSyncExternalStore(socket?.subscribe ?? noSubscription, socket?.getSnapshot ?? getIdle, getIdle);

  const refuse = useCallback(
    (text: string | undefined, image: string | undefined): ChatSendResult =>
      checkChatSend(
        { connected: false, text, image, partner: target ? { username: target } : null, profile: { username: 'me' } },
        { messages: options.messages }
      ),
    [target, options.messages]
  );
  const send = useCallback((text: string, sendOptions?: ChatSendOptions) => (socket ? socket.send(text, sendOptions) : refuse(text, undefined)), [socket, refuse]);
  const sendImage = useCallback(
    (dataUrl: string, sendOptions?: ChatSendOptions) => (socket ? socket.sendImage(dataUrl, sendOptions) : refuse(undefined, dataUrl)),
    [socket, refuse]
  );
  // Images picked to send: uploaded with progress, then sent in the order picked (see ChatImageUploader).
  const [uploads, setUploads] = useState<readonly ChatImageUploadState[]>([]);
  const uploader = useMemo(() => {
    if (!socket) return null;
    const made: ChatImageUploader = new ChatImageUploader({
      upload: (file, clientId, uploadOptions) => client.chat.uploadImage(file, clientId, uploadOptions),
      send: (dataUrl, clientId, token) => socket.sendImage(dataUrl, { clientId, ...(token ? { imageUpload: token } : {}) }),
      changed: () => setUploads(made.uploads),
    });
    return made;
  }, [socket, client]);
  useEffect(() => () => uploader?.dispose(), [uploader]);
  const sendImages = useCallback((files: Iterable<Blob>): ChatImageUploadState[] => uploader?.add(files) ?? [], [uploader]);
  const applyChange = useCallback((message: ChatMessage) => socket?.apply(message), [socket]);
  const changeOnSocket = useCallback((change: ChatMessageChange) => socket?.change(change), [socket]);
  const actions = useChatMessageActions({ onChanged: applyChange, messages: options.messages, via: changeOnSocket });
  const setTyping = useCallback((typing: boolean) => socket?.setTyping(typing), [socket]);
  const retry = useCallback((clientId: string) => socket?.retry(clientId), [socket]);
  const discard = useCallback((clientId: string) => socket?.discard(clientId), [socket]);
  const markRead = useCallback((messageId: number) => socket?.markRead(messageId), [socket]);
  const loadOlder = useCallback(async (): Promise<boolean> => {
    if (!socket) return false;
    const partnerNow = socket.partner;
    try {
      const found = await socket.loadOlder();
      setLoadError((failed) => (failed?.older && failed.partner === partnerNow ? null : failed));
      return found;
    } catch (error) {
      if (partnerNow) setLoadError({ partner: partnerNow, error: error as EstateError, older: true });
      return false;
    }
  }, [socket]);
  const retryHistory = useCallback(() => {
    if (loadError?.older) void loadOlder();
    else setHistoryAttempt((attempt) => attempt + 1);
  }, [loadError, loadOlder]);

  const historyError = loadError && loadError.partner === snapshot.partner ? loadError.error : undefined;
  return {
    /** The person this conversation is with (trimmed), or null. */
    partner: snapshot.partner,
    /**
     * The conversation, oldest first, then my messages still in the outbox in typing order:
     * `status` 'pending' ('Waiting to send') or 'failed' (`failure`, the server's reason, and
     * `refusal`, its code and values to word it by: offer `retry` and `discard`). Sent while the connection is down, a message waits (kept in IndexedDB,
     * for a reload or a closed tab) and goes once it is back; the server's copy replaces it.
     */
    messages: snapshot.messages,
    /** `idle`, `connecting`, `open`, `reconnecting` or `closed` (see `createChatSocket`). */
    state: snapshot.state,
    isOpen: snapshot.state === 'open',
    /** The server's last `{error}` frame, why the conversation was given up, or why the history failed to load. */
    error: snapshot.error ?? historyError?.message ?? null,
    /** The history call's own error, when loading the history failed: show it with a Retry (`retryHistory`), not an empty conversation. */
    historyError,
    /** Loads again the history page that failed (the newest, or the older one asked for). */
    retryHistory,
    /**
     * Why the last send was refused, an `EstateError` as in every mutation hook: a `RuleError`
     * (`code` the reason: `text`, `too-long`, `connection`, ...) when nothing was sent, or the
     * server's refusal of the frame (kind `http`, `body` its `{error}`). Null after a send goes out.
     */
    sendError: snapshot.sendError,
    loading: snapshot.loading,
    hasOlder: snapshot.hasOlder,
    /**
     * Sends text (emoji are text), with a new client id (the result's `value.client_id`, also on the
     * server's echo) or the one given (`{clientId}`), optionally as a reply (`{replyTo: id}`),
     * through the outbox: shown at once as 'pending', sent when connected. Refused with the reason,
     * keeping nothing, when `checkChatSend` fails (blank, too long, no partner, or nothing that can
     * connect: no session, a conversation given up).
     */
    send,
    /** Sends an image as a data URL, with the same checks and options. */
    sendImage,
    /**
     * Sends images (several at once, one message each, in the order given): each is uploaded with
     * its progress (`uploads`), then sent; offline, it waits in the outbox as its data URL. Answers
     * their states; nothing when there is no conversation yet.
     */
    sendImages,
    /** The images of `sendImages` still uploading, or failed: `progress` 0..1, `cancel()`, `retry()`, `error`. */
    uploads,
    /** Sends a failed message (by its `client_id`) again. */
    retry,
    /** Deletes a message from the outbox (by its `client_id`): it is not sent. */
    discard,
    /** Edits my message's text (within 15 minutes of sending): see `useChatMessageActions`. */
    edit: actions.edit,
    /** Deletes my message for everyone. */
    remove: actions.remove,
    /** Puts my reaction (an emoji of `CHAT_REACTIONS`) on a message of this conversation. */
    react: actions.react,
    /** Takes my reaction off a message. */
    unreact: actions.unreact,
    /** Loads the next older page; false when there is nothing older (or it failed: see `error`). */
    loadOlder,
    /** Whether the partner is typing (expires 5 s after their last typing frame). */
    partnerTyping: snapshot.partnerTyping,
    /** The newest of my messages the partner has seen (0 for none): show 'Seen' under it. */
    seenId: snapshot.seenId,
    /** My read mark, as the server acknowledged it. */
    readId: snapshot.readId,
    /** Call with true on every keystroke, false on blur or a cleared draft; throttled (see `ChatSocket.setTyping`). */
    setTyping,
    /** Marks the partner's messages up to this id read (done for the newest by itself unless `autoRead: false`). */
    markRead,
  };
}
