import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { profiles, reels } from '../src/db/schema.js';
import { escapeHtml, scriptJson, withHead, type PageHead } from '../src/web/html-head.js';
import { ogImageUrl } from '../src/lib/media-variants.js';
import { pageLocale } from '../src/web/page-locale.js';
import { buildTestApp, makeUser } from './helper.js';
import { insertListings, insertPhotos } from './properties-fixtures.js';

const PUBLIC_URL = 'https://estate.example';

/** The built app's index.html, as examples/marketplace's is. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Connecting Estate Agents, Property Buyers and Sellers Globally" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Estate</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }[name]!));

/** What a link-preview bot reads of a page: the head's tags, unescaped. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => {
    const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(head);
    return tag ? decode(tag[1]!) : undefined;
  };
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    titles: head.match(/<title>/g)?.length ?? 0,
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    description: meta('description'),
    meta,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1],
    alternates: Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map((m) => [m[1], decode(m[2]!)])),
    robots: meta('robots'),
    jsonLd: ld === undefined ? undefined : (JSON.parse(ld) as Record<string, any>),
    scripts: html.match(/<script\b/g)?.length ?? 0,
  };
}

describe('the head of each public page', () => {
  let app: App;
  let webDir: string;
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    return { response, head: readHead(response.body) };
  };

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'estate-web-head-'));
    writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    app = await buildTestApp({ webDir, publicUrl: PUBLIC_URL });
    const agent = await makeUser(app, { username: 'amina', role: 'agent', first_name: 'Amina', last_name: 'Otieno' });
    const buyer = await makeUser(app, { username: 'brian', first_name: 'Brian', last_name: 'Kamau' });
    await app.db
      .update(profiles)
      .set({ profilePhoto: '/media/profiles/amina.jpg', city: 'Mombasa', aboutMe: 'Coastal homes since 2010.', phoneNumber: '+254700000001' })
      .where(eq(profiles.id, agent.user.id));
    const [house] = await insertListings(app, agent.user.id, [
      {
        title: 'Sunny House',
        slug: 'sunny-house',
        description: 'A bright family home near the beach.',
        coverPhoto: '/media/properties/sunny.jpg',
        price: 1250000,
        country: 'KE',
        city: 'Mombasa',
        bedrooms: 3,
        bathrooms: 2,
        createdAt: new Date('2026-03-04T05:06:07Z'),
      },
      { title: '</title><script>alert(1)</script>', slug: 'evil-title', description: 'Quotes " and \' and <b>' },
      { title: 'Cabin & "Lodge"', slug: 'evil-description', description: 'Lovely </script><script>alert(2)</script> view', price: 1250.5 },
    ]);
    await insertPhotos(app, house!.id, [{ photo: 'https://cdn.example/photos/kitchen.jpg', position: 0 }]);
    await app.db.insert(reels).values({
      userId: agent.user.id,
      slug: 'sunny-tour',
      title: 'Sunny tour',
      description: 'Walk through the house.',
      video: '/media/reels/tour.mp4',
      propertyId: house!.id,
    });
    void buyer;
  });

  afterAll(async () => {
    await app.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('gives a property its title, price, picture and RealEstateListing, all with absolute addresses', async () => {
    const { head } = await page('/property/sunny-house/');
    expect(head.lang).toBe('en');
    expect(head.title).toBe('Sunny House · Estate');
    expect([head.titles, head.descriptions]).toEqual([1, 1]);
    expect(head.description).toBe('$1,250,000 · 3 bedrooms · 2 bathrooms · Mombasa, Kenya. A bright family home near the beach.');
    expect(head.meta('og:title')).toBe('Sunny House – $1,250,000');
    expect(head.meta('og:description')).toBe(head.description);
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/media/properties/sunny.jpg.og.jpg`);
    expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/property/sunny-house/`);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:site_name')).toBe('Estate');
    expect(head.meta('og:locale')).toBe('en_US');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.canonical).toBe(`${PUBLIC_URL}/property/sunny-house/`);
    expect(head.alternates).toEqual({
      en: `${PUBLIC_URL}/property/sunny-house/`,
      fr: `${PUBLIC_URL}/property/sunny-house/?lang=fr`,
      sw: `${PUBLIC_URL}/property/sunny-house/?lang=sw`,
      'x-default': `${PUBLIC_URL}/property/sunny-house/`,
    });
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Sunny House',
      description: 'A bright family home near the beach.',
      url: `${PUBLIC_URL}/property/sunny-house/`,
      image: [`${PUBLIC_URL}/media/properties/sunny.jpg`, 'https://cdn.example/photos/kitchen.jpg'],
      datePosted: '2026-03-04T05:06:07.000Z',
      offers: { '@type': 'Offer', price: 1250000, priceCurrency: 'USD' },
      address: { '@type': 'PostalAddress', addressLocality: 'Mombasa', addressCountry: 'KE' },
    });
  });

  it('finds a property by a slug in another case, and keeps the canonical address on its slug', async () => {
    const { head } = await page('/property/Sunny-House?utm_source=whatsapp');
    expect(head.title).toBe('Sunny House · Estate');
    expect(head.canonical).toBe(`${PUBLIC_URL}/property/sunny-house/`);
  });

  it('escapes a title that tries to close the title and open a script', async () => {
    const { response, head } = await page('/property/evil-title/');
    expect(response.body).not.toContain('</title><script>');
    expect(head.title).toBe('</title><script>alert(1)</script> · Estate');
    expect(head.meta('og:title')).toBe('</title><script>alert(1)</script> – $1,000');
    expect(head.description).toContain('Quotes " and \' and <b>');
    expect(head.scripts).toBe(1);
    expect(head.jsonLd?.name).toBe('</title><script>alert(1)</script>');
  });

  it('keeps a description with </script> inside its JSON-LD', async () => {
    const { response, head } = await page('/property/evil-description/');
    expect(response.body).not.toContain('alert(2)</script>');
    expect(response.body).toContain('\\u003c/script\\u003e');
    expect(head.scripts).toBe(1);
    expect(head.jsonLd?.description).toBe('Lovely </script><script>alert(2)</script> view');
    expect(head.jsonLd?.name).toBe('Cabin & "Lodge"');
    expect(head.meta('og:title')).toBe('Cabin & "Lodge" – $1,250.50');
  });

  it('answers an unknown slug with a not-found title and noindex', async () => {
    for (const [url, title] of [
      ['/property/no-such-house/', 'No Property Found · Estate'],
      ['/clip/no-such-clip/', 'Page Not Found · Estate'],
      ['/profile/nobody-here/', 'Page Not Found · Estate'],
      ['/ZZ/', 'Property Not Found · Estate'],
      ['/property-type/castle/', 'Page Not Found · Estate'],
      ['/a/b/c/d/', 'Page Not Found · Estate'],
    ]) {
      const { head } = await page(url!);
      expect(head.title, url).toBe(title);
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeUndefined();
      expect(head.jsonLd, url).toBeUndefined();
    }
  });

  it('gives a reel its video, poster (its listing’s cover) and VideoObject', async () => {
    const { head } = await page('/clip/sunny-tour/');
    expect(head.title).toBe('Sunny tour · Estate');
    expect(head.meta('og:type')).toBe('video.other');
    expect(head.meta('og:video')).toBe(`${PUBLIC_URL}/media/reels/tour.mp4`);
    expect(head.meta('og:video:type')).toBe('video/mp4');
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/media/properties/sunny.jpg.og.jpg`);
    expect(head.description).toBe('Walk through the house. · Sunny House – $1,250,000');
    expect(head.canonical).toBe(`${PUBLIC_URL}/clip/sunny-tour/`);
    expect(head.jsonLd).toMatchObject({
      '@type': 'VideoObject',
      contentUrl: `${PUBLIC_URL}/media/reels/tour.mp4`,
      thumbnailUrl: `${PUBLIC_URL}/media/properties/sunny.jpg.og.jpg`,
    });
  });

  it('gives an agent’s profile a RealEstateAgent and a buyer’s a Person', async () => {
    const agent = (await page('/profile/amina/')).head;
    expect(agent.title).toBe('Amina Otieno (@amina) · Estate');
    expect(agent.meta('og:type')).toBe('profile');
    expect(agent.meta('profile:username')).toBe('amina');
    expect(agent.meta('og:image')).toBe(`${PUBLIC_URL}/media/profiles/amina.jpg`);
    expect(agent.description).toBe('Estate agent in Mombasa, Kenya on Estate: 3 listings, 1 clip. Coastal homes since 2010.');
    expect(agent.jsonLd).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Amina Otieno',
      url: `${PUBLIC_URL}/profile/amina/`,
      image: `${PUBLIC_URL}/media/profiles/amina.jpg`,
      telephone: '+254700000001',
      address: { addressLocality: 'Mombasa', addressCountry: 'KE' },
    });
    const buyer = (await page('/profile/brian/')).head;
    expect(buyer.jsonLd).toMatchObject({ '@type': 'Person', name: 'Brian Kamau', url: `${PUBLIC_URL}/profile/brian/` });
    expect(buyer.jsonLd).not.toHaveProperty('telephone');
    expect(buyer.meta('og:image')).toBeUndefined();
  });

  it('names each listing page for what it lists, with the canonical address the app links to', async () => {
    const cases = [
      ['/KE/', 'Properties in Kenya · Estate', '/KE'],
      ['/ke', 'Properties in Kenya · Estate', '/KE'],
      ['/property-type/house/', 'Houses · Estate', '/property-type/House'],
      ['/property-type/KE/House', 'Houses in Kenya · Estate', '/property-type/KE/House'],
      ['/advert-type/for-sale/', 'Properties for sale · Estate', '/advert-type/For%20Sale'],
      ['/advert-type/KE/For%20Sale', 'Properties for sale in Kenya · Estate', '/advert-type/KE/For%20Sale'],
      ['/property-status/Completed%20Project', 'Properties with status: Completed Projects · Estate', '/property-status/Completed%20Project'],
      ['/property-status/KE/Completed%20Projects', 'Properties with status: Completed Projects in Kenya · Estate', '/property-status/KE/Completed%20Projects'],
      ['/KE/House/For%20Sale/', 'Houses for sale in Kenya · Estate', '/KE/House/For%20Sale/'],
    ] as const;
    for (const [url, title, canonical] of cases) {
      const { head } = await page(url);
      expect(head.title, url).toBe(title);
      expect(head.canonical, url).toBe(`${PUBLIC_URL}${canonical}`);
      expect(head.description, url).toMatch(/: 3 listings on Estate/);
      expect(head.meta('og:image'), url).toMatch(new RegExp(`^${PUBLIC_URL}/media/`));
      expect(head.robots, url).toBeUndefined();
    }
    const empty = (await page('/property-type/Warehouse')).head;
    expect(empty.title).toBe('Warehouses · Estate');
    expect(empty.robots).toBe('noindex');
  });

  it('gives the home feed, the clips and explore their own heads', async () => {
    const home = (await page('/')).head;
    expect(home.title).toBe('Estate · Connecting Estate Agents, Property Buyers and Sellers Globally');
    expect(home.description).toMatch(/^Connecting Estate Agents, Property Buyers and Sellers Globally\./);
    expect(home.canonical).toBe(`${PUBLIC_URL}/`);
    expect(home.meta('og:type')).toBe('website');
    expect(home.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/media/properties/`));
    expect(home.jsonLd).toMatchObject({ '@type': 'WebSite', url: `${PUBLIC_URL}/` });
    const clips = (await page('/clips')).head;
    expect([clips.title, clips.canonical, clips.meta('og:image')]).toEqual([
      'Clips · Estate',
      `${PUBLIC_URL}/clips`,
      `${PUBLIC_URL}/media/properties/sunny.jpg.og.jpg`,
    ]);
    const explore = (await page('/explore')).head;
    expect([explore.title, explore.canonical]).toEqual(['Explore · Estate', `${PUBLIC_URL}/explore`]);
  });

  it('keeps the private screens out of search', async () => {
    for (const url of ['/inbox', '/login', '/checkout', '/my-profile/', '/profile/edit/', '/payment/success/abc']) {
      const { head } = await page(url);
      expect(head.robots, url).toBe('noindex');
      expect(head.title, url).toBe('Estate');
    }
  });

  it('sends French for ?lang=fr: lang, texts, og:locale, canonical and alternates', async () => {
    const { response, head } = await page('/property/sunny-house/?lang=fr');
    expect(head.lang).toBe('fr');
    expect(head.description).toBe('$1,250,000 · 3 chambres · 2 salles de bain · Mombasa, Kenya. A bright family home near the beach.');
    expect(head.meta('og:locale')).toBe('fr_FR');
    expect(head.meta('og:locale:alternate')).toBe('en_US');
    expect(head.canonical).toBe(`${PUBLIC_URL}/property/sunny-house/?lang=fr`);
    expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/property/sunny-house/?lang=fr`);
    expect(head.alternates.fr).toBe(`${PUBLIC_URL}/property/sunny-house/?lang=fr`);
    expect(head.alternates['x-default']).toBe(`${PUBLIC_URL}/property/sunny-house/`);
    // The address decides: the same answer whatever the cookie or the browser says.
    expect(response.headers.vary ?? '').not.toMatch(/cookie/i);
    const listing = (await page('/KE/House/For%20Sale/?lang=fr')).head;
    expect(listing.title).toBe('Maisons à vendre – Kenya · Estate');
  });

  it('sends Swahili for ?lang=sw, the locale cookie or Accept-Language: lang, texts, og:locale, canonical', async () => {
    const { head } = await page('/property/sunny-house/?lang=sw');
    expect(head.lang).toBe('sw');
    expect(head.description).toBe('$1,250,000 · vyumba 3 vya kulala · bafu 2 · Mombasa, Kenya. A bright family home near the beach.');
    expect(head.meta('og:locale')).toBe('sw_KE');
    expect(head.canonical).toBe(`${PUBLIC_URL}/property/sunny-house/?lang=sw`);
    expect((await page('/KE/House/For%20Sale/?lang=sw')).head.title).toBe('Nyumba za kuuzwa – Kenya · Estate');
    expect((await page('/clips', { cookie: 'locale=sw' })).head.lang).toBe('sw');
    expect((await page('/clips', { 'accept-language': 'sw-KE,en;q=0.5' })).head.title).toBe('Klipu · Estate');
  });

  it('sends French for the locale cookie and for Accept-Language, and says the answer varies by them', async () => {
    const byCookie = await page('/', { cookie: 'theme=dark; locale=fr' });
    expect(byCookie.head.lang).toBe('fr');
    expect(byCookie.head.title).toBe('Estate · Relier agents immobiliers, acheteurs et vendeurs du monde entier');
    expect(byCookie.head.meta('og:locale')).toBe('fr_FR');
    expect(byCookie.head.canonical).toBe(`${PUBLIC_URL}/?lang=fr`);
    expect(byCookie.response.headers.vary).toMatch(/Cookie/);
    expect(byCookie.response.headers.vary).toMatch(/Accept-Language/);
    // Added to what the other plugins vary by (CORS's Origin), not in its place.
    expect(byCookie.response.headers.vary).toMatch(/Origin/);
    const byBrowser = await page('/clips', { 'accept-language': 'de-DE, fr-CA;q=0.8, en;q=0.5' });
    expect(byBrowser.head.lang).toBe('fr');
    // ?lang wins over the cookie, and the cookie over the browser.
    expect((await page('/clips?lang=en', { cookie: 'locale=fr' })).head.lang).toBe('en');
    expect((await page('/clips', { cookie: 'locale=en', 'accept-language': 'fr' })).head.lang).toBe('en');
    expect((await page('/clips')).head.lang).toBe('en');
  });

  it('sends the page without its head, rather than failing, when the database cannot answer', async () => {
    const withoutDb = await buildTestApp({ webDir, publicUrl: PUBLIC_URL });
    await withoutDb.database.close();
    try {
      const response = await withoutDb.inject({ url: '/property/sunny-house/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await withoutDb.close().catch(() => undefined);
    }
  });
});

describe('pageLocale', () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers });
  it('reads ?lang, then the locale cookie, then Accept-Language, then says English', () => {
    expect(pageLocale(request('/?lang=fr', { cookie: 'locale=en' }))).toBe('fr');
    expect(pageLocale(request('/?lang=de', { cookie: 'locale=fr' }))).toBe('fr');
    expect(pageLocale(request('/', { cookie: 'a=1; locale=fr', 'accept-language': 'en' }))).toBe('fr');
    expect(pageLocale(request('/', { cookie: 'locale=de', 'accept-language': 'fr-FR,fr;q=0.9' }))).toBe('fr');
    expect(pageLocale(request('/', { cookie: 'locale=sw', 'accept-language': 'fr-FR,fr;q=0.9' }))).toBe('sw');
    expect(pageLocale(request('/', { 'accept-language': 'fr;q=0.4, en;q=0.6' }))).toBe('en');
    expect(pageLocale(request('/', { 'accept-language': 'fr;q=0' }))).toBe('en');
    expect(pageLocale(request('/'))).toBe('en');
  });
});

describe('withHead', () => {
  const head: PageHead = {
    locale: 'fr',
    title: 'Prix $& <b>',
    description: 'Un "bien"',
    ogTitle: 'Prix',
    ogType: 'website',
    siteName: 'Estate',
    canonical: 'https://estate.example/?lang=fr',
    alternates: [],
    ogExtra: [],
    noindex: false,
  };

  it('sets the language, replaces the title and description once, and adds the rest before </head>', () => {
    const html = withHead(INDEX_HTML, head);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Prix $&amp; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="Un &quot;bien&quot;">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Connecting Estate Agents');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds a title, a description and a lang to a page that has none', () => {
    const html = withHead('<!doctype html><html class="dark"><head></head><body></body></html>', head);
    expect(html).toMatch(/^<!doctype html><html lang="fr" class="dark"><head>/);
    expect(html).toContain('<title>Prix $&amp; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="Un &quot;bien&quot;">');
  });

  it('escapes text for HTML and JSON for a script', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(scriptJson({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });

  it("makes a stored picture's preview its 1200 × 630 variant, absolute, and keeps an absolute one", () => {
    expect(ogImageUrl('https://estate.example', '/media/a.jpg')).toBe('https://estate.example/media/a.jpg.og.jpg');
    expect(ogImageUrl('https://estate.example', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});
