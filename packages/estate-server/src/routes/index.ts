import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/index.js';
import chatRoutes from './chat/index.js';
import chatImageRoutes from './chat/images.js';
import chatMessageRoutes from './chat/messages.js';
import chatSearchRoutes from './chat/search.js';
import chatUnreadRoutes from './chat/unread.js';
import commentsRoutes from './comments/index.js';
import configRoutes from './config/index.js';
import dashboardRoutes from './dashboard/index.js';
import googleRoutes from './google/index.js';
import licenseRoutes from './moderation/licenses.js';
import moderationQueueRoutes from './moderation/queue.js';
import notificationsRoutes from './notifications/index.js';
import paymentRoutes from './payment/index.js';
import ownerModerationRoutes from './moderation/owner.js';
import profileRoutes from './profile/index.js';
import propertiesRoutes from './properties/index.js';
import reelsRoutes from './reels/index.js';
import reportRoutes from './reports/index.js';
import savedSearchesRoutes from './saved-searches/index.js';
import reviewsRoutes from './reviews/index.js';
import userRoutes from './users/index.js';
import viewingsRoutes from './viewings/index.js';

/** Every route of the API, by the folder that mirrors its URL. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(profileRoutes, { prefix: '/profile' });
  // Agents' reviews: /profile/user/{username}/reviews/ and /profile/reviews/{id}/....
  await app.register(reviewsRoutes, { prefix: '/profile' });
  await app.register(propertiesRoutes, { prefix: '/properties' });
  await app.register(reelsRoutes, { prefix: '/reels' });
  await app.register(commentsRoutes, { prefix: '/comments' });
  await app.register(notificationsRoutes, { prefix: '/notifications' });
  await app.register(savedSearchesRoutes, { prefix: '/saved-searches' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(viewingsRoutes, { prefix: '/viewings' });
  // Chat spans two URL areas: /users/chat/ (the inbox) and /chat/... (a thread, a message's edits and reactions, the search).
  await app.register(chatRoutes);
  await app.register(chatUnreadRoutes);
  await app.register(chatMessageRoutes);
  await app.register(chatSearchRoutes);
  await app.register(chatImageRoutes);
  // Members' reports: /properties/{id}/report/, /reels/{id}/report/, /profile/user/{username}/report/, /chat/messages/{id}/report/.
  await app.register(reportRoutes);
  // The owner's side of moderation: /moderation/mine/ and /moderation/cases/{id}/appeal/.
  await app.register(ownerModerationRoutes, { prefix: '/moderation' });
  await app.register(paymentRoutes, { prefix: '/payment' });
  await app.register(googleRoutes, { prefix: '/dj-rest-auth' });
  await app.register(configRoutes, { prefix: '/config' });
  // The moderators' queue and licence checks (the members' own cases share the prefix).
  await app.register(moderationQueueRoutes, { prefix: '/moderation' });
  await app.register(licenseRoutes, { prefix: '/moderation' });
};

export default routes;
