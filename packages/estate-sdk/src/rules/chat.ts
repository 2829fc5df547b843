import { CHAT_MESSAGE_MAX_LENGTH } from '../generated/contract.js';
import { formatMessage, resolveMessages, type WithMessages, type EstateMessages } from '../messages.js';
import { characterCount } from './limits.js';
import type { RuleFailure, RuleSuccess } from './result.js';
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
}

export interface ChatSendValue {
  /** The trimmed text; absent when only an image is sent. */
  message?: string;
  image?: string;
  sender_username: string;
  receiver_username: string;
}

/** A refused send: what is `missing` (in order; `reason` is the first), or a text over the server's limit (`too-long`, nothing missing). */
export type ChatSendResult = RuleSuccess<ChatSendValue> | (RuleFailure<ChatSendNeed | 'too-long', 'message'> & { missing: ChatSendNeed[] });

const NEED_MESSAGE: Record<ChatSendNeed, keyof EstateMessages> = {
  connection: 'chatNotConnected',
  text: 'chatEmptyMessage',
  partner: 'chatNoPartner',
  profile: 'profileStillLoading',
};

const isImageDataUrl = (value: unknown) => typeof value === 'string' && /^data:image\/[\w.+-]+[;,]/i.test(value.trim());

/**
 * Whether a chat message can be sent (spec §5): an open connection, non-blank text (or an image
 * data URL), a selected partner and the own profile. A failure lists everything `missing`, in that
 * order; `reason` and `error` are the first. With nothing missing, a text longer than the server
 * allows (the contract's CHAT_MESSAGE_MAX_LENGTH, 4000) is reason `too-long`, with `fieldErrors`
 * under `message`. The texts are ours, since the spec's app only logged these cases. The value is
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
  if (missing.length > 0) {
    const reason = missing[0]!;
    return { ok: false, reason, error: resolveMessages(options.messages)[NEED_MESSAGE[reason]], missing };
  }
  if (text && characterCount(text) > CHAT_MESSAGE_MAX_LENGTH) {
    const error = formatMessage(resolveMessages(options.messages).chatMessageTooLong, { max: CHAT_MESSAGE_MAX_LENGTH });
    return { ok: false, reason: 'too-long', error, fieldErrors: { message: [error] }, missing };
  }
  return {
    ok: true,
    value: {
      ...(text ? { message: text } : {}),
      ...(image ? { image } : {}),
      sender_username: input.profile!.username,
      receiver_username: input.partner!.username,
    },
  };
}
