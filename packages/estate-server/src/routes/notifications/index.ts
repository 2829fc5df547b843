import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const notificationsRoutes: FastifyPluginAsyncTypebox = async () => {};

export default notificationsRoutes;
