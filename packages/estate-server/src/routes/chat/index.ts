import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const chatRoutes: FastifyPluginAsyncTypebox = async () => {};

export default chatRoutes;
