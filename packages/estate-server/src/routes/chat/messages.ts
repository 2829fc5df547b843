import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { deleteChatMessage, editChatMessage, findMyMessage } from '../../domain/chat-edits.js';
import { addReaction, canonicalEmoji, removeReaction } from '../../domain/chat-reactions.js';
import { announceChatUpdate } from '../../domain/chat-updates.js';
import { conversationState } from '../../domain/conversation-state.js';
import { trimFields } from '../../lib/trim.js';
import { callerOf } from '../../plugins/access.js';
import { CHAT_EDIT_MINUTES, CHAT_REACTIONS, ChatEditBody, ChatMessage, ChatReactionBody, type ChatReactionEmoji } from '../../schemas/chat.js';
import { Choice, errorResponses, IdParams, RowId } from '../../schemas/common.js';

const ReactionParams = Type.Object({
  id: RowId(),
  emoji: Choice(CHAT_REACTIONS, { description: 'The emoji, URL-encoded (❤️ is `%E2%9D%A4%EF%B8%8F`; without its variation selector it counts as the heart).' }),
});

const live = 'Both people\u2019s chat sockets hear of it (docs/chat.md, \u2018Changes to a message\u2019).';

/** Puts the emoji of the set into their canonical form before validation, so a heart without U+FE0F counts as the heart. */
const canonicalEmojiIn = (part: 'body' | 'params') => async (request: FastifyRequest) => {
  const fields = request[part] as Record<string, unknown> | undefined;
  if (fields && typeof fields === 'object' && typeof fields.emoji === 'string') fields.emoji = canonicalEmoji(fields.emoji);
};

/**
 * Changing a chat message after it was sent (`/chat/messages/{id}/`): its sender edits it within
 * `CHAT_EDIT_MINUTES` or deletes it for everyone; either person reacts to it. Each answers the message
 * as the caller sees it and tells both people's chat sockets. A message of someone else's
 * conversation is not there for the caller (404), as for reports.
 */
const chatMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['chat'];
  const config = { access: 'member', keepsReadCache: true } as const;

  /** Puts the caller's emoji on a message or takes it off, and tells both sides when that changed anything. */
  async function changeReaction(request: FastifyRequest, messageId: number, emoji: ChatReactionEmoji, change: 'add' | 'remove') {
    const me = callerOf(request);
    const found = await findMyMessage(app.db, messageId, me.id);
    const changed = await (change === 'add' ? addReaction : removeReaction)(app.db, found, me.id, emoji);
    const username = found.people.find((person) => person.id === me.id)!.username;
    const reaction = { username, emoji, added: change === 'add' };
    return announceChatUpdate(app.db, app.realtime, found.people, found.row, me.id, { type: 'reaction', changed, reaction });
  }

  app.patch(
    '/chat/messages/:id/',
    {
      config,
      schema: {
        tags,
        summary: `Edit the text of my message, within ${CHAT_EDIT_MINUTES} minutes of sending it`,
        description: `Marks it edited (\`edited_at\`); the scam rules read the new text for the receiver's copy. An image, a deleted message or one sent more than ${CHAT_EDIT_MINUTES} minutes ago cannot be edited. ${live}`,
        params: IdParams,
        body: ChatEditBody,
        response: { 200: ChatMessage, ...errorResponses },
      },
      preValidation: trimFields('message'),
    },
    async (request) => {
      const me = callerOf(request);
      const found = await findMyMessage(app.db, request.params.id, me.id);
      const partner = found.people.find((person) => person.id !== me.id)!;
      const edited = await editChatMessage(app.db, found, me.id, request.body.message, await conversationState(app.db, me.id, partner.id));
      return announceChatUpdate(app.db, app.realtime, found.people, edited, me.id, { type: 'message_edited', changed: true });
    },
  );

  app.delete(
    '/chat/messages/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Delete my message for everyone',
        description: `Keeps a tombstone: \`deleted_at\` set, the text, image and reactions gone, so both sides show \u2018This message was deleted\u2019. Deleting it again answers the same. ${live}`,
        params: IdParams,
        response: { 200: ChatMessage, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const found = await findMyMessage(app.db, request.params.id, me.id);
      const deleted = await deleteChatMessage(app.db, app.storage, found, me.id);
      return announceChatUpdate(app.db, app.realtime, found.people, deleted, me.id, { type: 'message_deleted', changed: found.row.deletedAt === null });
    },
  );

  app.post(
    '/chat/messages/:id/reactions/',
    {
      config,
      schema: {
        tags,
        summary: 'React to a message of my conversation with an emoji of the set, once per emoji',
        description: `The set: ${CHAT_REACTIONS.join(' ')}. Reacting again with the same emoji changes nothing. ${live}`,
        params: IdParams,
        body: ChatReactionBody,
        response: { 200: ChatMessage, ...errorResponses },
      },
      preValidation: canonicalEmojiIn('body'),
    },
    async (request) => changeReaction(request, request.params.id, request.body.emoji, 'add'),
  );

  app.delete(
    '/chat/messages/:id/reactions/:emoji/',
    {
      config,
      schema: {
        tags,
        summary: 'Take my reaction off a message',
        description: `Taking off a reaction that is not there changes nothing. ${live}`,
        params: ReactionParams,
        response: { 200: ChatMessage, ...errorResponses },
      },
      preValidation: canonicalEmojiIn('params'),
    },
    async (request) => changeReaction(request, request.params.id, request.params.emoji, 'remove'),
  );
};

export default chatMessageRoutes;
