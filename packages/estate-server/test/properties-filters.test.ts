import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { parseListingFilters } from '../src/domain/listing-filters.js';
import { properties } from '../src/db/schema.js';
import { ApiError } from '../src/lib/errors.js';
import { buildTestApp, makeUser, onPostgres, type TestUser } from './helper.js';
import { insertListings, minutesAgo } from './properties-fixtures.js';

const BASE = '/api/v1/properties';

interface Listed {
  id: number;
  title: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  plot_area: number;
  like_count: number;
}

describe('property list filters and sorts', () => {
  let app: App;
  let owner: TestUser;
  /** Listings by title: `a` oldest … `h` newest. */
  const ids: Record<string, number> = {};

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `${BASE}${url}`, headers });
  const titles = async (url: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return (response.json().results as Listed[]).map((row) => row.title);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { username: 'filterer', role: 'agent' });
    const rows = await insertListings(app, owner.user.id, [
      { title: 'a', price: 50_000, bedrooms: 1, bathrooms: 1, plotArea: 80, likeCount: 3, country: 'KE', advertType: 'For Sale', propertyType: 'Apartment', createdAt: minutesAgo(10) },
      { title: 'b', price: 120_000, bedrooms: 2, bathrooms: 1, plotArea: 150, likeCount: 0, country: 'KE', advertType: 'For Rent', propertyType: 'House', createdAt: minutesAgo(9) },
      { title: 'c', price: 250_000, bedrooms: 3, bathrooms: 2, plotArea: 420.5, likeCount: 7, country: 'KE', advertType: 'For Sale', propertyType: 'House', createdAt: minutesAgo(8) },
      { title: 'd', price: 250_000, bedrooms: 4, bathrooms: 3, plotArea: 600, likeCount: 7, country: 'KE', advertType: 'For Sale', propertyType: 'House', createdAt: minutesAgo(7) },
      { title: 'e', price: 900_000, bedrooms: 5, bathrooms: 4, plotArea: 2_000, likeCount: 1, country: 'UG', advertType: 'For Sale', propertyType: 'House', createdAt: minutesAgo(6) },
      { title: 'f', price: 75_000.5, bedrooms: 0, bathrooms: 1, plotArea: 0, likeCount: 12, country: 'KE', advertType: 'For Rent', propertyType: 'Office', createdAt: minutesAgo(5) },
      { title: 'g', price: 250_000, bedrooms: 3, bathrooms: 2, plotArea: 300, likeCount: 2, country: 'TZ', advertType: 'Auction', propertyType: 'House', createdAt: minutesAgo(4) },
      { title: 'h', price: 3_000_000, bedrooms: 6, bathrooms: 5, plotArea: 10_000, likeCount: 0, country: 'KE', advertType: 'For Sale', propertyType: 'Commercial', createdAt: minutesAgo(3) },
    ]);
    for (const row of rows) ids[row.title] = row.id;
  });
  afterAll(() => app.close());

  describe('each filter', () => {
    it('keeps prices within min_price and max_price, both ends included', async () => {
      expect(await titles('/all?min_price=250000')).toEqual(['h', 'g', 'e', 'd', 'c']);
      expect(await titles('/all?max_price=250000')).toEqual(['g', 'f', 'd', 'c', 'b', 'a']);
      expect(await titles('/all?min_price=75000.50&max_price=250000')).toEqual(['g', 'f', 'd', 'c', 'b']);
      expect(await titles('/all?min_price=250000&max_price=250000')).toEqual(['g', 'd', 'c']);
    });

    it('keeps listings with at least min_bedrooms bedrooms and min_bathrooms bathrooms', async () => {
      expect(await titles('/all?min_bedrooms=4')).toEqual(['h', 'e', 'd']);
      expect(await titles('/all?min_bathrooms=3')).toEqual(['h', 'e', 'd']);
      expect(await titles('/all?min_bedrooms=0')).toHaveLength(8);
      expect(await titles('/all?min_bedrooms=3&min_bathrooms=2')).toEqual(['h', 'g', 'e', 'd', 'c']);
    });

    it('keeps plot areas within min_plot_area and max_plot_area', async () => {
      expect(await titles('/all?min_plot_area=420.5')).toEqual(['h', 'e', 'd', 'c']);
      expect(await titles('/all?max_plot_area=150')).toEqual(['f', 'b', 'a']);
      expect(await titles('/all?min_plot_area=100&max_plot_area=600')).toEqual(['g', 'd', 'c', 'b']);
    });

    it('treats blank values as no filter', async () => {
      expect(await titles('/all?min_price=&max_price=&min_bedrooms=&sort=')).toHaveLength(8);
    });
  });

  describe('sorts', () => {
    it('sorts by price either way, ties going to the newer listing', async () => {
      expect(await titles('/all?sort=price')).toEqual(['a', 'f', 'b', 'g', 'd', 'c', 'e', 'h']);
      expect(await titles('/all?sort=-price')).toEqual(['h', 'e', 'g', 'd', 'c', 'b', 'f', 'a']);
    });

    it('sorts by most liked, ties going to the newer listing', async () => {
      expect(await titles('/all?sort=likes')).toEqual(['f', 'd', 'c', 'a', 'g', 'e', 'h', 'b']);
    });

    it('sorts newest first by default and with sort=newest', async () => {
      const newest = ['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'];
      expect(await titles('/all')).toEqual(newest);
      expect(await titles('/all?sort=newest')).toEqual(newest);
    });

    it('pages a sort without repeating or skipping listings that tie', async () => {
      for (const sort of ['price', '-price', 'likes', 'newest']) {
        const whole = await titles(`/all?sort=${sort}`);
        const paged: string[] = [];
        for (let page = 1; page <= 3; page += 1) paged.push(...(await titles(`/all?sort=${sort}&page_size=3&page=${page}`)));
        expect(paged, sort).toEqual(whole);
      }
    });

    it('keeps the filters and the sort in the next and previous links', async () => {
      const body = (await get('/all?sort=-price&min_price=1000&page_size=2&page=2')).json();
      expect(new URL(body.next).searchParams.get('sort')).toBe('-price');
      expect(new URL(body.next).searchParams.get('min_price')).toBe('1000');
      expect(new URL(body.next).searchParams.get('page')).toBe('3');
      expect(new URL(body.previous).searchParams.get('sort')).toBe('-price');
    });
  });

  describe('combined with the paths and the country filters', () => {
    it('filters and sorts a country with its choice filters', async () => {
      expect(await titles('/ke/?advert_type=for-sale&min_price=100000&sort=price')).toEqual(['d', 'c', 'h']);
      expect(await titles('/KE/?property_type=house&min_bedrooms=3&max_plot_area=500')).toEqual(['c']);
      expect(await titles('/ke/?sort=likes&max_price=1000000')).toEqual(['f', 'd', 'c', 'a', 'b']);
    });

    it('filters and sorts the by-choice lists', async () => {
      expect(await titles('/property-type/houses?min_price=200000&sort=-price')).toEqual(['e', 'g', 'd', 'c']);
      expect(await titles('/advert-type/for-rent?sort=price')).toEqual(['f', 'b']);
      expect(await titles('/property-status/completed?min_bathrooms=4&sort=likes')).toEqual(['e', 'h']);
    });

    it('shows the caller\u2019s likes on a filtered, sorted page, apart from the cached copy', async () => {
      const fan = await makeUser(app, { username: 'filterfan' });
      const like = await app.inject({ method: 'POST', url: `${BASE}/like/${ids.h}/`, headers: fan.headers });
      expect(like.statusCode).toBe(200);
      const mine = (await get('/all?min_price=1000000', fan.headers)).json().results as { is_liked: boolean }[];
      expect(mine.map((row) => row.is_liked)).toEqual([true]);
      const anonymous = (await get('/all?min_price=1000000')).json().results as { is_liked: boolean }[];
      expect(anonymous.map((row) => row.is_liked)).toEqual([false]);
      expect(await titles('/all?sort=likes&min_likes=ignored')).toHaveLength(8);
    });
  });

  describe('bad input', () => {
    const fieldErrors = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      return response.json() as Record<string, string[]>;
    };

    it('puts a minimum above its maximum on the minimum', async () => {
      expect(await fieldErrors('/all?min_price=500000&max_price=100000')).toEqual({
        min_price: ['The minimum price (500000) is above the maximum price (100000).'],
      });
      expect(await fieldErrors('/ke/?min_plot_area=900&max_plot_area=10')).toEqual({
        min_plot_area: ['The minimum plot area (900) is above the maximum plot area (10).'],
      });
    });

    it('lists the sorts for an unknown one', async () => {
      expect(await fieldErrors('/all?sort=cheapest')).toEqual({ sort: ['Choose one of: newest, price, -price, likes.'] });
    });

    it('answers every bad field at once, on every list', async () => {
      expect(await fieldErrors('/property-type/house?min_price=cheap&min_bedrooms=2.5&max_plot_area=-1')).toEqual({
        min_price: ['A valid number is required.'],
        min_bedrooms: ['A valid integer is required.'],
        max_plot_area: ['Ensure this value is greater than or equal to 0.'],
      });
      expect(await fieldErrors('/ke/?property_type=castle&min_price=10.999')).toEqual({
        property_type: ['"castle" is not a valid choice. Choose one of: Apartment, House, Commercial, Warehouse, Office, Other.'],
        min_price: ['Ensure that there are no more than 2 decimal places.'],
      });
      expect(await fieldErrors('/all?min_bedrooms=1001')).toEqual({ min_bedrooms: ['Ensure this value is less than or equal to 1000.'] });
    });

    it('refuses more decimals or digits than a price holds', async () => {
      expect(await fieldErrors('/all?min_price=10.999')).toEqual({ min_price: ['Ensure that there are no more than 2 decimal places.'] });
      expect(await fieldErrors('/all?max_price=1000000000000')).toEqual({
        max_price: ['Ensure that there are no more than 12 digits before the decimal point.'],
      });
    });
  });

  describe('the parser, for other callers (saved searches)', () => {
    it('reads snake_case strings and numbers into camelCase filters', () => {
      expect(
        parseListingFilters({
          country: 'ke',
          advert_type: 'for_sale',
          property_type: 'Houses',
          property_status: 'Ongoing',
          min_price: '1000',
          max_price: 2000.5,
          min_bedrooms: 2,
          min_bathrooms: '1',
          min_plot_area: '',
          max_plot_area: null,
          sort: '-price',
        }),
      ).toEqual({
        country: 'KE',
        advertType: 'For Sale',
        propertyType: 'House',
        propertyStatus: 'Ongoing Project',
        minPrice: 1000,
        maxPrice: 2000.5,
        minBedrooms: 2,
        minBathrooms: 1,
        sort: '-price',
      });
      expect(parseListingFilters({})).toEqual({ sort: 'newest' });
    });

    it('throws a 400 with every field', () => {
      let thrown: unknown;
      try {
        parseListingFilters({ country: 'Kenya', sort: 'cheap', min_price: 5, max_price: 1 });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).statusCode).toBe(400);
      expect(Object.keys((thrown as ApiError).body).sort()).toEqual(['country', 'min_price', 'sort']);
    });
  });

  it.skipIf(onPostgres)('reads each sort\u2019s page from its index', async () => {
    // A bigger table, so the planner prefers the indexes over sorting every row.
    await insertListings(
      app,
      owner.user.id,
      Array.from({ length: 2_000 }, (_, index) => ({ price: 1_000 + index * 37, likeCount: index % 50, country: index % 3 ? 'KE' : 'UG' })),
    );
    await app.db.execute(sql`analyze ${properties}`);
    const plan = async (query: string) => {
      // PGlite and node-postgres both answer with `rows`; the plan is one text column.
      const result = (await app.db.execute(sql.raw(`explain ${query}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    };
    expect(await plan('select id from properties order by price desc, id desc limit 20')).toContain('properties_price_idx');
    expect(await plan('select id from properties order by price asc, id desc limit 20')).toContain('properties_price_idx');
    expect(await plan('select id from properties order by like_count desc, id desc limit 20')).toContain('properties_likes_idx');
    expect(await plan("select id from properties where country = 'KE' order by price asc, id desc limit 20")).toMatch(/properties_country_price_idx|properties_price_idx/);
  });
});
