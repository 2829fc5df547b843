import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listPeople, type PeopleFilter } from '../../domain/profiles.js';
import { loadPage } from '../../lib/pagination.js';

/** One page of people: the shared body of the agents lists and the searches (routes for signed-in callers). */
export async function peoplePage(app: FastifyInstance, request: FastifyRequest, filter: PeopleFilter) {
  return loadPage(request, (window) => listPeople(app.db, filter, window));
}
