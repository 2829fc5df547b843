/**
 * Every client method against the real server (in-process, PGlite, demo data): what it sends and
 * what comes back, and how the server's refusals read through the client.
 */
import { describe, expect, it } from 'vitest';
import { createEstateClient, type EstateClient } from '../src/client/client.js';
import { EstateError } from '../src/client/errors.js';
import { DEFAULT_AVATAR } from '../src/client/media.js';
import { memoryStorage } from '../src/storage.js';
import { withDemoServer } from './demo-server.js';
import { file, freshMember, newClient, pngFile, signedIn, tinyMp4 } from './fixtures.js';
import type { TestServer } from './server.js';

let server: TestServer;
let buyer: EstateClient;
let agent: EstateClient;
withDemoServer((demo) => ({ server, buyer, agent } = demo));

const GUEST_FORBIDDEN = 'You need to be a registered user to access this feature';

/** The error a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<EstateError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EstateError);
  return error as EstateError;
}

describe('auth', () => {
  it('logs in with e-mail and password, as a member', async () => {
    const client = newClient(server);
    const userInfo = await client.auth.login({ email: 'seller@estate.demo', password: server.demoPassword });
    expect(userInfo).toEqual({ access: expect.any(String), refresh: expect.any(String), isGuest: false });
    expect(client.session.userInfo).toEqual(userInfo);
    expect(client.session.userId).toBeTypeOf('number');
  });

  it('words a wrong password with the server detail and keeps no session', async () => {
    const client = newClient(server);
    const error = await failure(client.auth.login({ email: 'seller@estate.demo', password: 'not-the-password' }));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(error.message).toMatch(/credentials/i);
    expect(client.session.userInfo).toBeNull();
  });

  it('starts a guest session', async () => {
    const client = newClient(server);
    expect(await client.auth.guestLogin()).toMatchObject({ isGuest: true });
    expect(client.session.userInfo?.isGuest).toBe(true);
  });

  it('registers (waiting for activation), resends the link, activates, then logs in', async () => {
    const client = newClient(server);
    const payload = { username: 'wambui', first_name: 'Wambui', last_name: 'Kariuki', email: 'wambui@example.com', password: 'mount-kenya-5199', re_password: 'mount-kenya-5199' };
    const registered = await client.auth.register(payload);
    expect(registered).toMatchObject({ loggedIn: false, user: { username: 'wambui', email: 'wambui@example.com' } });
    expect(client.session.userInfo).toBeNull();
    // Not active yet: the login the register tried was refused.
    await expect(client.auth.login({ email: payload.email, password: payload.password })).rejects.toMatchObject({ status: 401 });

    const first = server.activationFor('wambui@example.com');
    await expect(client.auth.resendActivation('wambui@example.com')).resolves.toBeUndefined();
    const second = server.activationFor('wambui@example.com');
    expect(second).toBeDefined();
    await expect(client.auth.activate(second)).resolves.toBeUndefined();
    expect(first.uid).toBe(second.uid);

    await client.auth.login({ email: payload.email, password: payload.password });
    expect((await client.profiles.me()).profile.username).toBe('wambui');
  });

  it('refuses a used activation link with the server wording', async () => {
    const { email } = await freshMember(server, 'reuse');
    const error = await failure(newClient(server).auth.activate(server.activationFor(email)));
    expect(error.status).toBe(403);
    expect(error.message).toBeTruthy();
  });

  it('refreshes the token pair on demand', async () => {
    const client = await signedIn(server, 'seller');
    const before = client.session.userInfo!;
    expect(await client.auth.refresh()).toBe(true);
    expect(client.session.userInfo!.refresh).not.toBe(before.refresh);
    expect(client.session.userInfo!.isGuest).toBe(false);
  });

  it('logs out: the session ends here and the refresh token is retired on the server', async () => {
    const client = await signedIn(server, 'topagent');
    const userInfo = client.session.userInfo!;
    await client.auth.logout();
    expect(client.session.userInfo).toBeNull();
    // Putting the old tokens back does not help: the refresh token was blacklisted.
    client.session.set(userInfo);
    expect(await client.auth.refresh()).toBe(false);
    expect(client.session.userInfo).toBeNull();
  });

  it('sends the Google code as the server reads it; without sign-in configured the server says so', async () => {
    const client = newClient(server);
    const error = await failure(client.auth.googleLogin('4/0AbCdEf', { redirect_uri: 'http://localhost:5173/google-auth-callback' }));
    expect(error).toMatchObject({ status: 503, message: 'Google sign-in is not configured on this server.' });
    expect(client.session.userInfo).toBeNull();
  });
});

describe('properties', () => {
  it('lists every property page by page', async () => {
    const first = await buyer.properties.all({ page: 1, pageSize: 5 });
    const second = await buyer.properties.all({ page: 2, pageSize: 5 });
    expect(first.count).toBeGreaterThanOrEqual(60);
    expect(first.results).toHaveLength(5);
    expect(first.next).toContain('page=2');
    expect(first.previous).toBeNull();
    expect(second.results.map((p) => p.id)).not.toEqual(expect.arrayContaining(first.results.map((p) => p.id)));
    // Anonymous callers may read too.
    expect((await newClient(server).properties.all({ pageSize: 1 })).results).toHaveLength(1);
  });

  it('lists by property type, advert type and status', async () => {
    const houses = await buyer.properties.byType('House', { pageSize: 50 });
    expect(houses.count).toBeGreaterThan(0);
    expect(houses.results.every((p) => p.property_type === 'House')).toBe(true);

    const rentals = await buyer.properties.byAdvertType('For Rent', { pageSize: 50 });
    expect(rentals.count).toBeGreaterThan(0);
    expect(rentals.results.every((p) => p.advert_type === 'For Rent')).toBe(true);

    const ongoing = await buyer.properties.byStatus('Ongoing Project', { pageSize: 50 });
    expect(ongoing.count).toBeGreaterThan(0);
    expect(ongoing.results.every((p) => p.property_status === 'Ongoing Project')).toBe(true);
    // The spec's legacy value reads the same list.
    expect((await buyer.properties.byStatus('For Rent', { pageSize: 50 })).count).toBe(ongoing.count);
  });

  it("lists a country's properties, each filter applied only when set", async () => {
    const kenya = await buyer.properties.byCountry('KE', {}, { pageSize: 100 });
    expect(kenya.count).toBeGreaterThan(0);
    expect(kenya.results.every((p) => p.country === 'KE')).toBe(true);

    const filtered = await buyer.properties.byCountry('ke', { property_type: 'Apartment', advert_type: 'For Sale', property_status: '' }, { pageSize: 100 });
    expect(filtered.count).toBeLessThan(kenya.count);
    expect(filtered.results.every((p) => p.country === 'KE' && p.property_type === 'Apartment' && p.advert_type === 'For Sale')).toBe(true);

    const error = await failure(buyer.properties.byCountry('zz'));
    expect(error).toMatchObject({ status: 404, message: '"zz" is not a country code.' });
  });

  it('reads details by id and by slug, with related listings, and 404 for an unknown one', async () => {
    const [listing] = (await buyer.properties.all({ pageSize: 1 })).results;
    const byId = await newClient(server).properties.details(listing!.id);
    const bySlug = await buyer.properties.details(listing!.slug);
    expect(byId.id).toBe(listing!.id);
    expect(bySlug.slug).toBe(listing!.slug);
    expect(Array.isArray(bySlug.related_listings)).toBe(true);

    const error = await failure(buyer.properties.details(999_999));
    expect(error).toMatchObject({ status: 404, message: 'Property not found.' });
  });

  it('creates a property from a multipart form with a cover photo and photos', async () => {
    const form = new FormData();
    form.set('title', 'Garden flat in Lavington');
    form.set('description', 'Two bedrooms, a garden and a borehole.');
    form.set('country', 'KE');
    form.set('city', 'Nairobi');
    form.set('price', '185000.50');
    form.set('property_type', 'Apartment');
    form.set('advert_type', 'For Sale');
    form.set('property_status', 'Completed Project');
    form.set('bedrooms', '2');
    form.set('total_floors', '0');
    form.set('cover_photo', pngFile('cover.png'));
    form.append('photos', pngFile('kitchen.png', [20, 120, 200]));
    form.append('photos', pngFile('garden.png', [40, 160, 60]));

    const created = await agent.properties.create(form);
    expect(created).toMatchObject({ title: 'Garden flat in Lavington', country: 'KE', property_type: 'Apartment', bedrooms: 2 });
    expect(created.slug).toMatch(/^garden-flat-in-lavington-[0-9a-f]{6}$/);
    expect(created.photos).toHaveLength(2);
    // The stored cover is served from the media path, through the client's URL helper.
    const cover = await fetch(agent.mediaUrl(created.cover_photo)!);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect((await buyer.properties.details(created.slug)).id).toBe(created.id);
  });

  it("words the create form's field errors as 'Field: messages' joined by ' | '", async () => {
    const form = new FormData();
    form.set('title', 'No price');
    const error = await failure(agent.properties.create(form));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'Price: This field is required. | Country: This field is required. | Advert type: This field is required. | ' +
        'Property status: This field is required. | Cover photo: This field is required.',
    );
    expect(error.fieldErrors).toMatchObject({ price: ['This field is required.'] });
  });

  it('likes and unlikes, with the counts, and lists the liked ones', async () => {
    const member = await freshMember(server, 'liker');
    const [listing] = (await member.client.properties.all({ pageSize: 1 })).results;
    const liked = await member.client.properties.like(listing!.id);
    expect(liked).toEqual({ is_liked: true, like_count: listing!.like_count + 1 });
    expect(await member.client.properties.like(listing!.id)).toEqual(liked);
    expect((await member.client.properties.details(listing!.id)).is_liked).toBe(true);

    const favourites = await member.client.properties.liked();
    expect(favourites.results.map((p) => p.id)).toEqual([listing!.id]);

    expect(await member.client.properties.unlike(listing!.id)).toEqual({ is_liked: false, like_count: listing!.like_count });
    const error = await failure(member.client.properties.liked());
    expect(error).toMatchObject({ status: 404, message: 'No liked properties found', body: { error: 'No liked properties found' } });
  });
});

describe('reels', () => {
  it('lists all reels, mine and an agent’s by username', async () => {
    const all = await buyer.reels.all({ pageSize: 3 });
    expect(all.count).toBe(6);
    expect(all.results).toHaveLength(3);
    const owner = all.results[0]!.username;

    const theirs = await buyer.reels.ofAgent({ username: owner });
    expect(theirs.count).toBeGreaterThan(0);
    expect(theirs.results.every((reel) => reel.username === owner)).toBe(true);

    const ownerClient = await signedIn(server, owner);
    const mine = await ownerClient.reels.ofAgent();
    expect(mine.results.map((reel) => reel.id)).toEqual(theirs.results.map((reel) => reel.id));

    await expect(buyer.reels.ofAgent({ username: 'nobody-here' })).rejects.toMatchObject({ status: 404, message: 'No profile found.' });
  });

  it('reads a reel by id and by slug; 404 for an unknown one', async () => {
    const [reel] = (await buyer.reels.all({ pageSize: 1 })).results;
    expect((await newClient(server).reels.details(reel!.id)).slug).toBe(reel!.slug);
    expect((await buyer.reels.details(reel!.slug)).id).toBe(reel!.id);
    await expect(buyer.reels.details(999_999)).rejects.toMatchObject({ status: 404, message: 'Reel not found.' });
  });

  it('creates a reel from a multipart form with a video', async () => {
    const form = new FormData();
    form.set('title', 'Sunset over Karen');
    form.set('description', 'A quick tour of the garden.');
    form.set('country', 'ke');
    form.set('video', file(tinyMp4(), 'tour.mp4', 'video/mp4'));
    const reel = await agent.reels.create(form);
    expect(reel).toMatchObject({ description: 'A quick tour of the garden.', slug: 'sunset-over-karen', like_count: 0 });
    expect((await agent.reels.ofAgent()).results.map((r) => r.id)).toContain(reel.id);
    expect((await fetch(agent.mediaUrl(reel.video)!)).status).toBe(200);
  });

  it('likes and unlikes a reel', async () => {
    const [reel] = (await buyer.reels.all({ pageSize: 1 })).results;
    const member = await freshMember(server, 'reelfan');
    expect(await member.client.reels.like(reel!.id)).toEqual({ is_liked: true, like_count: reel!.like_count + 1 });
    expect((await member.client.reels.details(reel!.id)).is_liked).toBe(true);
    expect(await member.client.reels.unlike(reel!.id)).toEqual({ is_liked: false, like_count: reel!.like_count });
  });
});

describe('comments', () => {
  it('lists, creates and replies to property comments', async () => {
    const [listing] = (await buyer.properties.all({ pageSize: 1 })).results;
    const comment = await buyer.comments.create({ post: listing!.id, content: '  Is the price negotiable?  ' });
    expect(comment).toMatchObject({ content: 'Is the price negotiable?', post: listing!.id });

    const reply = await agent.comments.reply(comment.id, 'Yes, a little.');
    expect(reply).toMatchObject({ content: 'Yes, a little.', parent: comment.id, post: listing!.id });

    // No token needed to read them.
    const anonymous = newClient(server);
    const list = await anonymous.comments.forProperty(listing!.id);
    const shown = list.results.find((c) => c.id === comment.id);
    expect(shown?.replies.map((r) => r.content)).toEqual(['Yes, a little.']);
  });

  it('lists and creates clip comments', async () => {
    const [reel] = (await buyer.reels.all({ pageSize: 1 })).results;
    const created = await buyer.comments.createForClip({ post: reel!.id, content: 'Lovely light!' });
    expect(created.content).toBe('Lovely light!');
    const list = await newClient(server).comments.forClip(reel!.id, { pageSize: 50 });
    expect(list.results[0]).toMatchObject({ id: created.id, content: 'Lovely light!' });
  });

  it("words a blank comment as 'Content: …' and an unknown property as 404", async () => {
    const [listing] = (await buyer.properties.all({ pageSize: 1 })).results;
    const blank = await failure(buyer.comments.create({ post: listing!.id, content: '   ' }));
    expect(blank).toMatchObject({ status: 400, message: 'Content: This field may not be blank.' });
    const unknown = await failure(buyer.comments.create({ post: 999_999, content: 'Hello' }));
    expect(unknown).toMatchObject({ status: 404, message: 'Property not found.' });
  });
});

describe('profiles', () => {
  it('reads my profile, and a profile by id and by username', async () => {
    const { profile } = await buyer.profiles.me();
    expect(profile).toMatchObject({ email: 'buyer@estate.demo', is_buyer: true });
    expect((await newClient(server).profiles.byId(profile.id)).profile.username).toBe(profile.username);
    expect((await agent.profiles.byUsername(profile.username)).profile.id).toBe(profile.id);
    await expect(buyer.profiles.byId(999_999)).rejects.toMatchObject({ status: 404, message: 'No profile found.' });
  });

  it('updates my profile from a multipart form with a photo', async () => {
    const member = await freshMember(server, 'editor');
    const { profile } = await member.client.profiles.me();
    const form = new FormData();
    form.set('about_me', 'Looking for a quiet flat near the lake.');
    form.set('city', 'Kisumu');
    form.set('gender', 'Female');
    form.set('phone_number', '+254700000199');
    form.set('profile_photo', pngFile('me.png'));
    const updated = await member.client.profiles.update(profile.id, form);
    expect(updated.profile).toMatchObject({ about_me: 'Looking for a quiet flat near the lake.', city: 'Kisumu', gender: 'Female' });
    expect(updated.profile.profile_photo).toMatch(/^\/media\//);
    expect((await fetch(member.client.avatarUrl(updated.profile.profile_photo))).status).toBe(200);

    // Only my own profile.
    const other = await failure(member.client.profiles.update((await buyer.profiles.me()).profile.id, new FormData()));
    expect(other).toMatchObject({ status: 403, message: 'You can only edit your own profile.' });
  });

  it('lists agents and top agents, and searches agents', async () => {
    const agents = await buyer.profiles.agents({ pageSize: 50 });
    expect(agents.count).toBeGreaterThanOrEqual(7);
    expect(agents.results.map((p) => p.username)).toEqual(expect.arrayContaining(['grace_achieng', 'david_kamau']));
    const top = await buyer.profiles.topAgents();
    expect(top.results.map((p) => p.username)).toEqual(expect.arrayContaining(['david_kamau']));
    expect(top.results.map((p) => p.username)).not.toContain('grace_achieng');
    const grace = await buyer.profiles.searchAgents('grace');
    expect(grace.results.map((p) => p.full_name)).toContain('Grace Achieng');
    expect((await buyer.profiles.searchAgents('zzzz-nobody')).count).toBe(0);
  });
});

describe('users', () => {
  it('searches people by name or username', async () => {
    const found = await agent.users.search('amina');
    expect(found.results.map((p) => p.full_name)).toContain('Amina Wanjiru');
  });
});

describe('notifications', () => {
  it('lists my notifications and marks them all read', async () => {
    const member = await freshMember(server, 'notified');
    const [listing] = (await member.client.properties.all({ pageSize: 1 })).results;
    const owner = await signedIn(server, listing!.username);
    await member.client.comments.create({ post: listing!.id, content: 'Viewing on Saturday?' });
    const reply = await owner.comments.create({ post: listing!.id, content: 'Top-level note' });
    await member.client.comments.reply(reply.id, 'Thanks');

    const notices = await owner.notifications.all();
    expect(notices.results[0]).toMatchObject({ message: expect.stringContaining('replied') });
    expect(notices.results.some((n) => !n.is_read)).toBe(true);
    const { updated } = await owner.notifications.markAllRead();
    expect(updated).toBeGreaterThan(0);
    expect((await owner.notifications.all()).results.every((n) => n.is_read)).toBe(true);
    expect(await owner.notifications.markAllRead()).toEqual({ updated: 0 });
  });
});

describe('chat (HTTP)', () => {
  it('lists no conversations and an empty thread for someone new', async () => {
    const member = await freshMember(server, 'quiet');
    expect(await member.client.chat.users()).toMatchObject({ count: 0, results: [] });
    expect(await member.client.chat.messages('seller-not-a-user').catch((error: EstateError) => error.message)).toBe('User not found.');
    const seller = (await (await signedIn(server, 'seller')).profiles.me()).profile.username;
    expect(await member.client.chat.messages(seller)).toMatchObject({ count: 0, results: [] });
    await expect(member.client.chat.messages(member.username)).rejects.toMatchObject({ status: 400, message: 'You cannot chat with yourself.' });
  });
  // The threads with messages in them are covered in chat-socket.test.ts, after real socket traffic.
});

describe('media URLs', () => {
  it('puts the API origin before relative paths, keeps absolute ones and falls back to the default avatar', () => {
    const client = newClient(server);
    expect(client.mediaUrl('/media/seed/avatars/amina.png')).toBe(`${server.baseUrl}/media/seed/avatars/amina.png`);
    expect(client.mediaUrl('media/x.png')).toBe(`${server.baseUrl}/media/x.png`);
    expect(client.mediaUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(client.mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(client.mediaUrl(null)).toBeUndefined();
    expect(client.avatarUrl(undefined)).toBe(DEFAULT_AVATAR);
    expect(client.avatarUrl('')).toBe(DEFAULT_AVATAR);
  });

  it('resolves the media paths the server answers to files it serves', async () => {
    const [listing] = (await buyer.properties.all({ pageSize: 1 })).results;
    const response = await fetch(buyer.avatarUrl(listing!.profile_photo));
    expect(response.status).toBe(200);
    // Media on the server's /media/: no public media address, even where one was given before it answered.
    expect(buyer.mediaPublicUrl).toBeUndefined();
    const told = createEstateClient({ baseUrl: server.baseUrl, storage: memoryStorage(), mediaPublicUrl: 'https://old-cdn.example' });
    await told.properties.all({ pageSize: 1 });
    expect(told.mediaPublicUrl).toBeUndefined();
  });
});

describe('refusals through the client', () => {
  it('gives a guest write 403 with the spec text', async () => {
    const guest = newClient(server);
    await guest.auth.guestLogin();
    const [listing] = (await guest.properties.all({ pageSize: 1 })).results;
    for (const write of [
      guest.properties.like(listing!.id),
      guest.comments.create({ post: listing!.id, content: 'Hello' }),
      guest.properties.create(new FormData()),
      guest.payments.initiate({ plan_code: 'seller', order_data: {} }),
    ]) {
      expect(await failure(write)).toMatchObject({ kind: 'http', status: 403, message: GUEST_FORBIDDEN });
    }
  });

  it("fails without a session with 'User is not authenticated', sending nothing", async () => {
    const sent: string[] = [];
    const anonymous = newClient(server, async (input, init) => {
      sent.push(String(input));
      return fetch(input, init);
    });
    for (const call of [anonymous.properties.liked(), anonymous.chat.users(), anonymous.payments.verify('EK-x'), anonymous.notifications.all()]) {
      expect(await failure(call)).toMatchObject({ kind: 'not-authenticated', message: 'User is not authenticated' });
    }
    expect(sent).toEqual([]);
  });
});
