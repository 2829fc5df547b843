import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const paymentRoutes: FastifyPluginAsyncTypebox = async () => {};

export default paymentRoutes;
