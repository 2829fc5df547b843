import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withHead, type PageHead } from './html-head.js';
import { inProcessFetch } from './in-process-fetch.js';
import { pageHead } from './page-head.js';
import { pageLocaleChoice, type PageLocale } from './page-locale.js';
import { pageCookies } from './page-cookies.js';
import { looksWide, type LoadedRenderer } from './page-renderer.js';

/**
 * The app's `index.html`, kept in memory: read once, and again only when the file changes (a
 * rebuild while the server runs names new assets; a stat, not a read, tells).
 */
function indexHtmlReader(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/** Adds header names to `Vary`, keeping those already there (CORS's `Origin`). */
function varyBy(reply: FastifyReply, ...names: string[]) {
  const present = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = names.filter((name) => !present.some((have) => have.toLowerCase() === name.toLowerCase()));
  if (missing.length) reply.header('vary', [...present, ...missing].join(', '));
}

/** The built page's module script and preloads (Vite puts them in the head). */
const SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

const lowPriority = (tag: string) => (tag.includes('fetchpriority=') ? tag : tag.replace(/^<(script|link)/, '<$1 fetchpriority="low"'));

/**
 * A server-rendered page's scripts moved from the head to the end of the body: the page is drawn
 * from its HTML and styles, so its first paint and its photos must not queue behind the app's
 * scripts (six connections a host over HTTP/1.1), which only hydrate it. A module script runs
 * after the document is parsed wherever it stands.
 */
export function scriptsToBodyEnd(html: string): { html: string; scripts: string } {
  const headEnd = html.search(/<\/head>/i);
  const head = html.slice(0, headEnd);
  // Fetched after what the page shows (its photos), at low priority: they only hydrate it.
  const scripts = head.match(SCRIPT_TAGS)?.map((tag) => lowPriority(tag.trim())) ?? [];
  return { html: head.replace(SCRIPT_TAGS, '') + html.slice(headEnd), scripts: scripts.join('') };
}

/**
 * Sends a page of the app (issue 24): `index.html` with the page's head (title, description,
 * previews, canonical, alternates, JSON-LD) in its language, and, when the app was built with its
 * render module, the page itself rendered for this visitor. What the server knows of the visitor is
 * what the request says: the app's page cookies (a session or not, the theme; never a token), the
 * language (`page-locale.ts`) and the user agent (a phone or not). Either part that fails leaves
 * the page working: without its head (the database is down), or rendered in the browser.
 */
export function pageSender(app: FastifyInstance, root: string, loaded: LoadedRenderer | undefined) {
  const indexHtml = indexHtmlReader(path.join(root, 'index.html'));
  const fetch = inProcessFetch(app);

  const head = async (request: FastifyRequest, pathname: string, locale: PageLocale): Promise<PageHead | undefined> => {
    try {
      const at = request.url.indexOf('?');
      return await pageHead(app, { pathname, search: at < 0 ? '' : request.url.slice(at), locale });
    } catch (error) {
      request.log.warn({ err: error }, 'page head unavailable; sending the page without it');
      return undefined;
    }
  };

  const render = async (using: LoadedRenderer, request: FastifyRequest, locale: PageLocale) => {
    const cookies = pageCookies(request.headers.cookie);
    const session = cookies.estate_session === 'member' || cookies.estate_session === 'guest' ? cookies.estate_session : null;
    const theme = cookies.theme === 'light' ? 'light' : 'dark';
    try {
      const page = await using.renderer.render({
        url: new URL(request.url, app.config.publicUrl).href,
        fetch,
        session,
        locale,
        theme,
        wide: looksWide(request.headers['user-agent']),
        manifest: using.manifest,
      });
      return { ...page, theme };
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; the page renders in the browser');
      return undefined;
    }
  };

  return async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const { locale, fromQuery } = pageLocaleChoice(request);
    // Without `?lang`, the same address answers in the cookie's or the browser's language.
    if (!fromQuery) varyBy(reply, 'Cookie', 'Accept-Language');
    let html = await indexHtml();
    const [pageHeadTags, page] = await Promise.all([head(request, pathname, locale), loaded ? render(loaded, request, locale) : undefined]);
    if (pageHeadTags) html = withHead(html, pageHeadTags);
    if (page?.redirect) return reply.redirect(page.redirect, page.status);
    if (page) {
      const { html: withoutScripts, scripts } = scriptsToBodyEnd(html);
      // Replacement functions: a `$` in the page's text is never read as a replacement pattern.
      html = withoutScripts
        .replace(/<html([^>]*)>/i, (_tag, attributes: string) => `<html${attributes} class="${page.theme}">`)
        .replace(/<\/head>/i, () => `${page.head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.state}`)
        .replace(/<\/body>/i, () => `${scripts}${page.scripts ?? ''}</body>`);
      // Rendered for this visitor's cookies and device: no shared cache may keep it.
      varyBy(reply, 'Cookie', 'User-Agent');
      reply.code(page.status).header('cache-control', 'private, no-cache');
    } else {
      reply.header('cache-control', 'no-cache');
    }
    return reply.type('text/html; charset=utf-8').send(html);
  };
}
