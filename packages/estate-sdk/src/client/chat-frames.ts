/** The pieces of the chat socket that need no connection: its URL, its frames, the message order. */
import { UNKNOWN_ISSUE_CODE, type ErrorCodes, type ErrorIssue, type ErrorValues } from './errors.js';
import type { ChatMessage, ChatRefusalFrame, ChatUpdateFrame, ViewingUpdatedFrame } from './types.js';

/**
 * The little of the WebSocket interface the chat needs, so that both the browser's `WebSocket`
 * and the `ws` package's (Node) fit.
 */
export interface WebSocketLike {
  readonly readyState: number;
  // `any`: each implementation has its own event types; only `data` is read.
  onopen: ((event: any) => void) | null;
  onmessage: ((event: any) => void) | null;
  onclose: ((event: any) => void) | null;
  onerror: ((event: any) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

const noop = () => undefined;

/**
 * Stops a socket for good, for the chat and the events sockets alike: its handlers are detached (so
 * its events are ignored from now on) and it is closed if it is open or still connecting.
 */
export function closeQuietly(socket: WebSocketLike): void {
  socket.onopen = noop;
  socket.onmessage = noop;
  socket.onclose = noop;
  // Kept as a no-op, not null: `ws` throws an 'error' nobody listens to (e.g. closed while connecting).
  socket.onerror = noop;
  if (socket.readyState === 1 /* OPEN */ || socket.readyState === 0 /* CONNECTING */) {
    try {
      socket.close(1000);
    } catch {
      // Already closing.
    }
  }
}

/** The base URL with ws(s) for http(s), without a trailing slash: where the chat and the events sockets are. */
export function socketOrigin(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/^http(s?):/i, (_match, secure: string) => (secure ? 'wss:' : 'ws:'));
}

/** The socket URL of a conversation: the base URL with ws(s) for http(s), and the token as a query parameter. */
export function chatSocketUrl(baseUrl: string, partner: string, token: string): string {
  const origin = socketOrigin(baseUrl);
  return `${origin}/ws/chat/${encodeURIComponent(partner)}/?token=${encodeURIComponent(token)}`;
}

/** A message's identity for de-duplication: its id, else its created_at. */
export const messageKey = (message: { id?: number | null; created_at: string }) => (message.id !== undefined && message.id !== null ? `id:${message.id}` : `at:${message.created_at}`);

/** Oldest first by created_at, then by id. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  const at = Date.parse(a.created_at);
  const bt = Date.parse(b.created_at);
  if (at !== bt) return Number.isNaN(at) || Number.isNaN(bt) ? a.created_at.localeCompare(b.created_at) : at - bt;
  return (a.id ?? 0) - (b.id ?? 0);
}

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether two copies of a message say the same (text, image, warning, edit, deletion, reactions, quote, and a viewing card's viewing in the same state). */
export const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a.id === b.id &&
  a.message === b.message &&
  a.image === b.image &&
  a.created_at === b.created_at &&
  a.warning?.kind === b.warning?.kind &&
  a.viewing?.status === b.viewing?.status &&
  a.viewing?.updated_at === b.viewing?.updated_at &&
  (a.edited_at ?? null) === (b.edited_at ?? null) &&
  (a.deleted_at ?? null) === (b.deleted_at ?? null) &&
  sameJson(a.reactions, b.reactions) &&
  sameJson(a.reply_to, b.reply_to);

/**
 * Whether `incoming` may replace `known`, a copy of the same message: not when it is older, as a
 * history page fetched before an edit or a deletion (and answered after it) is. A deletion is final;
 * a later `edited_at` wins.
 */
export function isNotOlder(known: ChatMessage, incoming: ChatMessage): boolean {
  if (incoming.deleted_at) return true;
  if (known.deleted_at) return false;
  if (known.edited_at && (!incoming.edited_at || Date.parse(incoming.edited_at) < Date.parse(known.edited_at))) return false;
  return true;
}

/** Whether a frame from the server is a message (rather than an `{error}`). */
export function isChatMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.sender_username === 'string' && typeof record.receiver_username === 'string' && typeof record.created_at === 'string';
}

/** A frame's text: browsers give a string, other implementations may give bytes. */
export function frameText(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data as ArrayBuffer);
  return undefined;
}

/** A signal frame from the server about one conversation, named by the other person in it. */
export type ChatSignalFrame =
  | { kind: 'typing'; username: string; value: boolean }
  | { kind: 'seen'; username: string; value: number }
  | { kind: 'read'; username: string; value: number };

/**
 * Reads `{"typing": bool, "username"}` (the partner types), `{"seen": id, "username"}` (the
 * partner's read mark) or `{"read": id, "username"}` (my own read mark, acknowledged); undefined
 * for anything else.
 */
export function readSignal(value: unknown): ChatSignalFrame | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { typing, seen, read, username } = value as Record<string, unknown>;
  if (typeof username !== 'string') return undefined;
  if (typeof typing === 'boolean') return { kind: 'typing', username, value: typing };
  if (Number.isInteger(seen)) return { kind: 'seen', username, value: seen as number };
  if (Number.isInteger(read)) return { kind: 'read', username, value: read as number };
  return undefined;
}

/**
 * Reads `{"viewing_updated": viewing, "username"}`: a viewing between me and `username` changed
 * state (accepted, declined, cancelled, answered with another time), so its cards show it. Undefined
 * for anything else.
 */
export function readViewingUpdate(value: unknown): ViewingUpdatedFrame | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { viewing_updated: viewing, username } = value as Record<string, unknown>;
  if (typeof username !== 'string' || !viewing || typeof viewing !== 'object' || !Number.isInteger((viewing as { id?: unknown }).id)) return undefined;
  return value as ViewingUpdatedFrame;
}

const UPDATE_TYPES = new Set(['message_edited', 'message_deleted', 'reaction']);

/**
 * Reads `{"type": "message_edited" | "message_deleted" | "reaction", "message", ...}`, the frame that
 * tells both people of a conversation that one of its messages changed; undefined for anything else.
 */
export function readUpdate(value: unknown): ChatUpdateFrame | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { type, message } = value as Record<string, unknown>;
  return typeof type === 'string' && UPDATE_TYPES.has(type) && isChatMessage(message) ? (value as ChatUpdateFrame) : undefined;
}

const isValues = (value: unknown): value is ErrorValues =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');

/**
 * Reads `{"error", "code", "values", "client_id", "retry"}`, the server's refusal of a frame of mine:
 * the frame, its reason as an issue to word by code (code `server` when the server sent none), and
 * that code as an `Estate-Error-Codes` header would carry it (for an `EstateError`). Undefined for
 * anything else.
 */
export function readRefusal(value: unknown): { frame: ChatRefusalFrame; issue: ErrorIssue; codes?: ErrorCodes } | undefined {
  if (!value || typeof value !== 'object' || typeof (value as { error?: unknown }).error !== 'string') return undefined;
  const frame = value as ChatRefusalFrame;
  const values = isValues(frame.values) ? frame.values : {};
  if (typeof frame.code !== 'string') return { frame, issue: { code: UNKNOWN_ISSUE_CODE, values, message: frame.error } };
  return { frame, issue: { code: frame.code, values, message: frame.error }, codes: { error: [{ code: frame.code, values }] } };
}
