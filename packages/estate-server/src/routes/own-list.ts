import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import type { Db } from '../db/connect.js';
import { loadPage, PageQuery, Paginated, type PageWindow } from '../lib/pagination.js';
import { callerOf } from '../plugins/access.js';
import { errorResponses } from '../schemas/common.js';

type RoutesApp = Parameters<FastifyPluginAsyncTypebox>[0];

export interface OwnListRoute<Item extends TSchema> {
  url: string;
  access: 'user' | 'member';
  tags: string[];
  summary: string;
  /** The schema of one row. */
  item: Item;
  /** One window of the caller's rows, and how many there are. */
  list: (db: Db, userId: number, window: PageWindow) => Promise<{ count: number; rows: Static<Item>[] }>;
}

/** `GET url`: the signed-in caller's own rows of one kind, a page at a time (`?page`, `?page_size`). */
export function ownPagedList<Item extends TSchema>(app: RoutesApp, route: OwnListRoute<Item>): void {
  app.get(
    route.url,
    {
      config: { access: route.access },
      // The page's type is checked where `list` is given; for a type parameter TypeBox cannot tell it here.
      schema: { tags: route.tags, summary: route.summary, querystring: PageQuery, response: { 200: Paginated(route.item) as TSchema, ...errorResponses } },
    },
    async (request) => loadPage(request, (window) => route.list(app.db, callerOf(request).id, window)),
  );
}
