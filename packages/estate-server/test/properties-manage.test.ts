import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, makeGuest, makeUser, mp4, multipart, type TestUser } from './helper.js';
import { coverPart, listingForm, photoParts, postListing } from './properties-fixtures.js';

/** Owners manage what they post (issue 22): edit, mark sold or let, delete; reels likewise. */
describe('owners manage their listings and reels', () => {
  let app: App;
  let owner: TestUser;
  let stranger: TestUser;
  let guest: TestUser;

  const url = (id: number) => `/api/v1/properties/${id}/`;
  const patch = async (user: TestUser | null, id: number, fields: Record<string, string | number>, files = [] as ReturnType<typeof photoParts>) => {
    const body = await multipart(fields, files);
    return app.inject({ method: 'PATCH', url: url(id), headers: { ...user?.headers, ...body.headers }, payload: body.payload });
  };
  const details = async (id: number) => app.inject({ method: 'GET', url: `/api/v1/properties/details/${id}/` });
  const titles = async (path: string) => ((await app.inject({ method: 'GET', url: `/api/v1/properties/${path}` })).json().results as { title: string }[]).map((p) => p.title);
  const fileStatus = async (path: string) => (await app.inject({ method: 'GET', url: path })).statusCode;
  const newListing = async (title: string, photos = 0) => {
    const response = await postListing(app, owner.headers, listingForm({ title }), [coverPart(), ...photoParts(photos)]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; slug: string; cover_photo: string; photos: { id: number; photo: string }[] };
  };
  const postReel = async (user: TestUser, fields: Record<string, string>) => {
    const body = await multipart(fields, [{ name: 'video', filename: 'clip.mp4', content: mp4(), type: 'video/mp4' }]);
    return app.inject({ method: 'POST', url: '/api/v1/reels/create/', headers: { ...user.headers, ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { username: 'owner' });
    stranger = await makeUser(app, { username: 'stranger' });
    guest = await makeGuest(app);
  });
  afterAll(() => app.close());

  it('lets only the owner change or delete a listing', async () => {
    const listing = await newListing('Mine');
    expect((await patch(null, listing.id, { title: 'x' })).statusCode).toBe(401);
    expect((await patch(guest, listing.id, { title: 'x' })).statusCode).toBe(403);
    const theirs = await patch(stranger, listing.id, { title: 'x' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ detail: 'You can only change your own listings.' });
    expect((await app.inject({ method: 'DELETE', url: url(listing.id), headers: stranger.headers })).statusCode).toBe(403);
    expect((await patch(owner, 999_999, { title: 'x' })).json()).toEqual({ detail: 'Property not found.' });
    expect((await details(listing.id)).json().title).toBe('Mine');
  });

  it('changes the fields sent and only those, keeping the slug', async () => {
    const listing = await newListing('Before');
    const response = await patch(owner, listing.id, { title: 'After', price: '199000', bedrooms: 4, latitude: '-1.3', longitude: '36.8' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'After', price: 199000, bedrooms: 4, bathrooms: 2, city: 'Nairobi', slug: listing.slug, latitude: -1.3, longitude: 36.8 });
    const bad = await patch(owner, listing.id, { price: '-1', availability: 'gone', title: 'Lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      price: ['Ensure this value is greater than 0.'],
      availability: ['"gone" is not an availability. Choose one of: available, under_offer, sold, let.'],
    });
    expect((await details(listing.id)).json().title).toBe('After');
  });

  it('takes a sold or let listing off the public lists, but keeps it on the owner\u2019s profile', async () => {
    const listing = await newListing('Sold soon');
    expect(await titles('all')).toContain('Sold soon');
    expect((await patch(owner, listing.id, { availability: 'under offer' })).json().availability).toBe('under_offer');
    expect(await titles('all')).toContain('Sold soon');
    expect((await patch(owner, listing.id, { availability: 'sold' })).json().availability).toBe('sold');
    expect(await titles('all')).not.toContain('Sold soon');
    expect(await titles('advert-type/for-sale')).not.toContain('Sold soon');
    expect(await titles('all?availability=sold')).toEqual(['Sold soon']);
    expect((await details(listing.id)).json().availability).toBe('sold');
    const profile = await app.inject({ method: 'GET', url: `/api/v1/profile/user/${owner.user.username}/`, headers: owner.headers });
    expect(profile.json().profile.properties.find((p: { title: string }) => p.title === 'Sold soon')).toMatchObject({ availability: 'sold' });
  });

  it('removes, reorders and adds photos, and deletes the files it no longer uses', async () => {
    const listing = await newListing('Photos', 3);
    const [first, second, third] = listing.photos;
    const response = await patch(owner, listing.id, { remove_photos: String(second!.id), photo_order: `${third!.id},${first!.id}` }, photoParts(1));
    expect(response.statusCode, response.body).toBe(200);
    const photos = response.json().photos as { id: number; photo: string }[];
    expect(photos.map((p) => p.id).slice(0, 2)).toEqual([third!.id, first!.id]);
    expect(photos).toHaveLength(3);
    expect(await fileStatus(second!.photo)).toBe(404);
    expect(await fileStatus(photos[2]!.photo)).toBe(200);

    const wrongOrder = await patch(owner, listing.id, { photo_order: String(first!.id) });
    expect(wrongOrder.json()).toEqual({ photo_order: ['List every photo the listing keeps, once each, in the new order.'] });
    const stranger = await patch(owner, listing.id, { remove_photos: '1,abc' });
    expect(stranger.statusCode).toBe(400);
    const tooMany = await patch(owner, listing.id, {}, photoParts(8));
    expect(tooMany.json()).toEqual({ photos: ['Upload at most 10 files here.'] });
  });

  it('deletes a listing with its media, likes and comments, and unlinks its reels', async () => {
    const listing = await newListing('Gone', 1);
    await app.inject({ method: 'POST', url: `/api/v1/properties/like/${listing.id}/`, headers: stranger.headers });
    const reel = (await postReel(owner, { title: 'Tour', property_id: String(listing.id) })).json();
    expect(reel.property).toMatchObject({ id: listing.id, slug: listing.slug, title: 'Gone', advert_type: 'For Sale', availability: 'available' });
    const response = await app.inject({ method: 'DELETE', url: url(listing.id), headers: owner.headers });
    expect(response.statusCode).toBe(204);
    expect((await details(listing.id)).statusCode).toBe(404);
    expect(await titles('all?availability=all')).not.toContain('Gone');
    expect(await fileStatus(listing.cover_photo)).toBe(404);
    expect(await fileStatus(listing.photos[0]!.photo)).toBe(404);
    const liked = await app.inject({ method: 'GET', url: '/api/v1/properties/like/', headers: stranger.headers });
    expect(liked.statusCode).toBe(404);
    const after = await app.inject({ method: 'GET', url: `/api/v1/reels/details/${reel.id}/` });
    expect(after.json().property).toBeNull();
  });

  it('lets the owner re-caption, link, unlink and delete a reel, and no one else', async () => {
    const listing = await newListing('Shown');
    const theirs = (await postListing(app, stranger.headers, listingForm({ title: 'Theirs' }))).json();
    const refused = await postReel(owner, { title: 'Clip', property_id: String(theirs.id) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ property_id: ['You can only link a reel to one of your own listings.'] });
    const reel = (await postReel(owner, { title: 'Clip' })).json();
    expect(reel.property).toBeNull();
    const edit = (user: TestUser | null, payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/v1/reels/${reel.id}/`, headers: user?.headers, payload });
    expect((await edit(stranger, { title: 'Mine now' })).json()).toEqual({ detail: 'You can only change your own reels.' });
    expect((await edit(guest, { title: 'x' })).statusCode).toBe(403);
    expect((await edit(null, { title: 'x' })).statusCode).toBe(401);
    const linked = await edit(owner, { title: 'New caption', property_id: listing.id });
    expect(linked.json()).toMatchObject({ title: 'New caption', slug: reel.slug, property: { id: listing.id, final_property_price: 287500 } });
    expect((await edit(owner, { property_id: theirs.id })).statusCode).toBe(400);
    expect((await edit(owner, { property_id: null })).json().property).toBeNull();
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/reels/${reel.id}/`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/reels/${reel.id}/`, headers: owner.headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/v1/reels/details/${reel.id}/` })).statusCode).toBe(404);
    expect(await fileStatus(reel.video)).toBe(404);
  });
});
