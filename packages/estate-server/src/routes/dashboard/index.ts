import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { agentDashboard, hasDashboard, listingOwner } from '../../domain/dashboard.js';
import { upcomingForOwner } from '../../domain/viewings.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses } from '../../schemas/common.js';
import { Dashboard, DASHBOARD_DEFAULT_DAYS, DASHBOARD_VIEWINGS, DashboardQuery } from '../../schemas/dashboard.js';

/**
 * `/api/v1/dashboard/`: an agent's statistics. Personal, so never in the read cache; the three
 * grouped queries behind it cost the same for 1 listing or 500.
 */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      // Signed in here; being an agent is checked below, against the profile.
      config: { access: 'user' },
      schema: {
        tags: ['dashboard'],
        summary: 'My listings\u2019 views, likes, comments, chats and saves: totals, a series a day, by listing, the top ones; my coming viewings (agents only)',
        querystring: DashboardQuery,
        response: { 200: Dashboard, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      if (!(await hasDashboard(app.db, me.id))) throw forbidden('dashboard_forbidden');
      const { days = DASHBOARD_DEFAULT_DAYS, property } = request.query;
      if (property !== undefined && (await listingOwner(app.db, property)) !== me.id) throw notFound('property_not_found');
      const [dashboard, upcoming] = await Promise.all([
        agentDashboard(app.db, me.id, days, property ?? null),
        upcomingForOwner(app.db, me.id, property ?? null, DASHBOARD_VIEWINGS),
      ]);
      return { ...dashboard, upcoming_viewings: upcoming };
    },
  );
};

export default dashboardRoutes;
