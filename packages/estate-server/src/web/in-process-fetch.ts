import type { FastifyInstance } from 'fastify';

/**
 * Marks a request as a server render's own (`isServerRender`): it reads for a page, and is not a
 * visitor looking at anything. Sending it from outside only means not being counted.
 */
export const SERVER_RENDER_HEADER = 'x-estate-server-render';

/** Whether a request came from a server render in this process (`inProcessFetch`). */
export function isServerRender(request: { headers: Record<string, unknown> }): boolean {
  return request.headers[SERVER_RENDER_HEADER] === '1';
}

/** Statuses whose response has no body (a `Response` refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` answered by this server's own routes (`app.inject`): what a server render asks the API
 * for never leaves the process (issue 24). The request passes through every hook and serialiser a
 * network request would, so the page gets exactly the JSON the browser would.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(request.headers), [SERVER_RENDER_HEADER]: '1' },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
