import type { EstateUIMessageKey } from '../../messages/index.js';

/** A refusal in the user's words: a key of the catalogues and the values its template takes. */
export interface RefusalWording {
  key: EstateUIMessageKey;
  values?: Record<string, string | number>;
}

/**
 * The chat socket's refusals a person can meet from the kit's composer, each worded by a key the
 * catalogues already translate. The frame carries no code (`{"error", "client_id"}`, see the
 * server's docs/chat.md, 'An error'), so each is recognised by the server's English, read from that
 * table: a text the server changes falls to the generic wording, never to raw English in a French UI.
 */
const KNOWN: { pattern: RegExp; wording: (match: RegExpMatchArray) => RefusalWording }[] = [
  { pattern: /^Ensure the message has no more than (\d+) characters\.$/, wording: (m) => ({ key: 'chatMessageTooLong', values: { max: Number(m[1]) } }) },
  { pattern: /^The message may not be blank\.$/, wording: () => ({ key: 'chatEmptyMessage' }) },
  { pattern: /^The image is larger than the (.+) limit\.$/, wording: (m) => ({ key: 'fileTooLarge', values: { size: m[1]! } }) },
  { pattern: /^The image is too large: at most (\d+) × \d+ pixels\.$/, wording: (m) => ({ key: 'imageTooManyPixels', values: { side: Number(m[1]) } }) },
  { pattern: /^(Upload a valid image\.|image must be a base64 data URL)/, wording: () => ({ key: 'invalidImage' }) },
  { pattern: /^reply_to must be the id of a message in this conversation\.$/, wording: () => ({ key: 'chatReplyGone' }) },
];

/** The wording of a refusal (`ChatListMessage.failure`): a known one by its own key, anything else (or none) the generic one. */
export function refusalWording(reason: string | null | undefined): RefusalWording {
  for (const { pattern, wording } of KNOWN) {
    const match = reason?.match(pattern);
    if (match) return wording(match);
  }
  return { key: 'generic' };
}
