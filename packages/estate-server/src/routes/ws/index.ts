import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const socketRoutes: FastifyPluginAsyncTypebox = async () => {};

export default socketRoutes;
