import { issue, textOf, type Issue } from '../lib/errors.js';
import { inspectMedia, TOO_MANY_PIXELS_ISSUE } from '../lib/media-decode/index.js';
import { MAX_MESSAGE_LENGTH } from './chat.js';
import { changeKeysOf, CHANGE_ERRORS, readChange, type ChatChangeFrame } from './chat-change-frames.js';
import { UPLOAD_ERRORS, verifyUpload } from './chat-image-uploads.js';

/**
 * A frame the server refuses, for `issue` (a code of `ERROR_TEXTS` and its values); it goes back to
 * the sender as a `refusalFrame`, naming the refused message's `client_id` when it had one, so an
 * outbox knows which message was refused and why.
 */
export class FrameError extends Error {
  constructor(
    readonly issue: Issue,
    readonly clientId?: string,
  ) {
    super(textOf(issue));
  }
}

/**
 * What the sender hears of a refused frame: `{"error": text, "code", "values"}` (the text is the
 * code's English template filled with the values, as an HTTP refusal's, so clients word it by code),
 * with the refused message's `client_id` when it had one, and `"retry": true` when the refusal says
 * nothing about the message (too fast, a server fault), so an outbox sends it again later.
 */
export function refusalFrame(refused: Issue, clientId?: string, retry?: true) {
  return { error: textOf(refused), code: refused.code, values: refused.values, ...(clientId === undefined ? {} : { client_id: clientId }), ...(retry ? { retry } : {}) };
}

/** What a message frame carries besides its content: the client's id for it, and the message it replies to. */
export interface DraftMeta {
  /** The client's id of the message (a UUID, lower case); absent when the frame had none. */
  clientId?: string;
  /** The id of the message this one quotes; checked against the conversation when stored. */
  replyTo?: number;
}

/** What a client frame asks to send, after every check. */
export type ChatDraft = (
  | { kind: 'text'; text: string }
  | { kind: 'image'; bytes: Buffer; ext: string }
  /** An image uploaded ahead (`POST /chat/images/`) and named by its token: already checked and stored. */
  | { kind: 'uploaded'; path: string }
) &
  DraftMeta;

/**
 * A frame that sends nothing to store: `{"typing": true|false}` (relayed to the partner, never
 * stored) or `{"read": messageId}` (moves my read mark forward; see chat-receipts.ts).
 */
export type ChatSignal = { kind: 'typing'; typing: boolean } | { kind: 'read'; messageId: number };

/** Any client frame, after the checks that need no database. */
export type ClientFrame = ChatDraft | ChatSignal | ChatChangeFrame;

export interface FrameContext {
  /** The authenticated sender's username. */
  me: string;
  /** The username in the socket's path. */
  partner: string;
  maxImageBytes: number;
  /** For `{"image_upload": token}`: the key that signed the tokens and the sender's user id; without it such frames are refused. */
  upload?: { key: Buffer; userId: number };
}

export const FRAME_ERRORS = {
  binary: issue('chat_binary_frame'),
  notJson: issue('chat_not_json'),
  messageType: issue('chat_message_type'),
  imageType: issue('chat_image_type'),
  empty: issue('chat_nothing_to_send'),
  both: issue('chat_message_and_image'),
  blank: issue('chat_message_blank'),
  tooLong: issue('chat_message_too_long', { max: MAX_MESSAGE_LENGTH }),
  forgedSender: issue('chat_sender_not_you'),
  imageFormat: issue('chat_image_format'),
  notImage: issue('invalid_image'),
  tooManyPixels: TOO_MANY_PIXELS_ISSUE,
  typingType: issue('chat_typing_type'),
  readType: issue('chat_read_type'),
  mixedSignal: issue('chat_mixed_signal'),
  readUnknown: issue('chat_read_unknown'),
  clientIdType: issue('chat_client_id_type'),
  replyToType: issue('chat_reply_to_type'),
  replyToUnknown: issue('chat_reply_to_unknown'),
} as const satisfies Record<string, Issue>;

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export const imageTooLarge = (maxBytes: number) => issue('chat_image_too_large', { size: sizeLabel(maxBytes) });
export const wrongReceiver = (partner: string) => issue('chat_wrong_receiver', { partner });

const present = (value: unknown) => value !== undefined && value !== null;
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A data URL's header, e.g. `data:image/png;base64`: a media type (optional), parameters, and base64. */
const DATA_URL_HEADER = /^data:(?:[\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[^;,]*)*;base64$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Longest header looked at, so a long string without a comma is refused without scanning it all. */
const MAX_HEADER_LENGTH = 200;

/**
 * The bytes of an image sent as a data URL. The declared media type is not trusted: the bytes must
 * decode as a whole image. The size is checked on the encoded length before anything is decoded.
 */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number): { bytes: Buffer; ext: string } {
  const comma = dataUrl.slice(0, MAX_HEADER_LENGTH).indexOf(',');
  if (comma < 0 || !DATA_URL_HEADER.test(dataUrl.slice(0, comma))) throw new FrameError(FRAME_ERRORS.imageFormat);
  const payload = dataUrl.slice(comma + 1);
  if (payload.length > Math.ceil(maxBytes / 3) * 4) throw new FrameError(imageTooLarge(maxBytes));
  if (payload.length % 4 === 1 || !BASE64.test(payload)) throw new FrameError(FRAME_ERRORS.imageFormat);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > maxBytes) throw new FrameError(imageTooLarge(maxBytes));
  // Decoded through to its end, not just sniffed: a cut or damaged image is refused, never stored.
  const inspected = inspectMedia(bytes);
  if (!inspected.ok && inspected.reason === 'too-many-pixels') throw new FrameError(FRAME_ERRORS.tooManyPixels);
  if (!inspected.ok || inspected.media.kind !== 'image') throw new FrameError(FRAME_ERRORS.notImage);
  // Only the bytes the format accounts for are kept (see media-decode/index.ts on trailing bytes).
  return { bytes: bytes.subarray(0, inspected.media.length), ext: inspected.media.ext };
}

/** A message's text, trimmed, checked: a string, not blank, at most `MAX_MESSAGE_LENGTH` characters. */
export function checkedText(value: unknown): string {
  if (typeof value !== 'string') throw new FrameError(FRAME_ERRORS.messageType);
  const text = value.trim();
  if (!text) throw new FrameError(FRAME_ERRORS.blank);
  // Counted in characters (code points), as Django's max_length is; a code unit count is an upper bound.
  if (text.length > MAX_MESSAGE_LENGTH && Array.from(text).length > MAX_MESSAGE_LENGTH) throw new FrameError(FRAME_ERRORS.tooLong);
  return text;
}

/** Ids are `serial`: a positive 32-bit integer. */
export const isMessageId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

/** A client id: a UUID in its usual 8-4-4-4-12 hexadecimal form (any version). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The frame's `client_id`, checked: a UUID, lower-cased; undefined when absent. */
function clientIdOf(value: unknown): string | undefined {
  if (!present(value)) return undefined;
  if (typeof value !== 'string' || !UUID.test(value)) throw new FrameError(FRAME_ERRORS.clientIdType);
  return value.toLowerCase();
}

/** Parses a frame's JSON object; throws `FrameError` for anything else. */
function parseObject(data: Buffer | string): Record<string, unknown> {
  let frame: unknown;
  try {
    frame = JSON.parse(data.toString());
  } catch {
    throw new FrameError(FRAME_ERRORS.notJson);
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) throw new FrameError(FRAME_ERRORS.notJson);
  return frame as Record<string, unknown>;
}

/** Frames at most this long are read for their `client_id` when they are refused unread (too many waiting). */
const PEEK_LIMIT = 64 * 1024;

/**
 * The `client_id` of a frame refused before it was read (more than the socket may hold waiting), so
 * the refusal can name it; undefined for a frame too large to read for that, or without a valid one.
 */
export function peekClientId(data: Buffer, isBinary: boolean): string | undefined {
  if (isBinary || data.length > PEEK_LIMIT) return undefined;
  try {
    return clientIdOf(parseObject(data).client_id);
  } catch {
    return undefined;
  }
}

/**
 * Reads one client frame: `{"message": text}` or `{"image": dataUrl}`, optionally naming
 * `sender_username` and `receiver_username`, which must then be the authenticated user and the
 * partner in the socket's path, a `client_id` (a UUID) and a `reply_to` (a message id); or a signal,
 * `{"typing": true|false}` or `{"read": messageId}`, alone; or a change of a message sent before
 * (chat-change-frames.ts). The sender is never taken from the frame.
 * Throws `FrameError`, naming the message's `client_id` when it had a valid one.
 */
export function readClientFrame(data: Buffer | string, isBinary: boolean, context: FrameContext): ClientFrame {
  if (isBinary) throw new FrameError(FRAME_ERRORS.binary);
  const frame = parseObject(data);
  const clientId = clientIdOf(frame.client_id);
  try {
    return readFrame(frame, context, clientId);
  } catch (error) {
    if (error instanceof FrameError && clientId !== undefined) throw new FrameError(error.issue, clientId);
    throw error;
  }
}

function readFrame(frame: Record<string, unknown>, context: FrameContext, clientId: string | undefined): ClientFrame {
  const { message, image, image_upload: upload, typing, read, reply_to: replyTo, sender_username: sender, receiver_username: receiver } = frame;

  if (present(sender) && (typeof sender !== 'string' || !sameName(sender, context.me))) throw new FrameError(FRAME_ERRORS.forgedSender);
  if (present(receiver) && (typeof receiver !== 'string' || !sameName(receiver, context.partner))) {
    throw new FrameError(wrongReceiver(context.partner));
  }

  const changes = changeKeysOf(frame);
  if (changes.length > 1) throw new FrameError(CHANGE_ERRORS.alone);
  if (changes.length === 1) return readChange(frame, changes[0]!, clientId);
  // Clients that always send both keys leave the unused one empty; that is not "both".
  const hasText = present(message) && message !== '';
  const hasImage = (present(image) && image !== '') || (present(upload) && upload !== '');
  if (present(typing) || present(read)) {
    if (hasText || hasImage || (present(typing) && present(read))) throw new FrameError(FRAME_ERRORS.mixedSignal);
    if (present(typing)) {
      if (typeof typing !== 'boolean') throw new FrameError(FRAME_ERRORS.typingType);
      return { kind: 'typing', typing };
    }
    if (!isMessageId(read)) throw new FrameError(FRAME_ERRORS.readType);
    return { kind: 'read', messageId: read };
  }
  if (present(replyTo) && !isMessageId(replyTo)) throw new FrameError(FRAME_ERRORS.replyToType);
  const meta: DraftMeta = { ...(clientId === undefined ? {} : { clientId }), ...(present(replyTo) ? { replyTo: replyTo as number } : {}) };
  if (hasText && hasImage) throw new FrameError(FRAME_ERRORS.both);
  if (present(upload) && upload !== '') {
    if (present(image) && image !== '') throw new FrameError(UPLOAD_ERRORS.withImage);
    if (!context.upload) throw new FrameError(UPLOAD_ERRORS.forged);
    return { kind: 'uploaded', path: verifyUpload(context.upload.key, upload, context.upload.userId, clientId).path, ...meta };
  }
  if (hasImage) {
    if (typeof image !== 'string') throw new FrameError(FRAME_ERRORS.imageType);
    return { kind: 'image', ...decodeImageDataUrl(image, context.maxImageBytes), ...meta };
  }
  if (present(message)) return { kind: 'text', text: checkedText(message), ...meta };
  throw new FrameError(FRAME_ERRORS.empty);
}
