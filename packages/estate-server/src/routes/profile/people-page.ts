import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withAgentStats } from '../../domain/agent-directory.js';
import { listPeople, type PeopleFilter } from '../../domain/profiles.js';
import { loadPage } from '../../lib/pagination.js';

/** One page of people: the shared body of the agents lists and the searches (routes for signed-in callers). */
export async function peoplePage(app: FastifyInstance, request: FastifyRequest, filter: PeopleFilter) {
  return loadPage(request, (window) => listPeople(app.db, filter, window));
}

/** One page of agents with the directory's figures (rating, reviews, active listings, response time). */
export async function agentPage(app: FastifyInstance, request: FastifyRequest, filter: PeopleFilter) {
  return loadPage(request, async (window) => {
    const { count, rows } = await listPeople(app.db, filter, window);
    return { count, rows: await withAgentStats(app.db, rows) };
  });
}
