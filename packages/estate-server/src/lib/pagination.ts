import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { notFound } from './errors.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/**
 * The last page number a list can have: rows have `integer` ids, so no count passes 2^31 - 1. A
 * larger page is a 400 before it reaches the database, where its offset would overflow `bigint`.
 */
export const MAX_PAGE = 2_147_483_647;

/**
 * Lists count their matches exactly up to this many. A list with more reports this count, and its
 * pages go no further than this match (page 500 at 20 a page); a page past that is 404 'Invalid
 * page.' like any page past the last. Counting a million rows costs a read of a million index
 * entries on every page; nobody pages that deep (search portals stop at the same depth).
 */
export const MAX_COUNT = 10_000;

/** `?page`: every paged list takes the same bounded number. */
export const PageNumber = (description = 'Page number, from 1.') => Type.Integer({ minimum: 1, maximum: MAX_PAGE, description });

export const PageQuery = Type.Object({
  page: Type.Optional(PageNumber()),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      default: DEFAULT_PAGE_SIZE,
      description: `Items a page; a larger value is capped at ${MAX_PAGE_SIZE} (\`info.x-estate-limits.page_size.maximum\`), as DRF's max_page_size does.`,
    }),
  ),
});

/** A DRF-style page: `{count, next, previous, results}`. */
export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Type.Union([Type.String(), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    results: Type.Array(item),
  });

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
  limit: number;
}

export function pageWindow(query: { page?: number; page_size?: number }): PageWindow {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize, limit: pageSize };
}

/**
 * A link to another page of this list, on the configured public origin (PUBLIC_URL). The request's
 * Host and X-Forwarded-* headers are not used: a malformed one must not break the list, and a
 * forged one must not point a client's next page at another site.
 */
function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(new URL(request.server.config.publicUrl).origin);
  const queryAt = request.url.indexOf('?');
  // The path is set through the URL's own setter, which escapes it and can never change the host.
  url.pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  url.search = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Whether a window starts past the last match any list shows (see MAX_COUNT): a 404 without a query. */
export function pastLastMatch(window: PageWindow): boolean {
  return window.offset >= MAX_COUNT;
}

/**
 * Wraps one page of rows; a page past the last (other than an empty first page) is a 404, as in
 * DRF. The count is capped at MAX_COUNT, and so are the pages.
 */
export function toPage<T>(request: FastifyRequest, window: PageWindow, count: number, results: T[]): Page<T> {
  const shown = Math.min(count, MAX_COUNT);
  const lastPage = Math.max(1, Math.ceil(shown / window.pageSize));
  if (window.page > lastPage) throw notFound('invalid_page');
  return {
    count: shown,
    next: window.page < lastPage ? pageUrl(request, window.page + 1) : null,
    previous: window.page > 1 ? pageUrl(request, window.page - 1) : null,
    results,
  };
}

/** One page of a list: reads `?page` and `?page_size`, loads that window, and wraps it as a page. */
export async function loadPage<T>(
  request: FastifyRequest,
  load: (window: PageWindow) => Promise<{ count: number; rows: T[] }>,
  query: { page?: number; page_size?: number } = request.query as { page?: number; page_size?: number },
): Promise<Page<T>> {
  const window = pageWindow(query);
  if (pastLastMatch(window)) throw notFound('invalid_page');
  const { count, rows } = await load(window);
  return toPage(request, window, count, rows);
}
