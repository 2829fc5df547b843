import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  createPropertyComment,
  createReply,
  findCommentedProperty,
  findPropertyComment,
  listPropertyComments,
  loadAuthor,
} from '../../domain/comments.js';
import { cachedRead } from '../../lib/cached-read.js';
import { fieldRefusal, notFound } from '../../lib/errors.js';
import { loadPage, PageQuery, Paginated } from '../../lib/pagination.js';
import { trimFields } from '../../lib/trim.js';
import { callerOf } from '../../plugins/access.js';
import { CommentContent, PropertyComment, Reply } from '../../schemas/comment.js';
import { errorResponses, IdParams, RowId } from '../../schemas/common.js';

const CreatedReply = Type.Object({
  ...Reply.properties,
  post: Type.Integer({ description: 'The property id.' }),
  parent: Type.Integer({ description: 'The top-level comment the reply hangs under.' }),
});

const propertyCommentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['comments'];

  app.get(
    '/property-comments/',
    {
      config: { access: 'public', replayable: true },
      schema: {
        tags,
        summary: 'A property\u2019s comments, newest first, each with its first replies (no token needed)',
        querystring: Type.Object({ ...PageQuery.properties, property: RowId({ description: 'The property id.' }) }),
        response: { 200: Paginated(PropertyComment), ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedRead(request, reply, `property-comments ${request.url}`, async () => {
        const property = await findCommentedProperty(app.db, request.query.property);
        if (!property) throw notFound('property_not_found');
        return loadPage(request, (window) => listPropertyComments(app.db, property.id, window));
      }),
  );

  app.post(
    '/property-comments/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Comment on a property',
        body: Type.Object({ post: RowId({ description: 'The property id.' }), content: CommentContent }),
        response: { 201: PropertyComment, ...errorResponses },
      },
      preValidation: trimFields('content'),
    },
    async (request, reply) => {
      const me = callerOf(request);
      const { content } = request.body;
      const property = await findCommentedProperty(app.db, request.body.post);
      if (!property) throw notFound('property_not_found');
      const comment = await createPropertyComment(app.db, app.realtime, property, await loadAuthor(app.db, me.id), content);
      return reply.status(201).send(comment);
    },
  );

  app.post(
    '/property-comments/:id/create_reply/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Reply to a comment (a reply to a reply joins its top-level comment)',
        params: IdParams,
        body: Type.Object({
          comment: Type.Optional(RowId({ description: 'The comment replied to; when given it must be the one in the path.' })),
          content: CommentContent,
        }),
        response: { 201: CreatedReply, ...errorResponses },
      },
      preValidation: trimFields('content'),
    },
    async (request, reply) => {
      const me = callerOf(request);
      const { comment, content } = request.body;
      if (comment !== undefined && comment !== request.params.id) throw fieldRefusal('comment', 'comment_mismatch');
      const target = await findPropertyComment(app.db, request.params.id);
      if (!target) throw notFound('comment_not_found');
      const created = await createReply(app.db, app.realtime, target, await loadAuthor(app.db, me.id), content);
      return reply.status(201).send(created);
    },
  );
};

export default propertyCommentsRoutes;
