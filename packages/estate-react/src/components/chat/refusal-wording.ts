import type { ErrorIssue } from '@estate/sdk';
import type { EstateUIMessages } from '../../messages/index.js';
import { localCodeText, type CodeWording } from '../shared/error-text.js';

/**
 * The chat socket's refusals a person can meet from the kit's composer, each worded by a key of the
 * catalogues that says it in plain words (rather than the server's, which speaks of `reply_to`). The
 * code is the refusal frame's (`{"error", "code", "values"}`, the server's docs/chat.md, 'An error').
 */
const CHAT_REFUSAL_WORDING: CodeWording = {
  chat_message_too_long: 'chatMessageTooLong',
  chat_message_blank: 'chatEmptyMessage',
  chat_image_too_large: 'fileTooLarge',
  chat_image_format: 'invalidImage',
  chat_reply_to_unknown: 'chatReplyGone',
};

/**
 * Why a message was refused (`ChatListMessage.refusal`), in the provider's language, by its code:
 * the kit's own wording above, else the catalogues' text of the code; the generic wording for a code
 * the kit does not know, or none (a server older than the codes), never the server's English.
 */
export function refusalText(messages: EstateUIMessages, refusal: ErrorIssue | null | undefined): string {
  return (refusal && localCodeText(messages, refusal.code, refusal.values, CHAT_REFUSAL_WORDING)) ?? messages.generic;
}
