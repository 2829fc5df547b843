import type { EstateClient } from './client.js';
import type { ChatMessage, ChatMessageChange } from './types.js';

/**
 * A change of a message (issue 27) either way the server takes it: as a chat socket frame (the
 * conversation's socket is open: `ChatSocket.change`), or over HTTP (`client.chat`), which answers
 * the message as it is now too.
 */

/** The frame of a change: `{"edit": id, "message"}`, `{"delete": id}`, `{"react" | "unreact": id, "emoji"}`, with its `client_id`. */
export function changeFrame(change: ChatMessageChange, clientId: string): Record<string, unknown> {
  const detail = change.kind === 'edit' ? { message: change.message } : change.kind === 'delete' ? {} : { emoji: change.emoji };
  return { [change.kind]: change.id, ...detail, client_id: clientId };
}

/** Sends a change over HTTP (`PATCH`/`DELETE /chat/messages/{id}/`, the reaction routes); answers the message. */
export function changeOverHttp(chat: Pick<EstateClient['chat'], 'edit' | 'remove' | 'react' | 'unreact'>, change: ChatMessageChange): Promise<ChatMessage> {
  if (change.kind === 'edit') return chat.edit(change.id, change.message);
  if (change.kind === 'delete') return chat.remove(change.id);
  return chat[change.kind](change.id, change.emoji);
}
