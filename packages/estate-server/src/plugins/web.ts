import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLoopback } from '../config.js';
import { notFound } from '../lib/errors.js';
import { inProcessFetch } from '../lib/in-process-fetch.js';
import { loadRenderer, looksWide, pageCookies, type LoadedRenderer } from '../lib/page-renderer.js';

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
 * Serves the built marketplace app on the API's origin when `webDir` holds one: files as they
 * are, and `index.html` for every other page path so the client router can take it.
 */
export default fp(
  async (app) => {
    const dir = app.config.webDir;
    if (!dir || !existsSync(path.join(dir, 'index.html'))) return;
    const root = path.resolve(dir);
    const loaded = await loadRenderer(root, app.config.ssrEntry);
    const pageFetch = inProcessFetch(app);
    let indexHtml: string | undefined;
    // Read once: the built app's page does not change while the server runs.
    const template = () => (indexHtml ??= readFileSync(path.join(root, 'index.html'), 'utf8'));
    app.addHook('onRequest', async (request, reply) => {
      const to = publicPageRedirect(app.config.publicUrl, request);
      // 307: temporary, so a browser does not remember it past a change of PUBLIC_URL.
      if (to) return reply.redirect(to, 307);
    });
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      decorateReply: true,
      wildcard: false,
      // Not even `/`: every page goes through the page route below, which renders it.
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
      if (!loaded) return reply.type('text/html').sendFile('index.html');
      return renderPage(loaded, request, reply);
    });

    /**
     * A page rendered on the server (issue 24), from what the request says of the visitor: the
     * app's page cookies (a session or not, language, theme) and the user agent (phone or not). A
     * render that fails sends the page to be rendered in the browser, as without a renderer.
     */
    const renderPage = async (using: LoadedRenderer, request: FastifyRequest, reply: FastifyReply) => {
      const cookies = pageCookies(request.headers.cookie);
      const session = cookies.estate_session === 'member' || cookies.estate_session === 'guest' ? cookies.estate_session : null;
      const asked = new URL(request.url, app.config.publicUrl).searchParams.get('lang');
      const locale = asked === 'fr' || asked === 'en' ? asked : cookies.locale === 'fr' ? 'fr' : 'en';
      let page;
      try {
        page = await using.renderer.render({
          url: new URL(request.url, app.config.publicUrl).href,
          fetch: pageFetch,
          session,
          locale,
          theme: cookies.theme === 'light' ? 'light' : 'dark',
          wide: looksWide(request.headers['user-agent']),
          manifest: using.manifest,
        });
      } catch (error) {
        request.log.error({ err: error }, 'server render failed; the page renders in the browser');
        return reply.type('text/html').sendFile('index.html');
      }
      if (page.redirect) return reply.redirect(page.redirect, page.status);
      const html = template()
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}" class="${cookies.theme === 'light' ? 'light' : 'dark'}"`)
        .replace('</head>', `${page.head}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.state}`);
      // The HTML follows the visitor's cookies and device: shared caches must not keep it.
      return reply
        .code(page.status)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie, User-Agent')
        .type('text/html; charset=utf-8')
        .send(html);
    };
  },
  { name: 'web', dependencies: ['config', 'errors'] }
);
