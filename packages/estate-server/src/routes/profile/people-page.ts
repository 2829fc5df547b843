import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listPeople, type PeopleFilter } from '../../domain/profiles.js';
import { requireUser } from '../../lib/guards.js';
import { loadPage } from '../../lib/pagination.js';

/** One page of people for a signed-in caller: the shared body of the agents lists and the searches. */
export async function peoplePage(app: FastifyInstance, request: FastifyRequest, filter: PeopleFilter) {
  requireUser(request);
  return loadPage(request, (window) => listPeople(app.db, filter, window));
}
