import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isLoopback } from '../config.js';
import { notFound } from '../lib/errors.js';
import { loadRenderer } from '../web/page-renderer.js';
import { pageSender } from '../web/send-page.js';
import { robotsTxt } from '../web/robots.js';
import { SITEMAP_URL_LIMIT, sitemapIndex, sitemapPlan, urlset } from '../web/sitemap.js';

/** A path that names a file (`/assets/index-1a2b.js`), as opposed to a page of the app (`/KE/`). */
const ASSET = /\/[^/]+\.[a-z0-9]{1,8}$/i;
/** A file Vite named by its content hash (`assets/index-1a2B3c4D.js`). */
const IMMUTABLE = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i;

/** Paths the app's pages never take: the API, media, chat sockets and the local Paystack sandbox. */
const NOT_A_PAGE = /^\/(?:api|media|ws|paystack-sandbox)(?:\/|$)/;

/**
 * Where a page request should have gone, when it reached this server under another loopback name
 * of its public origin (`127.0.0.1:8000` for `localhost:8000`, or the reverse): the public origin
 * with the same path and query. Undefined when the request is already there, is not for a page,
 * or came through any other name (a LAN address, a proxy's host), which is never redirected.
 *
 * Why here, and not in the app: the session lives in the origin's local storage, and payment
 * callbacks, activation and e-mailed links all return to the public origin. A person who opened
 * the app on the other alias would sign in there and come back from paying signed out. Sending
 * the page request to the public origin before any script runs means they never sign in on the
 * wrong one, with no app code, no flash of a page, and nothing to get wrong in the embeds (which
 * are not served from here). Only the web app's pages move; API calls answer on any name.
 */
export function publicPageRedirect(publicUrl: string, request: { method: string; url: string; host: string }): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const pathname = request.url.split('?')[0]!;
  if (NOT_A_PAGE.test(pathname) || ASSET.test(pathname)) return undefined;
  const target = new URL(publicUrl);
  let reached: URL;
  try {
    reached = new URL(`${target.protocol}//${request.host}`);
  } catch {
    return undefined;
  }
  const bare = (name: string) => name.replace(/^\[|\]$/g, '');
  if (reached.host === target.host || reached.port !== target.port) return undefined;
  if (!isLoopback(bare(reached.hostname)) || !isLoopback(bare(target.hostname))) return undefined;
  return `${target.origin}${request.url}`;
}

/**
 * `/robots.txt` and `/sitemap.xml` (with its parts `/sitemap-{n}.xml`). Served only with the web
 * app: they describe the pages this origin serves, and an API-only server has none (a site that
 * hosts the app elsewhere serves its own). The sitemap is streamed from the database a batch at a
 * time, and becomes an index of parts past `sitemapUrlLimit` URLs (50,000, sitemaps.org's limit).
 */
function discoveryRoutes(app: FastifyInstance, root: string) {
  // A build that ships its own (a static site's choice) keeps it: its file is served as it is.
  const own = (file: string) => existsSync(path.join(root, file));
  const route = { config: { access: 'public' as const }, schema: { hide: true } };
  const limit = () => app.config.sitemapUrlLimit ?? SITEMAP_URL_LIMIT;
  const xml = (reply: FastifyReply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300');

  if (!own('robots.txt')) {
    app.get('/robots.txt', route, (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(app.config.publicUrl))
    );
  }
  if (own('sitemap.xml')) return;

  app.get('/sitemap.xml', route, async (_request, reply) => {
    const plan = await sitemapPlan(app.db, limit());
    if (plan.total > limit()) return xml(reply).send(sitemapIndex(app.config.publicUrl, plan.parts));
    return xml(reply).send(Readable.from(urlset(app.db, app.config.publicUrl, plan.counts, 0, plan.total)));
  });

  app.get('/sitemap-:part(^\\d{1,6}).xml', route, async (request, reply) => {
    const part = Number((request.params as { part: string }).part);
    const plan = await sitemapPlan(app.db, limit());
    if (part < 1 || part > plan.parts) throw notFound();
    const start = (part - 1) * limit();
    return xml(reply).send(Readable.from(urlset(app.db, app.config.publicUrl, plan.counts, start, Math.min(start + limit(), plan.total))));
  });
}

/**
 * Serves the built marketplace app on the API's origin when `webDir` holds one: files as they
 * are, and every other page path as a page with its head, rendered on the server when the app was
 * built with its render module (`send-page.ts`); `/robots.txt` and `/sitemap.xml` beside them.
 */
export default fp(
  async (app) => {
    const dir = app.config.webDir;
    if (!dir || !existsSync(path.join(dir, 'index.html'))) return;
    const root = path.resolve(dir);
    const sendPage = pageSender(app, root, await loadRenderer(root, app.config.ssrEntry));
    app.addHook('onRequest', (request, reply, done) => {
      const to = publicPageRedirect(app.config.publicUrl, request);
      // 307: temporary, so a browser does not remember it past a change of PUBLIC_URL.
      if (to) return void reply.redirect(to, 307);
      done();
    });
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      decorateReply: true,
      wildcard: false,
      // `/` is a page like the others (its head is the home feed's), served by the route below.
      index: false,
      // The build writes `.br` and `.gz` copies beside its text files (examples/marketplace's
      // vite-precompress); a browser that accepts one is sent it, with nothing compressed per request.
      preCompressed: true,
      setHeaders: (reply, file) => {
        // Vite names what it builds under /assets/ by content hash: a name never changes meaning.
        if (IMMUTABLE.test(file)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
    // A catch-all page route rather than a second not-found handler: the errors plugin already owns
    // the root one, and Fastify allows one a prefix.
    // Files are listed once at start (`wildcard: false`); one written later (a rebuild while the
    // server runs) is still served from disk. A missing file is a 404, never the page: a module
    // script answered with HTML fails in a way no one can read.
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
      const pathname = decodeURIComponent(request.url.split('?')[0]!);
      const isApi = pathname.startsWith('/api/') || pathname.startsWith('/media/') || pathname.startsWith('/ws/');
      if (isApi) throw notFound();
      const file = path.join(root, path.normalize(pathname));
      if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) return reply.sendFile(path.relative(root, file));
      if (ASSET.test(pathname)) throw notFound();
      return sendPage(request, reply, pathname);
    });
    discoveryRoutes(app, root);
  },
  { name: 'web', dependencies: ['config', 'errors', 'db', 'read-cache'] }
);
