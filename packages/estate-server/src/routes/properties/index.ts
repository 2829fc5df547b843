import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import createRoutes from './create.js';
import detailRoutes from './details.js';
import leadRoutes from './leads.js';
import listRoutes from './lists.js';
import manageRoutes from './manage.js';

/** `/api/v1/properties/...`: listings, creation, details with views, likes, the owner's changes. */
const propertiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(listRoutes);
  await app.register(createRoutes);
  await app.register(detailRoutes);
  await app.register(leadRoutes);
  await app.register(manageRoutes);
};

export default propertiesRoutes;
