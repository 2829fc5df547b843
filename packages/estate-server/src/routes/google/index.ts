import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const googleRoutes: FastifyPluginAsyncTypebox = async () => {};

export default googleRoutes;
