import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listPeople, type PeopleFilter } from '../../domain/profiles.js';
import { requireUser } from '../../lib/guards.js';
import { pageWindow, toPage } from '../../lib/pagination.js';

/** One page of people for a signed-in caller: the shared body of the agents lists and the searches. */
export async function peoplePage(app: FastifyInstance, request: FastifyRequest, filter: PeopleFilter) {
  requireUser(request);
  const window = pageWindow(request.query as { page?: number; page_size?: number });
  const { count, rows } = await listPeople(app.db, filter, window);
  return toPage(request, window, count, rows);
}
