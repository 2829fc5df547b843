import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { type RunningSandbox, startPaystackSandbox } from '../src/paystack/sandbox.js';
import { ChatSocket, chatUrl } from './chat-client.js';
import { buildTestApp, freshPostgresDatabase, makeUser, multipart, png, type TestUser } from './helper.js';
import { order, pressOnCheckout, WEBHOOK_PATH } from './payments-fixtures.js';
import { CREATE_URL, coverPart, insertListings, listingForm } from './properties-fixtures.js';
import { startS3, type TestS3 } from './s3-server.js';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.js';
import { type ServerProcess, startServerProcess } from './server-processes.js';
import { sharedInfrastructure } from './two-processes.js';

const INSTANCES = 3;
const SIGN_IN_LIMIT = 6;

/**
 * The whole product on several instances, as docs/deploy.md deploys it: three `estate-server`
 * processes on one PostgreSQL and one Redis behind a round-robin proxy, each request on the next
 * instance, and journeys that only work when the instances share what they must.
 */
describe.runIf(sharedInfrastructure)('three instances behind a round-robin proxy', () => {
  let home: App;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let paystack: RunningSandbox;
  let s3: TestS3;
  let proxy: RoundRobinProxy;
  const targets: string[] = [];
  const instances: ServerProcess[] = [];
  let amina: TestUser;
  let baraka: TestUser;
  let listing: { id: number };

  beforeAll(async () => {
    // An empty database of the test's own: the instances start at once and migrate it together
    // (one at a time, under PostgreSQL's advisory lock: db/connect.ts).
    database = await freshPostgresDatabase(process.env.DATABASE_URL!, 'template0');
    paystack = await startPaystackSandbox();
    s3 = await startS3();
    proxy = await startRoundRobinProxy(targets);
    paystack.sandbox.webhookUrl = `${proxy.url}${WEBHOOK_PATH}`;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL,
      JWT_SECRET: 'test-secret',
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
      PAYSTACK_SANDBOX: '0',
      PAYSTACK_BASE_URL: paystack.url,
      PAYSTACK_SECRET_KEY: paystack.sandbox.secretKey,
      PAYSTACK_PUBLIC_KEY: paystack.sandbox.publicKey,
      ...s3.env,
    };
    instances.push(...(await Promise.all(Array.from({ length: INSTANCES }, () => startServerProcess(env)))));
    targets.push(...instances.map((instance) => instance.url));
    // `home` makes the accounts in the database the instances share; it serves nothing.
    home = await buildTestApp({}, { databaseUrl: database.url });
    amina = await makeUser(home, { username: 'amina_scale', role: 'seller' });
    baraka = await makeUser(home, { username: 'baraka_scale' });
    [listing] = await insertListings(home, amina.user.id, [{ title: 'Flat seen from every instance' }]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy?.close();
    await paystack?.close();
    await s3?.close();
    await home?.close();
    await database?.drop();
  });

  /** A call through the proxy from the client address `client` (each journey its own, as the limits count by address). */
  const call = (path: string, init: RequestInit & { client?: string } = {}) =>
    fetch(`${proxy.url}${path}`, { ...init, headers: { 'x-forwarded-for': init.client ?? '198.51.100.1', ...(init.headers as Record<string, string>) } });
  const json = { 'content-type': 'application/json' };
  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  /** The instances that took the last `count` requests. */
  const lastTargets = (count: number) => proxy.routed.slice(-count).map((routed) => routed.target);

  it('signs in on one instance, refreshes on the next and is known on the third', async () => {
    const signIn = await call('/api/v1/auth/jwt/create/', { method: 'POST', headers: json, body: JSON.stringify({ email: amina.user.email, password: 'correct-horse-battery' }) });
    expect(signIn.status).toBe(200);
    const refreshed = await call('/api/v1/auth/jwt/refresh/', { method: 'POST', headers: json, body: JSON.stringify({ refresh: ((await signIn.json()) as { refresh: string }).refresh }) });
    expect(refreshed.status).toBe(200);
    const me = await call('/api/v1/profile/me/', { headers: bearer(((await refreshed.json()) as { access: string }).access) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { profile: unknown }).profile).toMatchObject({ is_seller: true });
    expect(new Set(lastTargets(3)).size).toBe(3);
  });

  it('counts sign-in attempts together: the limit holds however the attempts are spread', async () => {
    const attempt = () =>
      call('/api/v1/auth/jwt/create/', { method: 'POST', client: '203.0.113.7', headers: json, body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }) });
    for (let i = 0; i < SIGN_IN_LIMIT; i++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(new Set(lastTargets(SIGN_IN_LIMIT + 1)).size).toBe(INSTANCES);
    // The account's own count is shared too: from another address, this account is still refused...
    const elsewhere = (email: string) =>
      call('/api/v1/auth/jwt/create/', { method: 'POST', client: '203.0.113.8', headers: json, body: JSON.stringify({ email, password: 'wrong-password-2' }) });
    expect((await elsewhere('nobody@example.com')).status).toBe(429);
    // ...while another account from that address is not caught by either count.
    expect((await elsewhere('somebody@example.com')).status).toBe(401);
  });

  it('serves a photo uploaded through one instance from every instance, resized variants included', async () => {
    const cover = png(640, 480);
    const form = await multipart(listingForm({ title: 'Photographed on one instance' }), [coverPart(cover)]);
    const created = await call(CREATE_URL, { method: 'POST', headers: { ...bearer(amina.access), ...form.headers }, body: form.payload });
    expect(created.status, await created.clone().text()).toBe(201);
    const { cover_photo: photo } = (await created.json()) as { cover_photo: string };
    expect(photo).toMatch(/^\/media\//);
    for (const instance of instances) {
      const served = await fetch(`${instance.url}${photo}`);
      expect(served.status, instance.url).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(cover), instance.url).toBe(true);
    }
    // A variant made on demand by one instance is stored beside the original, for the others to serve.
    const variant = `${photo}.w480.webp`;
    const made = await fetch(`${instances[0]!.url}${variant}`);
    expect(made.status).toBe(200);
    expect(made.headers.get('content-type')).toBe('image/webp');
    for (const instance of instances.slice(1)) expect((await fetch(`${instance.url}${variant}`)).status, instance.url).toBe(200);
  });

  it('delivers chat messages between sockets on different instances', async () => {
    const ws = proxy.url.replace(/^http/, 'ws');
    const aminaSocket = await ChatSocket.open(chatUrl(ws, 'baraka_scale', amina.access));
    const barakaSocket = await ChatSocket.open(chatUrl(ws, 'amina_scale', baraka.access));
    try {
      expect(new Set(lastTargets(2)).size).toBe(2);
      aminaSocket.send({ message: 'Sent through one instance' });
      const sent = await aminaSocket.next(10_000);
      expect(await barakaSocket.next(10_000)).toEqual(sent);
      barakaSocket.send({ message: 'Answered through another' });
      expect(await aminaSocket.next(10_000)).toMatchObject({ message: 'Answered through another', sender_username: 'baraka_scale' });
    } finally {
      await Promise.all([aminaSocket.close(), barakaSocket.close()]);
    }
  });

  it('tells a listing owner of a like made on another instance, live', async () => {
    const events = await ChatSocket.open(`${proxy.url.replace(/^http/, 'ws')}/ws/events/?token=${encodeURIComponent(amina.access)}`);
    // The chat above may still notify Amina of Baraka's answer, before 'ready' (the socket joins its
    // deliveries before the unread count is read) or after the like: those frames are passed over.
    const nextNotChat = async () => {
      let frame = await events.next(10_000);
      while ((frame.notification as { kind?: string } | undefined)?.kind === 'chat_message') frame = await events.next(10_000);
      return frame;
    };
    try {
      expect(await nextNotChat()).toMatchObject({ type: 'ready' });
      const like = await call(`/api/v1/properties/like/${listing.id}/`, { method: 'POST', headers: bearer(baraka.access) });
      expect(like.status).toBe(200);
      expect(lastTargets(2)[0]).not.toBe(lastTargets(2)[1]);
      expect(await nextNotChat()).toMatchObject({ type: 'notification', notification: { kind: 'property_like', message: expect.stringContaining('baraka_scale liked') } });
    } finally {
      await events.close();
    }
  });

  it('settles a payment whose webhook lands on another instance than its checkout', async () => {
    const started = await call('/api/v1/payment/initiate_payment/', {
      method: 'POST',
      headers: { ...json, ...bearer(baraka.access) },
      body: JSON.stringify({ plan_code: 'seller', order_data: order({ email: baraka.user.email }) }),
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const checkoutOn = lastTargets(1)[0];
    const { authorization_url: checkout } = (await started.json()) as { authorization_url: string };
    expect((await pressOnCheckout(checkout, 'pay')).status).toBe(303);
    // Paystack posts the webhook on its own time: wait for it to pass the proxy (a deadline, no fixed sleep).
    const deadline = Date.now() + 10_000;
    while (!proxy.routed.some((routed) => routed.url === WEBHOOK_PATH) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const webhook = proxy.routed.find((routed) => routed.url === WEBHOOK_PATH);
    expect(webhook?.target).toBeDefined();
    expect(webhook!.target).not.toBe(checkoutOn);
    const profile = (await (await call('/api/v1/profile/me/', { headers: bearer(baraka.access) })).json()) as { profile: unknown };
    expect(profile.profile).toMatchObject({ is_seller: true });
  });
});
