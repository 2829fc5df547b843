import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import clipCommentsRoutes from './clip-comments.js';
import propertyCommentsRoutes from './property-comments.js';

/** Comments on properties (with one level of replies) and on reels. */
const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(propertyCommentsRoutes);
  await app.register(clipCommentsRoutes);
};

export default commentsRoutes;
