import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createClipComment, listClipComments } from '../../domain/clip-comments.js';
import { loadAuthor } from '../../domain/comments.js';
import { findReelRow } from '../../domain/reels.js';
import { foundOr404 } from '../../lib/found.js';
import { loadPage, PageQuery, Paginated } from '../../lib/pagination.js';
import { trimFields } from '../../lib/trim.js';
import { callerOf } from '../../plugins/access.js';
import { ClipComment, CommentContent } from '../../schemas/comment.js';
import { errorResponses, RowId } from '../../schemas/common.js';

const clipCommentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['comments'];

  const reelOr404 = (id: number) => foundOr404(findReelRow(app.db, id), 'reel_not_found');

  app.get(
    '/clip-comments/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A reel\u2019s comments, newest first (no token needed)',
        querystring: Type.Object({ ...PageQuery.properties, reel: RowId({ description: 'The reel id.' }) }),
        response: { 200: Paginated(ClipComment), ...errorResponses },
      },
    },
    async (request) => {
      const reel = await reelOr404(request.query.reel);
      return loadPage(request, (window) => listClipComments(app.db, reel.id, window));
    },
  );

  app.post(
    '/clip-comments/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Comment on a reel',
        body: Type.Object({
          post: RowId({ description: 'The reel id.' }),
          content: CommentContent,
        }),
        response: { 201: ClipComment, ...errorResponses },
      },
      preValidation: trimFields('content'),
    },
    async (request, reply) => {
      const me = callerOf(request);
      const { content } = request.body;
      const reel = await reelOr404(request.body.post);
      const comment = await createClipComment(app.db, app.realtime, reel, await loadAuthor(app.db, me.id), content);
      return reply.status(201).send(comment);
    },
  );
};

export default clipCommentsRoutes;
