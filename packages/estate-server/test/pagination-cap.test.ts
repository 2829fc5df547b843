import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { MAX_COUNT } from '../src/lib/pagination.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';

/** The contract's count cap (README, "Counts stop at 10,000"), on a list with more matches than that. */
describe('lists past 10,000 matches', () => {
  let app: App;
  let owner: TestUser;
  const LISTINGS = MAX_COUNT + 45;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api/v1/properties${url}`, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { username: 'wanjiru', role: 'agent' });
    // One statement: generate_series, a minute apart, the newest first by number.
    await app.db.execute(sql`
      insert into properties (user_id, title, slug, cover_photo, price, country, advert_type, property_type, property_status, created_at)
      select ${owner.user.id}, 'Listing ' || n, 'listing-' || n, '/media/covers/x.png', 1000, 'KE',
             case when n % 2 = 0 then 'For Sale' else 'For Rent' end, 'House', 'Completed Project', now() - n * interval '1 minute'
      from generate_series(1, ${LISTINGS}) n`);
  });
  afterAll(() => app.close());

  it('counts up to 10,000 and pages to the 10,000th match, no further', async () => {
    const first = await get('/all');
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(MAX_COUNT);
    expect(first.json().results[0].title).toBe('Listing 1');

    const last = (await get('/all?page=500')).json();
    expect(last.count).toBe(MAX_COUNT);
    expect(last.next).toBeNull();
    expect(last.previous).toMatch(/page=499/);
    expect(last.results.map((row: { title: string }) => row.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Listing ${9981 + i}`));

    for (const url of ['/all?page=501', '/all?page=100000', '/all?page=101&page_size=100']) {
      const past = await get(url);
      expect(past.statusCode, url).toBe(404);
      expect(past.json()).toEqual({ detail: 'Invalid page.' });
    }
    expect((await get('/all?page=100&page_size=100')).json().results).toHaveLength(100);
  });

  it('counts a filtered list exactly below the cap', async () => {
    const forSale = (await get('/KE/?advert_type=For%20Sale')).json();
    expect(forSale.count).toBe(Math.floor(LISTINGS / 2));
    expect(forSale.results[0].title).toBe('Listing 2');
  });
});
