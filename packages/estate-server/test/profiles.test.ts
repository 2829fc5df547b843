import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { chatMessages, conversations, profiles, properties, users } from '../src/db/schema.js';
import { buildTestApp, makeGuest, makeUser, multipart, pdf, png, type TestUser } from './helper.js';

describe('profiles', () => {
  let app: App;
  let amina: TestUser;
  let otieno: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    amina = await makeUser(app, { username: 'amina', first_name: 'Amina', last_name: 'Odhiambo' });
    otieno = await makeUser(app, { username: 'otieno', first_name: 'Otieno', last_name: 'Mwangi', role: 'agent' });
  });
  afterAll(() => app.close());

  const update = (user: TestUser, id: number, body: Awaited<ReturnType<typeof multipart>>) =>
    app.inject({ method: 'PATCH', url: `/api/v1/profile/update/${id}/`, headers: { ...user.headers, ...body.headers }, payload: body.payload });

  it('shows my own profile in a profile envelope, with my e-mail', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/profile/me/', headers: amina.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ id: amina.user.id, username: 'amina', full_name: 'Amina Odhiambo', email: 'amina@example.com', properties: [], clips: [] });
  });

  it('shows others by id and by username without their e-mail', async () => {
    const byId = await app.inject({ method: 'GET', url: `/api/v1/profile/${amina.user.id}`, headers: otieno.headers });
    expect(byId.json().profile).toMatchObject({ username: 'amina', email: '' });
    const byName = await app.inject({ method: 'GET', url: '/api/v1/profile/user/AMINA/' });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().profile.id).toBe(amina.user.id);
  });

  it('hides guests and accounts never activated by id as by username (ids are sequential), but not from themselves', async () => {
    const guest = await makeGuest(app);
    const inactive = await makeUser(app, { username: 'not_yet' });
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
    for (const hidden of [guest, inactive]) {
      expect((await app.inject({ method: 'GET', url: `/api/v1/profile/${hidden.user.id}`, headers: otieno.headers })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/v1/profile/user/${hidden.user.username}/` })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/api/v1/profile/${guest.user.id}`, headers: guest.headers })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown profile and 400 for a non-numeric id', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile/999999' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile/user/nobody-here/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile/abc' })).statusCode).toBe(400);
  });

  it('saves my profile from a multipart form with a photo', async () => {
    const body = await multipart(
      { phone_number: '+254 712 345 678', about_me: '  Buying in Kilimani  ', gender: 'Female', country: 'ke', city: 'Mombasa', is_buyer: 'true', facebook_url: 'https://facebook.com/amina', is_seller: 'false' },
      [{ name: 'profile_photo', filename: 'me.png', content: png(), type: 'image/png' }],
    );
    const response = await update(amina, amina.user.id, body);
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile).toMatchObject({ phone_number: '+254 712 345 678', about_me: 'Buying in Kilimani', gender: 'Female', country: 'KE', city: 'Mombasa', facebook_url: 'https://facebook.com/amina' });
    expect(profile.profile_photo).toMatch(/^\/media\/profile_photos\/.+\.png$/);
    const photo = await app.inject({ method: 'GET', url: profile.profile_photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('accepts a JSON body too', async () => {
    const response = await app.inject({ method: 'PATCH', url: `/api/v1/profile/update/${amina.user.id}/`, headers: amina.headers, payload: { city: 'Kisumu' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.city).toBe('Kisumu');
  });

  it("refuses to edit another person's profile", async () => {
    const response = await update(amina, otieno.user.id, await multipart({ city: 'Nakuru' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('You can only edit your own profile.');
  });

  it('refuses guests and anonymous callers', async () => {
    const guest = await makeGuest(app);
    const asGuest = await update(guest, guest.user.id, await multipart({ city: 'Nakuru' }));
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().detail).toBe('You need to be a registered user to access this feature');
    const anonymous = await app.inject({ method: 'PATCH', url: `/api/v1/profile/update/${amina.user.id}/`, payload: { city: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe('User is not authenticated');
  });

  it('reports every bad field at once and saves nothing', async () => {
    const body = await multipart({ phone_number: 'call me', gender: 'Robot', country: 'ZZ', twitter_url: 'not a url', is_buyer: 'maybe', city: 'Eldoret' });
    const response = await update(amina, amina.user.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      phone_number: ['Enter a valid phone number.'],
      gender: ['"Robot" is not a valid choice.'],
      country: ['"ZZ" is not a valid choice.'],
      twitter_url: ['Enter a valid URL.'],
      is_buyer: ['Must be a valid boolean.'],
    });
    const me = await app.inject({ method: 'GET', url: '/api/v1/profile/me/', headers: amina.headers });
    expect(me.json().profile.city).not.toBe('Eldoret');
  });

  it('never grants a paid role through the form', async () => {
    const response = await update(amina, amina.user.id, await multipart({ is_agent: 'true', is_seller: 'true' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      is_seller: ['This role changes only through a verified Seller plan payment.'],
      is_agent: ['This role changes only through a verified Agent plan payment.'],
    });
  });

  it('refuses a photo that is not an image, whatever its name', async () => {
    const body = await multipart({}, [{ name: 'profile_photo', filename: 'me.jpg', content: pdf(), type: 'image/jpeg' }]);
    const response = await update(amina, amina.user.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().profile_photo[0]).toMatch(/^Upload a valid image/);
  });

  it('refuses a photo over the size limit', async () => {
    const small = await buildTestApp({ maxImageBytes: 1024 });
    const user = await makeUser(small);
    const body = await multipart({}, [{ name: 'profile_photo', filename: 'big.png', content: png(200, 200) }]);
    const response = await small.inject({ method: 'PATCH', url: `/api/v1/profile/update/${user.user.id}/`, headers: { ...user.headers, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ profile_photo: ['"big.png" is larger than the 1 KB limit.'] });
    await small.close();
  });
});

describe('people lists and search', () => {
  let app: App;
  let viewer: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    viewer = await makeUser(app, { username: 'viewer' });
    await makeUser(app, { username: 'grace_agent', first_name: 'Grace', last_name: 'Wambui', role: 'agent' });
    await makeUser(app, { username: 'kamau', first_name: 'Peter', last_name: 'Kamau', role: 'top_agent' });
    await makeUser(app, { username: 'seller_sam', first_name: 'Sam', last_name: 'Kariuki', role: 'seller' });
    await makeGuest(app);
  });
  afterAll(() => app.close());

  it('lists agents with top agents first, and top agents alone', async () => {
    const agents = await app.inject({ method: 'GET', url: '/api/v1/profile/agents/all/', headers: viewer.headers });
    expect(agents.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(agents.json().results.map((agent: { username: string }) => agent.username)).toEqual(['kamau', 'grace_agent']);
    const top = await app.inject({ method: 'GET', url: '/api/v1/profile/top-agents/all/', headers: viewer.headers });
    expect(top.json().results).toEqual([expect.objectContaining({ username: 'kamau', full_name: 'Peter Kamau', profile_photo: null })]);
  });

  it('searches agents by full name, case-insensitively', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/profile/search-agent/', headers: viewer.headers, payload: { search_query: 'grace WAM' } });
    expect(response.json().results.map((agent: { username: string }) => agent.username)).toEqual(['grace_agent']);
  });

  it('searches people by username, never listing guests', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/users/search/', headers: viewer.headers, payload: { search_query: 'SAM' } });
    expect(response.json().results.map((user: { username: string }) => user.username)).toEqual(['seller_sam']);
    const guests = await app.inject({ method: 'POST', url: '/api/v1/users/search/', headers: viewer.headers, payload: { search_query: 'guest_' } });
    expect(guests.json().count).toBe(0);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/users/search/', headers: viewer.headers, payload: { search_query: '%' } });
    expect(response.json().count).toBe(0);
  });

  it('pages results with next and previous links', async () => {
    const first = await app.inject({ method: 'POST', url: '/api/v1/users/search/?page_size=2', headers: viewer.headers, payload: { search_query: '' } });
    expect(first.json().count).toBe(4);
    expect(first.json().results).toHaveLength(2);
    expect(first.json().next).toMatch(/page=2/);
    const second = await app.inject({ method: 'POST', url: '/api/v1/users/search/?page_size=2&page=2', headers: viewer.headers, payload: { search_query: '' } });
    expect(second.json().previous).not.toMatch(/page=/);
    const past = await app.inject({ method: 'POST', url: '/api/v1/users/search/?page=9', headers: viewer.headers, payload: { search_query: '' } });
    expect(past.statusCode).toBe(404);
    expect(past.json().detail).toBe('Invalid page.');
  });

  it('needs a token for searches, and a search_query', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/users/search/', payload: { search_query: 'x' } });
    expect(anonymous.json().detail).toBe('User is not authenticated');
    const missing = await app.inject({ method: 'POST', url: '/api/v1/users/search/', headers: viewer.headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ search_query: ['This field is required.'] });
  });

  it('shows each agent\u2019s agency, rating, active listings and median response time in the directory', async () => {
    const [grace] = await Promise.all([app.db.select().from(users).where(eq(users.username, 'grace_agent'))]);
    const graceId = grace![0]!.id;
    await app.db.update(profiles).set({ agency: 'Pwani Coast Homes', ratingAverage: 4.5, numReviews: 2 }).where(eq(profiles.id, graceId));
    const listed = await app.db
      .insert(properties)
      .values(['available', 'under_offer', 'sold'].map((availability, index) => ({ userId: graceId, slug: `g-${index}`, coverPhoto: '/media/x.png', price: 1, country: 'KE', advertType: 'For Sale', propertyStatus: 'Completed Project', availability })))
      .returning({ id: properties.id });
    expect(listed).toHaveLength(3);
    // Two chats: answered after 10 and after 30 minutes; a third asked but not answered. Median 20.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    for (const [index, answeredAfter] of [10, 30, null].entries()) {
      const asker = await makeUser(app, { username: `asker${index}` });
      const [low, high] = [asker.user.id, graceId].sort((a, b) => a - b);
      const [chat] = await app.db.insert(conversations).values({ userLow: low!, userHigh: high! }).returning({ id: conversations.id });
      await app.db.insert(chatMessages).values({ conversationId: chat!.id, senderId: asker.user.id, receiverId: graceId, message: 'Is it available?', createdAt: minutesAgo(120) });
      if (answeredAfter !== null) {
        await app.db.insert(chatMessages).values({ conversationId: chat!.id, senderId: graceId, receiverId: asker.user.id, message: 'Yes', createdAt: minutesAgo(120 - answeredAfter) });
      }
    }
    app.readCache.invalidate();
    const agents = (await app.inject({ method: 'GET', url: '/api/v1/profile/agents/all/', headers: viewer.headers })).json().results;
    expect(agents.find((agent: { username: string }) => agent.username === 'grace_agent')).toEqual({
      id: graceId,
      username: 'grace_agent',
      full_name: 'Grace Wambui',
      profile_photo: null,
      agency: 'Pwani Coast Homes',
      top_agent: false,
      rating_average: 4.5,
      num_reviews: 2,
      active_listings: 2,
      license_verified_year: null,
      license_status: 'unverified',
      response_minutes: 20,
    });
    expect(agents.find((agent: { username: string }) => agent.username === 'kamau')).toMatchObject({ agency: '', active_listings: 0, response_minutes: null });
  });
});

describe('guest login', () => {
  it('gives read-only tokens whose payload says is_guest', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/v1/users/guest-login/' });
    expect(response.statusCode).toBe(200);
    const { access, is_guest } = response.json();
    expect(is_guest).toBe(true);
    const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ is_guest: true, token_type: 'access' });
    expect(typeof claims.user_id).toBe('number');
    const me = await app.inject({ method: 'GET', url: '/api/v1/profile/me/', headers: { authorization: `Bearer ${access}` } });
    expect(me.json().profile.is_guest).toBe(true);
    await app.close();
  });
});
