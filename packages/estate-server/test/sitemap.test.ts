import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { App } from '../src/app.js';
import { reels, users } from '../src/db/schema.js';
import { sitemapPlan, urlset } from '../src/web/sitemap.js';
import { buildTestApp, makeUser } from './helper.js';
import { insertListings } from './properties-fixtures.js';

const PUBLIC_URL = 'https://estate.example';
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const SITEMAP_XSD = fixture('sitemap.xsd');
const SITEINDEX_XSD = fixture('siteindex.xsd');

/** Validates `xml` against a sitemaps.org 0.9 schema (vendored under test/fixtures), offline. */
async function expectValid(xml: string, schema: string) {
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [schema] });
  expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const lastmods = (xml: string) => [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]!);
const urlOf = (xml: string, loc: string) => new RegExp(`<url><loc>${loc.replace(/[.?*+/]/g, '\\$&')}</loc>(?:<lastmod>([^<]*)</lastmod>)?</url>`).exec(xml);

/** Every public page the data below makes, and none of its hidden ones. */
const PUBLIC_PAGES = [
  '/',
  '/clips',
  '/property/on-the-market/',
  '/property/under-offer/',
  '/property/second-listing/',
  '/clip/garden-tour/',
  '/profile/agent_amina/',
  '/profile/top_tom/',
].map((page) => `${PUBLIC_URL}${page}`);

/** An app on a built web app whose database holds public and hidden listings, reels and profiles. */
async function appWithPages(limit?: number): Promise<{ app: App; close: () => Promise<void> }> {
  const webDir = mkdtempSync(path.join(tmpdir(), 'estate-web-sitemap-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Estate</title></head><body></body></html>');
  const app = await buildTestApp({ webDir, publicUrl: PUBLIC_URL, ...(limit ? { sitemapUrlLimit: limit } : {}) });
  const agent = await makeUser(app, { username: 'agent_amina', role: 'agent' });
  await makeUser(app, { username: 'top_tom', role: 'top_agent' });
  await makeUser(app, { username: 'buyer_bea' });
  await makeUser(app, { username: 'seller_sam', role: 'seller' });
  const gone = await makeUser(app, { username: 'inactive_ian', role: 'agent' });
  await app.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
  await insertListings(app, agent.user.id, [
    { slug: 'on-the-market', updatedAt: new Date('2026-05-06T07:08:09.123Z') },
    { slug: 'under-offer', availability: 'under_offer' },
    { slug: 'sold-already', availability: 'sold' },
    { slug: 'let-already', availability: 'let' },
    { slug: 'second-listing' },
  ]);
  await insertListings(app, gone.user.id, [{ slug: 'of-an-inactive-owner' }]);
  await app.db.insert(reels).values([
    { userId: agent.user.id, slug: 'garden-tour', video: '/media/reels/a.mp4', createdAt: new Date('2026-01-02T03:04:05Z') },
    { userId: gone.user.id, slug: 'hidden-tour', video: '/media/reels/b.mp4' },
  ]);
  return { app, close: () => app.close().finally(() => rmSync(webDir, { recursive: true, force: true })) };
}

describe('/sitemap.xml', () => {
  let site: Awaited<ReturnType<typeof appWithPages>>;
  beforeAll(async () => {
    site = await appWithPages();
  });
  afterAll(() => site.close());

  it('lists every public listing, reel and agent profile with the feeds, and is a valid sitemaps.org 0.9 file', async () => {
    const response = await site.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(response.body).sort()).toEqual([...PUBLIC_PAGES].sort());
    await expectValid(response.body, SITEMAP_XSD);
  });

  it('leaves out sold and let listings, buyers and sellers, and what inactive accounts posted', async () => {
    const body = (await site.app.inject({ url: '/sitemap.xml' })).body;
    for (const hidden of ['sold-already', 'let-already', 'of-an-inactive-owner', 'hidden-tour', 'buyer_bea', 'seller_sam', 'inactive_ian'])
      expect(body).not.toContain(hidden);
  });

  it('dates each URL in W3C datetime from its row: a listing’s update, a reel’s creation', async () => {
    const body = (await site.app.inject({ url: '/sitemap.xml' })).body;
    expect(urlOf(body, `${PUBLIC_URL}/property/on-the-market/`)?.[1]).toBe('2026-05-06T07:08:09Z');
    expect(urlOf(body, `${PUBLIC_URL}/clip/garden-tour/`)?.[1]).toBe('2026-01-02T03:04:05Z');
    // The clips feed changed when its newest reel came.
    expect(urlOf(body, `${PUBLIC_URL}/clips`)?.[1]).toBe('2026-01-02T03:04:05Z');
    expect(lastmods(body)).toHaveLength(PUBLIC_PAGES.length);
    for (const lastmod of lastmods(body)) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('reads the rows a batch at a time, each batch starting after the last (keyset), with none repeated or skipped', async () => {
    const plan = await sitemapPlan(site.app.db);
    const chunks: string[] = [];
    for await (const chunk of urlset(site.app.db, PUBLIC_URL, plan.counts, 0, plan.total, 2)) chunks.push(chunk);
    const body = chunks.join('');
    expect(locs(body)).toEqual(locs((await site.app.inject({ url: '/sitemap.xml' })).body));
    // The XML declaration, one chunk a batch of at most two rows, the closing tag.
    expect(chunks.length).toBeGreaterThanOrEqual(2 + Math.ceil(PUBLIC_PAGES.length / 2));
    for (const chunk of chunks.slice(1, -1)) expect(locs(chunk).length).toBeLessThanOrEqual(2);
  });

  it('takes a listing out once it is sold', async () => {
    const { properties } = await import('../src/db/schema.js');
    await site.app.db.update(properties).set({ availability: 'sold' }).where(eq(properties.slug, 'second-listing'));
    expect((await site.app.inject({ url: '/sitemap.xml' })).body).not.toContain('second-listing');
    await site.app.db.update(properties).set({ availability: 'available' }).where(eq(properties.slug, 'second-listing'));
  });
});

describe('a sitemap past its per-file limit', () => {
  let site: Awaited<ReturnType<typeof appWithPages>>;
  beforeAll(async () => {
    site = await appWithPages(3);
  });
  afterAll(() => site.close());

  it('becomes an index of parts, each a valid sitemap within the limit, together every public page once', async () => {
    const index = await site.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    await expectValid(index.body, SITEINDEX_XSD);
    const parts = locs(index.body);
    expect(parts).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));
    const listed: string[] = [];
    for (const part of parts) {
      const response = await site.app.inject({ url: new URL(part).pathname });
      expect(response.statusCode, part).toBe(200);
      expect(response.headers['content-type'], part).toMatch(/^application\/xml/);
      await expectValid(response.body, SITEMAP_XSD);
      expect(locs(response.body).length, part).toBeLessThanOrEqual(3);
      listed.push(...locs(response.body));
    }
    expect(listed.sort()).toEqual([...PUBLIC_PAGES].sort());
  });

  it('answers a part past the last, or part 0, with 404', async () => {
    expect((await site.app.inject({ url: '/sitemap-4.xml' })).statusCode).toBe(404);
    expect((await site.app.inject({ url: '/sitemap-0.xml' })).statusCode).toBe(404);
  });
});

describe('/robots.txt', () => {
  let site: Awaited<ReturnType<typeof appWithPages>>;
  beforeAll(async () => {
    site = await appWithPages();
  });
  afterAll(() => site.close());

  it('allows the public pages, keeps crawlers out of the API and private screens, and names the sitemap', async () => {
    const response = await site.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/inbox',
      '/checkout',
      '/login',
      '/register',
      '/activate/',
      '/google-auth-callback',
      '/payment/',
      '/profile/edit$',
      '/profile/edit/',
      '/my-profile',
      '/favourites',
      '/notifications',
      '/dashboard',
      '/unsubscribe/',
    ])
      expect(lines, path).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // A prefix rule: nothing public starts with what is disallowed.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length).replace(/\$$/, ''));
    for (const page of ['/', '/KE', '/property/a/', '/clip/a/', '/profile/edith/', '/clips', '/explore', '/property-type/House'])
      expect(
        disallowed.filter((rule) => page.startsWith(rule) && (page === rule || !lines.includes(`Disallow: ${rule}$`))),
        page
      ).toEqual([]);
  });
});

describe('a build that ships its own robots.txt and sitemap.xml', () => {
  it('keeps them: its files are served as they are', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'estate-web-own-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Estate</title>');
    writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    writeFileSync(path.join(webDir, 'sitemap.xml'), '<urlset/>');
    const app = await buildTestApp({ webDir, publicUrl: PUBLIC_URL });
    try {
      expect((await app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *\nDisallow: /\n');
      expect((await app.inject({ url: '/sitemap.xml' })).body).toBe('<urlset/>');
    } finally {
      await app.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('without a built web app', () => {
  it('serves no robots.txt or sitemap: this origin has no pages', async () => {
    const app = await buildTestApp();
    try {
      for (const url of ['/robots.txt', '/sitemap.xml']) expect((await app.inject({ url })).statusCode, url).toBe(404);
    } finally {
      await app.close();
    }
  });
});
