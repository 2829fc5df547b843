import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const commentsRoutes: FastifyPluginAsyncTypebox = async () => {};

export default commentsRoutes;
