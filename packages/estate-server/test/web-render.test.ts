import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { pageCookies } from '../src/web/page-cookies.js';
import { looksWide } from '../src/web/page-renderer.js';
import { inProcessFetch } from '../src/web/in-process-fetch.js';
import { buildTestApp, makeUser } from './helper.js';
import { insertListings } from './properties-fixtures.js';

/**
 * The server's side of server rendering (issue 24): the app's render module is found beside the web
 * dir, called with what the request says of the visitor and a fetch answered in process, and its
 * answer put into the built page. The render module here stands for the app's (whose own render the
 * journeys prove): it echoes what it was given, asks the API through the fetch it got, and fails or
 * redirects when the path says so.
 */
const RENDER_MODULE = `
export async function render(options) {
  const url = new URL(options.url);
  if (url.pathname === '/boom/') throw new Error('render failed');
  if (url.pathname === '/moved/') return { status: 302, redirect: '/elsewhere/', head: '', html: '', state: '' };
  const feed = await (await options.fetch(url.origin + '/api/v1/properties/all?page_size=1')).json();
  const { fetch: _fetch, manifest, ...given } = options;
  return {
    status: url.pathname === '/missing/' ? 404 : 200,
    head: '<link rel="stylesheet" href="/assets/page.css">',
    scripts: '<link rel="modulepreload" crossorigin href="/assets/page.js">',
    html: '<main>' + JSON.stringify({ ...given, count: feed.count, manifest: Object.keys(manifest) }).replace(/</g, '\\\\u003c') + '</main>',
    state: '<script type="application/json" id="estate-ssr">{}</script>',
  };
}
`;

describe('pages rendered on the server by the app', () => {
  let app: App;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'estate-ssr-'));
    const webDir = path.join(root, 'dist');
    mkdirSync(path.join(webDir, '.vite'), { recursive: true });
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n<head><title>Estate</title>\n<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react.js">\n<link rel="stylesheet" href="/assets/index.css"></head>\n<body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }));
    writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDER_MODULE);
    app = await buildTestApp({ webDir });
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const rendered = (body: string) => JSON.parse(/<main>(.*)<\/main>/.exec(body)![1]!) as Record<string, unknown>;

  it('renders a page into the built HTML: head links, the markup in the root, the state after it', async () => {
    const response = await app.inject({ url: '/KE/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/page.css"></head>');
    expect(response.body).toMatch(/<div id="root"><main>.*<\/main><\/div><script type="application\/json" id="estate-ssr">/);
    // The page paints from its HTML and styles: the scripts that hydrate it wait at the end of the body.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(response.body).toMatch(
      /<\/script><script fetchpriority="low" type="module" crossorigin src="\/assets\/index.js"><\/script><link fetchpriority="low" rel="modulepreload" crossorigin href="\/assets\/react.js"><link rel="modulepreload" crossorigin href="\/assets\/page.js"><\/body>/,
    );
    expect(response.body).toContain('<html lang="en" class="dark">');
    // Rendered for this visitor's cookies and device: no shared cache may keep it.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(rendered(response.body)).toMatchObject({
      url: `${app.config.publicUrl}/KE/`,
      session: null,
      locale: 'en',
      theme: 'dark',
      wide: true,
      manifest: ['index.html'],
    });
  });

  it("hands the render a fetch answered by this server's own API, in process", async () => {
    const response = await app.inject({ url: '/' });
    const count = (await (await app.inject({ url: '/api/v1/properties/all?page_size=1' })).json()).count;
    expect(rendered(response.body).count).toBe(count);
  });

  it('renders for what the cookies and the user agent say: session, language, theme, phone', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const response = await app.inject({ url: '/clips', headers: { cookie: 'estate_session=member; locale=fr; theme=light', 'user-agent': phone } });
    expect(rendered(response.body)).toMatchObject({ session: 'member', locale: 'fr', theme: 'light', wide: false });
    expect(response.body).toContain('<html lang="fr" class="light">');
    const guest = await app.inject({ url: '/clips?lang=en', headers: { cookie: 'estate_session=guest; locale=fr' } });
    expect(rendered(guest.body)).toMatchObject({ session: 'guest', locale: 'en' });
  });

  it('reads nothing it did not write: unknown or malformed cookie values count as none', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'estate_session=admin; locale=%E0%A4%A; theme=<script>' } });
    expect(response.statusCode).toBe(200);
    expect(rendered(response.body)).toMatchObject({ session: null, locale: 'en', theme: 'dark' });
  });

  it("passes on the render's status and redirects", async () => {
    expect((await app.inject({ url: '/missing/' })).statusCode).toBe(404);
    const moved = await app.inject({ url: '/moved/' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/elsewhere/');
  });

  it('sends the page to be rendered in the browser when the render fails', async () => {
    const response = await app.inject({ url: '/boom/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("does not count a server render's read of a listing as a view: the visitor's browser counts theirs", async () => {
    const owner = await makeUser(app);
    const [listing] = await insertListings(app, owner.user.id, [{}]);
    const views = async () =>
      ((await app.inject({ url: `/api/v1/properties/details/${listing!.slug}/`, remoteAddress: '10.0.0.9' })).json() as { views: number }).views;
    const before = await views();
    const render = inProcessFetch(app);
    for (let read = 0; read < 3; read++) expect((await render(`${app.config.publicUrl}/api/v1/properties/details/${listing!.slug}/`)).status).toBe(200);
    expect(await views()).toBe(before);
    // Another visitor (another address) is counted as ever.
    await app.inject({ url: `/api/v1/properties/details/${listing!.slug}/`, remoteAddress: '10.0.0.10' });
    expect(await views()).toBe(before + 1);
  });

  it('never renders the API, media or files as pages', async () => {
    expect((await app.inject({ url: '/api/v1/nothing-here/' })).headers['content-type']).toMatch(/json/);
    expect((await app.inject({ url: '/assets/missing-file.js' })).statusCode).toBe(404);
  });
});

describe('what the page render reads of a request', () => {
  it('parses cookies, skipping values that are not valid encoding', () => {
    expect(pageCookies('a=1; estate_session=guest;bad=%E0%A4%A; =x; theme=light')).toEqual({ a: '1', estate_session: 'guest', theme: 'light', '': 'x' });
    expect(pageCookies(undefined)).toEqual({});
  });

  it("guesses a phone's or tablet's narrow layout from the user agent", () => {
    expect(looksWide('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(false);
    expect(looksWide('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(true);
    expect(looksWide(undefined)).toBe(true);
  });
});
