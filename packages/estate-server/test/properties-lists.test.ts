import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { propertyComments } from '../src/db/schema.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';
import { insertListings, insertPhotos, minutesAgo } from './properties-fixtures.js';

const BASE = '/api/v1/properties';

interface Listed {
  id: number;
  slug: string;
  is_liked: boolean;
  like_count: number;
  comment_count: number;
  photos: { id: number; photo: string }[];
  username: string;
}

describe('property lists', () => {
  let app: App;
  let owner: TestUser;
  let fan: TestUser;
  let other: TestUser;
  /** Listings by letter, created a minute apart: `a` oldest, `f` newest. */
  const ids: Record<string, number> = {};

  const get = async (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `${BASE}${url}`, headers });
  const idsOf = async (url: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return (response.json().results as Listed[]).map((row) => row.id);
  };
  const letters = (...names: string[]) => names.map((name) => ids[name]!);

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { username: 'wanjiru', role: 'agent' });
    fan = await makeUser(app, { username: 'otieno' });
    other = await makeUser(app, { username: 'akinyi' });
    const rows = await insertListings(app, owner.user.id, [
      { title: 'a', propertyType: 'House', advertType: 'For Sale', propertyStatus: 'Completed Project', country: 'KE', city: 'Nairobi', createdAt: minutesAgo(10) },
      { title: 'b', propertyType: 'Apartment', advertType: 'For Rent', propertyStatus: 'Ongoing Project', country: 'KE', city: 'Mombasa', createdAt: minutesAgo(9) },
      { title: 'c', propertyType: 'House', advertType: 'For Rent', propertyStatus: 'Ongoing Project', country: 'KE', city: 'Nairobi', createdAt: minutesAgo(8) },
      { title: 'd', propertyType: 'Office', advertType: 'Auction', propertyStatus: 'Completed Project', country: 'KE', city: 'Kisumu', createdAt: minutesAgo(7) },
      { title: 'e', propertyType: 'House', advertType: 'For Sale', propertyStatus: 'Ongoing Project', country: 'UG', city: 'Kampala', createdAt: minutesAgo(6) },
      { title: 'f', propertyType: 'Warehouse', advertType: 'For Rent', propertyStatus: 'Completed Project', country: 'TZ', city: 'Arusha', createdAt: minutesAgo(5) },
    ]);
    for (const row of rows) ids[row.title] = row.id;
  });
  afterAll(() => app.close());

  it('lists all properties newest first, with owner, photos in position order and comment counts', async () => {
    await insertPhotos(app, ids.a!, [
      { photo: '/media/properties/third.png', position: 2 },
      { photo: '/media/properties/first.png', position: 0 },
      { photo: '/media/properties/second.png', position: 1 },
    ]);
    await insertPhotos(app, ids.c!, [{ photo: '/media/properties/only.png', position: 0 }]);
    const [top] = await app.db.insert(propertyComments).values({ propertyId: ids.a!, userId: fan.user.id, content: 'Lovely' }).returning();
    await app.db.insert(propertyComments).values({ propertyId: ids.a!, userId: owner.user.id, parentId: top!.id, content: 'Thanks!' });

    const response = await get('/all');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 6, next: null, previous: null });
    expect(body.results.map((row: Listed) => row.id)).toEqual(letters('f', 'e', 'd', 'c', 'b', 'a'));
    const a = body.results.find((row: Listed) => row.id === ids.a);
    expect(a.photos.map((photo: { photo: string }) => photo.photo)).toEqual([
      '/media/properties/first.png',
      '/media/properties/second.png',
      '/media/properties/third.png',
    ]);
    expect(a).toMatchObject({ username: 'wanjiru', profile_photo: null, comment_count: 2, is_liked: false, like_count: 0, final_property_price: 1150 });
    expect(body.results.find((row: Listed) => row.id === ids.c).photos).toHaveLength(1);
    expect(body.results.find((row: Listed) => row.id === ids.b)).toMatchObject({ photos: [], comment_count: 0 });
  });

  it('shows is_liked for the caller and false for everyone else', async () => {
    const like = await app.inject({ method: 'POST', url: `${BASE}/like/${ids.c}/`, headers: fan.headers });
    expect(like.json()).toEqual({ is_liked: true, like_count: 1 });
    const liked = async (headers: Record<string, string>) => {
      const results: Listed[] = (await get('/all', headers)).json().results;
      return results.find((row) => row.id === ids.c)!;
    };
    expect(await liked(fan.headers)).toMatchObject({ is_liked: true, like_count: 1 });
    expect(await liked(other.headers)).toMatchObject({ is_liked: false, like_count: 1 });
    expect(await liked({})).toMatchObject({ is_liked: false, like_count: 1 });
    expect((await get(`/ke/`, fan.headers)).json().results.find((row: Listed) => row.id === ids.c).is_liked).toBe(true);
  });

  it('lists by property type, whatever the case or a plural', async () => {
    for (const value of ['House', 'house', 'HOUSE', 'Houses']) {
      expect(await idsOf(`/property-type/${value}`), value).toEqual(letters('e', 'c', 'a'));
    }
    expect(await idsOf('/property-type/warehouse/')).toEqual(letters('f'));
    expect(await idsOf('/property-type/Commercial')).toEqual([]);
    const unknown = await get('/property-type/Villa');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: '"Villa" is not a property type. Choose one of: Apartment, House, Commercial, Warehouse, Office, Other.' });
  });

  it('lists by advert type, in any URL form', async () => {
    for (const value of ['For%20Sale', 'for-sale', 'for_sale', 'FOR%20SALE', 'For%2520Sale']) {
      expect(await idsOf(`/advert-type/${value}`), value).toEqual(letters('e', 'a'));
    }
    expect(await idsOf('/advert-type/auction/')).toEqual(letters('d'));
    const unknown = await get('/advert-type/Lease');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('"Lease" is not an advert type. Choose one of: For Sale, For Rent, Auction.');
  });

  it('lists by status, with plurals and the legacy For Rent and For Sale', async () => {
    for (const value of ['Ongoing%20Project', 'Ongoing%20Projects', 'ongoing-projects', 'For%20Rent', 'for_rent']) {
      expect(await idsOf(`/property-status/${value}`), value).toEqual(letters('e', 'c', 'b'));
    }
    for (const value of ['Completed%20Project', 'completed_projects', 'For%20Sale']) {
      expect(await idsOf(`/property-status/${value}`), value).toEqual(letters('f', 'd', 'a'));
    }
    const unknown = await get('/property-status/Planned');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('"Planned" is not a property status. Choose one of: Ongoing Project, Completed Project.');
  });

  it('lists a country by its code in any case, with the optional filters', async () => {
    expect(await idsOf('/ke/')).toEqual(letters('d', 'c', 'b', 'a'));
    expect(await idsOf('/KE')).toEqual(letters('d', 'c', 'b', 'a'));
    expect(await idsOf('/ke/?property_type=house')).toEqual(letters('c', 'a'));
    expect(await idsOf('/ke/?advert_type=for-rent&property_status=Ongoing%20Projects')).toEqual(letters('c', 'b'));
    expect(await idsOf('/ke/?property_type=House&advert_type=For%20Sale&property_status=completed_project')).toEqual(letters('a'));
    expect(await idsOf('/ke/?property_status=For%20Sale')).toEqual(letters('d', 'a'));
    expect(await idsOf('/ke/?property_type=&advert_type=%20')).toEqual(letters('d', 'c', 'b', 'a'));
    expect(await idsOf('/ug/?property_type=Apartment')).toEqual([]);
    expect((await get('/fr/')).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('answers a bad filter with a 400 field error and an unknown country with a 404', async () => {
    const badFilter = await get('/ke/?property_type=Castle&advert_type=Lease');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toEqual({
      property_type: ['"Castle" is not a valid choice. Choose one of: Apartment, House, Commercial, Warehouse, Office, Other.'],
      advert_type: ['"Lease" is not a valid choice. Choose one of: For Sale, For Rent, Auction.'],
    });
    for (const code of ['zz', 'kenya']) {
      const unknown = await get(`/${code}/`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: `"${code}" is not a country code.` });
    }
  });

  it('keeps the static paths out of the country list', async () => {
    expect((await get('/all')).json().count).toBe(6);
    expect((await get('/like/')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${BASE}/create/` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${BASE}/like/${ids.a}/` })).statusCode).toBe(401);
    expect((await get(`/details/${ids.a}/`)).json().id).toBe(ids.a);
    expect((await get('/property-type/House')).json().count).toBe(3);
  });

  it('pages with next and previous links and 404s past the last page', async () => {
    const first = (await get('/all?page_size=4')).json();
    expect(first.count).toBe(6);
    expect(first.results.map((row: Listed) => row.id)).toEqual(letters('f', 'e', 'd', 'c'));
    expect(first.previous).toBeNull();
    const next = new URL(first.next);
    expect(next.pathname).toBe(`${BASE}/all`);
    expect(Object.fromEntries(next.searchParams)).toEqual({ page: '2', page_size: '4' });

    const second = (await get(`/all${next.search}`)).json();
    expect(second.results.map((row: Listed) => row.id)).toEqual(letters('b', 'a'));
    expect(second.next).toBeNull();
    expect(Object.fromEntries(new URL(second.previous).searchParams)).toEqual({ page_size: '4' });

    const past = await get('/all?page=3&page_size=4');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    expect((await get('/property-type/house?page=2')).statusCode).toBe(404);
    expect((await get('/all?page=0')).statusCode).toBe(400);
    expect((await get('/all?page_size=many')).json()).toEqual({ page_size: ['A valid integer is required.'] });
  });

  it('caps page_size at 100', async () => {
    await insertListings(
      app,
      other.user.id,
      Array.from({ length: 105 }, (_, index) => ({ country: 'RW', city: 'Kigali', createdAt: minutesAgo(1000 + index) })),
    );
    const first = (await get('/rw/?page_size=500')).json();
    expect(first.count).toBe(105);
    expect(first.results).toHaveLength(100);
    expect(new URL(first.next).searchParams.get('page')).toBe('2');
    const second = (await get('/rw/?page_size=500&page=2')).json();
    expect(second.results).toHaveLength(5);
    expect((await get('/all')).json().results).toHaveLength(20);
  });
});
