import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { clipComments, notifications, profiles, properties, propertyComments, propertyLikes, propertyPhotos, propertyViews, reelLikes, reels, reelViews, users } from '../src/db/schema.js';
import { ADVERT_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES } from '../src/schemas/property.js';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_PEOPLE, seedDemoData, type SeedResult } from '../src/seed/index.js';
import { planListings } from '../src/seed/listings.js';
import { Random } from '../src/seed/random.js';
import { buildTestApp } from './helper.js';

const PNG_SIGNATURE = '89504e470d0a1a0a';

describe('demo data', () => {
  let app: App;
  let first: SeedResult;

  beforeAll(async () => {
    app = await buildTestApp();
    first = await seedDemoData({ db: app.db, store: app.storage.store });
  }, 120_000);
  afterAll(() => app.close());

  /** The file behind a `/media/...` path. */
  const onDisk = (mediaPath: string) => path.join(app.storage.root!, ...mediaPath.replace(/^\/media\//, '').split('/'));

  it('goes into an empty database and says what it added', () => {
    expect(first.seeded).toBe(true);
    if (!first.seeded) return;
    expect(first.counts.users).toBe(DEMO_PEOPLE.length);
    expect(first.counts.properties).toBeGreaterThanOrEqual(60);
    expect(first.counts.reels).toBeGreaterThanOrEqual(6);
  });

  it('lists at least 60 properties through the API', async () => {
    const response = await app.inject({ url: '/api/v1/properties/all?page_size=5' });
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBeGreaterThanOrEqual(60);
  });

  it('has every property type, advert type and project status', async () => {
    const distinct = async (column: 'property_type' | 'advert_type' | 'property_status') =>
      (await app.db.selectDistinct({ value: sql<string>`${sql.identifier(column)}` }).from(properties)).map((row) => row.value).sort();
    expect(await distinct('property_type')).toEqual([...PROPERTY_TYPES].sort());
    expect(await distinct('advert_type')).toEqual([...ADVERT_TYPES].sort());
    expect(await distinct('property_status')).toEqual([...PROPERTY_STATUSES].sort());
  });

  it('places listings across Kenyan cities and in other countries', async () => {
    const kenyan = (await app.db.selectDistinct({ city: properties.city }).from(properties).where(eq(properties.country, 'KE'))).map((row) => row.city);
    expect(kenyan).toEqual(expect.arrayContaining(['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Naivasha', 'Malindi']));
    const countries = (await app.db.selectDistinct({ country: properties.country }).from(properties)).map((row) => row.country);
    expect(countries.filter((code) => code !== 'KE').length).toBeGreaterThanOrEqual(5);
  });

  it('pins every listing in its neighbourhood, and links each reel to one of its owner\u2019s listings', async () => {
    const pins = await app.db.select({ city: properties.city, latitude: properties.latitude, longitude: properties.longitude }).from(properties);
    expect(pins.every((pin) => pin.latitude !== null && pin.longitude !== null)).toBe(true);
    const nairobi = pins.filter((pin) => pin.city === 'Nairobi');
    expect(nairobi.length).toBeGreaterThan(5);
    for (const pin of nairobi) {
      expect(pin.latitude).toBeGreaterThan(-1.45);
      expect(pin.latitude).toBeLessThan(-1.1);
      expect(pin.longitude).toBeGreaterThan(36.6);
      expect(pin.longitude).toBeLessThan(37.1);
    }
    const shown = await app.db.select({ reelOwner: reels.userId, listingOwner: properties.userId }).from(reels).innerJoin(properties, eq(properties.id, reels.propertyId));
    expect(shown.length).toBeGreaterThan(2);
    for (const row of shown) expect(row.listingOwner).toBe(row.reelOwner);
  });

  it('fills in each listing: words, a price, an area, an address and dates over past months', async () => {
    const rows = await app.db.select().from(properties);
    for (const row of rows) {
      expect(row.title.length).toBeGreaterThan(10);
      expect(row.description.length).toBeGreaterThan(80);
      expect(row.price).toBeGreaterThan(0);
      expect(row.plotArea).toBeGreaterThan(0);
      expect(row.streetAddress).not.toBe('');
      expect(row.exteriorFeatures).not.toBe('');
    }
    const ages = rows.map((row) => Date.now() - row.createdAt.getTime());
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(90 * 24 * 3600 * 1000);
  });

  it('gives each listing a cover photo and two to four more', async () => {
    const perListing = await app.db
      .select({ id: properties.id, photos: count(propertyPhotos.id) })
      .from(properties)
      .leftJoin(propertyPhotos, eq(propertyPhotos.propertyId, properties.id))
      .groupBy(properties.id);
    for (const { photos } of perListing) {
      expect(photos).toBeGreaterThanOrEqual(2);
      expect(photos).toBeLessThanOrEqual(4);
    }
  });

  it('logs in every demo account with the shared password, each with its role', async () => {
    for (const login of DEMO_LOGINS) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { email: login.email, password: DEMO_PASSWORD } });
      expect(response.statusCode, login.email).toBe(200);
      const me = await app.inject({ url: '/api/v1/profile/me/', headers: { authorization: `Bearer ${response.json().access}` } });
      expect(me.json().profile.role).toBe(login.role);
      expect(me.json().profile.is_moderator).toBe(login.moderator);
    }
    expect(DEMO_LOGINS.map((login) => (login.moderator ? 'moderator' : login.role))).toEqual(['buyer', 'seller', 'agent', 'top_agent', 'moderator']);
  });

  it('gives every person a photo, a city, an about text and social links, and agents a license', async () => {
    const rows = await app.db.select().from(profiles);
    expect(rows).toHaveLength(DEMO_PEOPLE.length);
    for (const row of rows) {
      expect(row.profilePhoto).toMatch(/^\/media\/.+\.png$/);
      expect(row.city).not.toBe('');
      expect(row.aboutMe.length).toBeGreaterThan(40);
      expect(row.facebookUrl).toMatch(/^https:\/\//);
      expect(row.instagramUrl).toMatch(/^https:\/\//);
      if (row.isAgent) expect(row.license).not.toBe('');
    }
    const [agents] = await app.db.select({ n: count() }).from(profiles).where(eq(profiles.isAgent, true));
    expect(agents!.n).toBeGreaterThanOrEqual(5);
  });

  it('writes every picture to the media folder and serves it as an image', async () => {
    const pictures = [
      ...(await app.db.select({ path: properties.coverPhoto }).from(properties)),
      ...(await app.db.select({ path: propertyPhotos.photo }).from(propertyPhotos)),
      ...(await app.db.select({ path: profiles.profilePhoto }).from(profiles).where(isNotNull(profiles.profilePhoto))),
    ].map((row) => row.path!);
    for (const picture of pictures) expect(existsSync(onDisk(picture)), picture).toBe(true);
    for (const picture of pictures.slice(0, 5)) {
      const response = await app.inject({ url: picture });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/png/);
      expect(response.rawPayload.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
      expect(response.rawPayload.length).toBeLessThan(100_000);
    }
  });

  it('has at least six clips whose small MP4 videos are copied and served', async () => {
    const rows = await app.db.select().from(reels);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const reel of rows) {
      expect(statSync(onDisk(reel.video)).size).toBeLessThan(300 * 1024);
      const response = await app.inject({ url: reel.video });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^video\/mp4/);
      expect(response.rawPayload.subarray(4, 8).toString('ascii')).toBe('ftyp');
    }
  });

  it('keeps like and view counts equal to the like and view rows', async () => {
    const propertyLikeMismatch = await app.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.likeCount} <> (select count(*) from ${propertyLikes} where ${propertyLikes.propertyId} = ${properties.id})`);
    const propertyViewMismatch = await app.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.views} <> (select count(*) from ${propertyViews} where ${propertyViews.propertyId} = ${properties.id})`);
    const reelLikeMismatch = await app.db
      .select({ id: reels.id })
      .from(reels)
      .where(sql`${reels.likeCount} <> (select count(*) from ${reelLikes} where ${reelLikes.reelId} = ${reels.id})`);
    const reelViewMismatch = await app.db
      .select({ id: reels.id })
      .from(reels)
      .where(sql`${reels.views} <> (select count(*) from ${reelViews} where ${reelViews.reelId} = ${reels.id})`);
    expect([propertyLikeMismatch, propertyViewMismatch, reelLikeMismatch, reelViewMismatch]).toEqual([[], [], [], []]);
    const [likes] = await app.db.select({ n: count() }).from(propertyLikes);
    expect(likes!.n).toBeGreaterThan(50);
  });

  it('threads comments with replies on the same listing, and comments on clips', async () => {
    const [topLevel] = await app.db.select({ n: count() }).from(propertyComments).where(isNull(propertyComments.parentId));
    const replies = await app.db
      .select({ propertyId: propertyComments.propertyId, parentProperty: sql<number>`parent.property_id`, grandparent: sql<number | null>`parent.parent_id` })
      .from(propertyComments)
      .innerJoin(sql`${propertyComments} as parent`, sql`parent.id = ${propertyComments.parentId}`);
    expect(topLevel!.n).toBeGreaterThan(10);
    expect(replies.length).toBeGreaterThan(5);
    for (const reply of replies) {
      expect(reply.parentProperty).toBe(reply.propertyId);
      expect(reply.grandparent).toBeNull();
    }
    const [clips] = await app.db.select({ n: count() }).from(clipComments);
    expect(clips!.n).toBeGreaterThan(0);
  });

  it('leaves notifications for the demo accounts to read', async () => {
    for (const login of DEMO_LOGINS) {
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, login.email));
      const [waiting] = await app.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, user!.id));
      expect(waiting!.n, login.email).toBeGreaterThan(0);
    }
    const selfNotified = await app.db.select({ id: notifications.id }).from(notifications).where(sql`${notifications.userId} = ${notifications.actorId}`);
    expect(selfNotified).toEqual([]);
  });

  it('opens the demo buyer\u2019s and agent\u2019s inboxes on a real conversation about one of the agent\u2019s listings, with a viewing proposed', async () => {
    const tokenOf = async (email: string) =>
      (await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { email, password: DEMO_PASSWORD } })).json().access as string;
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const [buyer, agent] = [await tokenOf('buyer@estate.demo'), await tokenOf('agent@estate.demo')];

    const inbox = (await app.inject({ url: '/api/v1/users/chat/', headers: as(buyer) })).json();
    const grace = inbox.results.find((row: { username: string }) => row.username === 'grace_achieng');
    expect(grace.unread_count).toBe(0);
    expect(grace.last_message.viewing).toMatchObject({ status: 'proposed', proposed_by: 'amina_wanjiru', actions: ['propose', 'cancel'] });

    const history = (await app.inject({ url: '/api/v1/chat/chat-messages/amina_wanjiru/', headers: as(agent) })).json();
    expect(history.results.length).toBe(6);
    // The listing's card heads the conversation ('Message Grace' on the listing).
    expect(history.results[0]).toMatchObject({ sender_username: 'amina_wanjiru', property_id: expect.any(Number), listing: { owner_username: 'grace_achieng' } });
    expect(history.results[1].message).toMatch(/^Hello Grace, I saw /);
    const card = history.results[5];
    expect(card.viewing.owner.username).toBe('grace_achieng');
    expect(card.viewing.actions).toEqual(expect.arrayContaining(['accept', 'decline', 'propose']));
    const agentInbox = (await app.inject({ url: '/api/v1/users/chat/', headers: as(agent) })).json();
    expect(agentInbox.results.find((row: { username: string }) => row.username === 'amina_wanjiru').unread_count).toBe(1);

    // The proposal is one of Grace's free times, and waits on her dashboard.
    const slots = (await app.inject({ url: `/api/v1/viewings/slots/?property=${card.viewing.property.id}`, headers: as(buyer) })).json();
    expect(slots.has_hours).toBe(true);
    const dashboard = (await app.inject({ url: '/api/v1/dashboard/', headers: as(agent) })).json();
    expect(dashboard.upcoming_viewings.map((viewing: { id: number }) => viewing.id)).toContain(card.viewing.id);
    expect(card.viewing.own_time).toBe(false);
  });

  it('gives the moderator a queue with a hidden listing and an open profile case, and licences to check', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { email: 'moderator@estate.demo', password: DEMO_PASSWORD } });
    const headers = { authorization: `Bearer ${login.json().access}` };
    const queue = (await app.inject({ url: '/api/v1/moderation/queue/', headers })).json();
    expect(queue.results.map((item: { status: string; item: { kind: string } }) => [item.status, item.item.kind])).toEqual([['hidden', 'property'], ['open', 'profile']]);
    expect(queue.results[0].report_count).toBe(2);
    const licenses = (await app.inject({ url: '/api/v1/moderation/licenses/', headers })).json();
    expect(licenses.results.map((row: { username: string }) => row.username).sort()).toEqual(['grace_achieng', 'samuel_mutua']);
    const status = async (username: string) => (await app.inject({ url: `/api/v1/profile/user/${username}/` })).json().profile.license_status;
    expect([await status('david_kamau'), await status('kiprono_kemboi'), await status('grace_achieng')]).toEqual(['verified', 'expired', 'unverified']);
  });

  it('does nothing the second time: a database with users is left as it is', async () => {
    const [before] = await app.db.select({ n: count() }).from(properties);
    const again = await seedDemoData({ db: app.db, store: app.storage.store });
    expect(again).toEqual({ seeded: false, reason: expect.stringMatching(/already has users/) });
    const [after] = await app.db.select({ n: count() }).from(properties);
    const [people] = await app.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
    expect(people!.n).toBe(DEMO_PEOPLE.length);
  });
});

describe('demo listing plan', () => {
  it('is the same every time for the same seed and moment', () => {
    const now = new Date('2026-06-01T09:00:00Z');
    expect(planListings(new Random(7), now, 64)).toEqual(planListings(new Random(7), now, 64));
  });

  it('dates every listing in the eight months before the moment', () => {
    const now = new Date('2026-06-01T09:00:00Z');
    for (const listing of planListings(new Random(7), now, 64)) {
      expect(listing.createdAt.getTime()).toBeLessThan(now.getTime());
      expect(now.getTime() - listing.createdAt.getTime()).toBeLessThan(245 * 24 * 3600 * 1000);
    }
  });
});
