import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const propertiesRoutes: FastifyPluginAsyncTypebox = async () => {};

export default propertiesRoutes;
