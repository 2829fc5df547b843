import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/index.js';
import profileRoutes from './profile/index.js';
import userRoutes from './users/index.js';

/** Every route of the API, by the folder that mirrors its URL. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(profileRoutes, { prefix: '/profile' });
};

export default routes;
