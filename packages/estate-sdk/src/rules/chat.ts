import type { ChatMessage } from '../client/types.js';
import { CHAT_EDIT_MINUTES, CHAT_MESSAGE_MAX_LENGTH } from '../generated/contract.js';
import { resolveMessages, type WithMessages } from '../messages.js';
import { characterCount } from './limits.js';
import { addIssue, fail, pass, type FieldIssues, type RuleFailure, type RuleResult, type RuleSuccess } from './result.js';
import { trimmed } from './values.js';

/** What a chat send needs (spec §5), in the order it is checked. */
export type ChatSendNeed = 'connection' | 'text' | 'partner' | 'profile';

export interface ChatSendInput {
  /** Whether the live connection is open. */
  connected: boolean;
  text?: string | null;
  /** An image as a data URL (`data:image/…`); with one, the text may be blank. */
  image?: string | null;
  partner: { username: string } | null | undefined;
  /** The signed-in user's own profile. */
  profile: { username: string } | null | undefined;
  /** The message's client id (a UUID, `newClientId`), which makes sending it again safe; put in the frame as given. */
  clientId?: string | null;
  /** The id of the message this one replies to (quotes). */
  replyTo?: number | null;
}

export interface ChatSendValue {
  /** The trimmed text; absent when only an image is sent. */
  message?: string;
  image?: string;
  /** The token of the image uploaded ahead (`ChatSendOptions.imageUpload`); the frame names it instead of the data URL. */
  image_upload?: string;
  sender_username: string;
  receiver_username: string;
  /** The client id given, if any. */
  client_id?: string;
  /** The message replied to, if any. */
  reply_to?: number;
}

/** The code of each missing need. */
const NEED_CODES = {
  connection: 'not_connected',
  text: 'message_empty',
  partner: 'no_partner',
  profile: 'profile_loading',
} as const satisfies Record<ChatSendNeed, string>;

export type ChatSendCode = (typeof NEED_CODES)[ChatSendNeed] | 'message_too_long';

/** A refused send: what is `missing` (in order; the error's code is the first's), or a text over the server's limit (`message_too_long`, nothing missing). */
export type ChatSendResult = RuleSuccess<ChatSendValue> | (RuleFailure<ChatSendCode> & { missing: ChatSendNeed[] });

const isImageDataUrl = (value: unknown) => typeof value === 'string' && /^data:image\/[\w.+-]+[;,]/i.test(value.trim());

/**
 * Whether a chat message can be sent (spec §5): an open connection, non-blank text (or an image
 * data URL), a selected partner and the own profile. A failure lists everything `missing`, in that
 * order; the error's code and message are the first's (`not_connected`, `message_empty`,
 * `no_partner`, `profile_loading`). With nothing missing, a text longer than the server allows
 * (the contract's CHAT_MESSAGE_MAX_LENGTH, 4000) is `message_too_long`, an issue of `message`. The texts are ours, since the spec's app only logged these cases. The value is
 * the frame to send, text trimmed.
 */
export function checkChatSend(input: ChatSendInput, options: WithMessages = {}): ChatSendResult {
  const text = trimmed(input.text);
  const image = isImageDataUrl(input.image) ? (input.image as string).trim() : undefined;
  const missing: ChatSendNeed[] = [];
  if (!input.connected) missing.push('connection');
  if (!text && !image) missing.push('text');
  if (!trimmed(input.partner?.username)) missing.push('partner');
  if (!trimmed(input.profile?.username)) missing.push('profile');
  const messages = resolveMessages(options.messages);
  if (missing.length > 0) return { ...fail(NEED_CODES[missing[0]!], messages), missing };
  if (text && characterCount(text) > CHAT_MESSAGE_MAX_LENGTH) {
    const values = { max: CHAT_MESSAGE_MAX_LENGTH };
    const issues: FieldIssues<'message'> = {};
    addIssue(issues, 'message', messages, 'message_too_long', values);
    return { ...fail('message_too_long', messages, issues, values), missing };
  }
  return {
    ok: true,
    value: {
      ...(text ? { message: text } : {}),
      ...(image ? { image } : {}),
      sender_username: input.profile!.username,
      receiver_username: input.partner!.username,
      ...(input.clientId ? { client_id: input.clientId } : {}),
      ...(typeof input.replyTo === 'number' ? { reply_to: input.replyTo } : {}),
    },
  };
}

/**
 * Whether a new text for a message can be sent (`chat.edit`): not blank, and at most the server's
 * limit (`message_empty`, `message_too_long`, as for a send). The value is the trimmed text.
 */
export function checkChatEdit(text: string | null | undefined, options: WithMessages = {}): RuleResult<{ message: string }, 'message_empty' | 'message_too_long'> {
  const messages = resolveMessages(options.messages);
  const message = trimmed(text);
  if (!message) return fail('message_empty', messages);
  if (characterCount(message) > CHAT_MESSAGE_MAX_LENGTH) {
    const values = { max: CHAT_MESSAGE_MAX_LENGTH };
    const issues: FieldIssues<'message'> = {};
    addIssue(issues, 'message', messages, 'message_too_long', values);
    return fail('message_too_long', messages, issues, values);
  }
  return pass({ message });
}

/** What `canEditChatMessage` and `canDeleteChatMessage` read of a message. */
type OwnMessage = Pick<ChatMessage, 'sender_username' | 'message' | 'created_at' | 'deleted_at'>;

const sentBy = (message: OwnMessage, me: string | null | undefined) => !!me && message.sender_username.toLowerCase() === me.trim().toLowerCase();

/**
 * Whether I may still edit a message (to offer 'Edit'): mine, a text, not deleted, and sent less
 * than `CHAT_EDIT_MINUTES` (15) minutes before `now`. The server decides by its own clock.
 */
export function canEditChatMessage(message: OwnMessage, me: string | null | undefined, now: number = Date.now()): boolean {
  return sentBy(message, me) && !message.deleted_at && message.message !== null && now - Date.parse(message.created_at) < CHAT_EDIT_MINUTES * 60_000;
}

/** Whether I may delete a message for everyone (to offer 'Delete'): mine and not deleted yet. */
export const canDeleteChatMessage = (message: OwnMessage, me: string | null | undefined): boolean => sentBy(message, me) && !message.deleted_at;
