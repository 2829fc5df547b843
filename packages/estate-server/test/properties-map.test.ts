import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';
import { listingForm, postListing } from './properties-fixtures.js';

/** The map's searches (issue 22): pins, bbox and polygon on every list, the public point's rounding. */
describe('listings on the map', () => {
  let app: App;
  let owner: TestUser;
  const ids: Record<string, number> = {};

  const list = (query: string, path = 'all') => app.inject({ method: 'GET', url: `/api/v1/properties/${path}?${query}` });
  const titles = async (query: string, path?: string) => {
    const response = await list(query, path);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().results as { title: string }[]).map((row) => row.title).sort();
  };

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { username: 'pins' });
    const pins = {
      Kilimani: { latitude: '-1.29213', longitude: '36.78561', advert_type: 'For Sale' },
      Westlands: { latitude: '-1.2676', longitude: '36.8108', advert_type: 'For Rent' },
      Karen: { latitude: '-1.3197', longitude: '36.7073', advert_type: 'For Sale', location_exact: 'true' },
      Nyali: { latitude: '-4.03', longitude: '39.715', advert_type: 'For Sale' },
      Unpinned: { advert_type: 'For Sale' },
    };
    for (const [title, fields] of Object.entries(pins)) {
      const response = await postListing(app, owner.headers, listingForm({ title, ...fields }));
      expect(response.statusCode, response.body).toBe(201);
      ids[title] = response.json().id;
    }
  });
  afterAll(() => app.close());

  it('shows the pin rounded to about 100 m unless the owner chose the exact point', async () => {
    const details = async (title: string) => (await app.inject({ method: 'GET', url: `/api/v1/properties/details/${ids[title]}/` })).json();
    expect(await details('Kilimani')).toMatchObject({ latitude: -1.292, longitude: 36.786, location_exact: false });
    expect(await details('Karen')).toMatchObject({ latitude: -1.3197, longitude: 36.7073, location_exact: true });
    expect(await details('Unpinned')).toMatchObject({ latitude: null, longitude: null });
  });

  it('finds what lies inside a box, on every list, with the other filters', async () => {
    const nairobi = 'bbox=36.6,-1.4,36.9,-1.2';
    expect(await titles(nairobi)).toEqual(['Karen', 'Kilimani', 'Westlands']);
    expect(await titles(`${nairobi}&max_price=300000`, 'advert-type/for-sale')).toEqual(['Karen', 'Kilimani']);
    expect(await titles(nairobi, 'KE/')).toEqual(['Karen', 'Kilimani', 'Westlands']);
    expect(await titles('bbox=39.6,-4.1,39.8,-4')).toEqual(['Nyali']);
  });

  it('finds what lies inside a drawn polygon', async () => {
    // A triangle over Westlands and Kilimani that leaves Karen out.
    const triangle = encodeURIComponent('36.75 -1.31,36.85 -1.31,36.80 -1.25');
    expect(await titles(`polygon=${triangle}`)).toEqual(['Kilimani', 'Westlands']);
    expect(await titles(`polygon=${triangle}&bbox=36.6,-1.4,36.8,-1.2`)).toEqual(['Kilimani']);
  });

  it('refuses a box or polygon that is not one, in words', async () => {
    for (const bbox of ['1,2,3', 'a,b,c,d', '36.9,-1.4,36.6,-1.2', '0,-100,1,1', '200,0,201,1']) {
      const response = await list(`bbox=${encodeURIComponent(bbox)}`);
      expect(response.statusCode, bbox).toBe(400);
      expect(response.json().bbox[0]).toMatch(/^Enter a box as west,south,east,north/);
    }
    for (const polygon of ['36 -1,37 -1', '36 -1,37,38 -2', 'x y,1 2,3 4', Array.from({ length: 101 }, (_, i) => `${i / 10} 1`).join(',')]) {
      const response = await list(`polygon=${encodeURIComponent(polygon)}`);
      expect(response.statusCode, polygon).toBe(400);
      expect(response.json().polygon[0]).toBe('Enter an area as "longitude latitude" points separated by commas: 3 to 100 points, longitudes between -180 and 180, latitudes between -90 and 90.');
    }
  });

  it('refuses half a pin and a pin off the globe, and keeps nothing', async () => {
    const half = await postListing(app, owner.headers, listingForm({ title: 'Half', latitude: '-1.2' }));
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ longitude: ['Give both a latitude and a longitude, or neither.'] });
    const off = await postListing(app, owner.headers, listingForm({ title: 'Off', latitude: '-91', longitude: '181' }));
    expect(off.json()).toEqual({ latitude: ['Ensure this value is greater than or equal to -90.'], longitude: ['Ensure this value is less than or equal to 180.'] });
    expect(await titles('availability=all')).not.toContain('Half');
  });
});
