import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { writeChatChanges, type ChatChangeAction } from '../../domain/chat-changes.js';
import { findMyMessage } from '../../domain/chat-edits.js';
import { canonicalEmoji } from '../../domain/chat-reactions.js';
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

  /**
   * Changes a message of the caller's conversations by the rules the chat socket's change frames
   * follow too (domain/chat-changes.ts), and tells both sides when that changed anything. An edit's
   * warning reads the conversation's state afresh.
   */
  async function change(request: FastifyRequest, messageId: number, actionFor: (partnerId: number) => Promise<ChatChangeAction> | ChatChangeAction) {
    const me = callerOf(request);
    const found = await findMyMessage(app.db, messageId, me.id);
    const partnerId = (found.people.find((person) => person.id !== me.id) ?? found.people[0]!).id;
    const made = { userId: me.id, messageId, partnerId, action: await actionFor(partnerId) };
    const [outcome] = await writeChatChanges(app.db, app.storage, [made]);
    if (!outcome!.ok) throw outcome!.error;
    return announceChatUpdate(app.realtime, made, outcome!);
  }
  const reaction = (kind: 'react' | 'unreact', emoji: ChatReactionEmoji) => () => ({ kind, emoji });

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
    async (request) =>
      change(request, request.params.id, async (partnerId) => ({
        kind: 'edit',
        text: request.body.message,
        conversation: await conversationState(app.db, callerOf(request).id, partnerId),
      })),
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
    async (request) => change(request, request.params.id, () => ({ kind: 'delete' })),
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
    async (request) => change(request, request.params.id, reaction('react', request.body.emoji)),
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
    async (request) => change(request, request.params.id, reaction('unreact', request.params.emoji)),
  );
};

export default chatMessageRoutes;
