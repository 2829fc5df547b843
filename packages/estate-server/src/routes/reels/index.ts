import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const reelsRoutes: FastifyPluginAsyncTypebox = async () => {};

export default reelsRoutes;
