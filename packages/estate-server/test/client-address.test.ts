import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { parseTrustProxy } from '../src/config.js';
import { buildPeerApp, buildTestApp, makeUser, type TestUser } from './helper.js';
import { insertListings } from './properties-fixtures.js';

const SIGN_IN = '/api/v1/auth/jwt/create/';
const PASSWORD = 'correct-horse-battery';
/** The sign-in limit of these tests: a few attempts a minute, so a test reaches it quickly. */
const LIMIT = 3;

interface From {
  /** The peer's socket address. */
  peer?: string;
  /** What the request claims in X-Forwarded-For. */
  forwarded?: string;
}

const signIn = (app: App, email: string, password: string, from: From = {}) =>
  app.inject({
    method: 'POST',
    url: SIGN_IN,
    remoteAddress: from.peer ?? '127.0.0.1',
    headers: from.forwarded ? { 'x-forwarded-for': from.forwarded } : {},
    payload: { email, password },
  });

const throttled = expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/);

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.1, 192.168.0.0/16 ,fd00::/8,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8', 'loopback']);
  });

  it('refuses "true" and what is not an address, saying what it expects', () => {
    expect(() => parseTrustProxy('true')).toThrow(/any client choose its address/);
    expect(() => parseTrustProxy('10.0.0.1,proxy.local')).toThrow('TRUST_PROXY expects addresses or CIDRs (e.g. 10.0.0.1,192.168.0.0/16) or a hop count, got "proxy.local"');
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/got "10\.0\.0\.0\/33"/);
  });
});

describe('the sign-in limit per address', () => {
  describe('with TRUST_PROXY off (the default)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({ authRateLimitPerMinute: LIMIT });
    });
    afterAll(() => app.close());

    it('is not dodged by claiming a new address in X-Forwarded-For', async () => {
      for (let attempt = 1; attempt <= LIMIT; attempt++) {
        const response = await signIn(app, `nobody${attempt}@example.com`, 'wrong-password', { peer: '198.51.100.1', forwarded: `203.0.113.${attempt}` });
        expect(response.statusCode).toBe(401);
      }
      const dodge = await signIn(app, 'nobody-else@example.com', 'wrong-password', { peer: '198.51.100.1', forwarded: '203.0.113.99' });
      expect(dodge.statusCode).toBe(429);
      expect(dodge.json()).toEqual({ detail: throttled });
      // Another peer is another client.
      expect((await signIn(app, 'someone@example.com', 'wrong-password', { peer: '198.51.100.2' })).statusCode).toBe(401);
    });
  });

  describe('behind a trusted proxy', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({ authRateLimitPerMinute: LIMIT, trustProxy: ['10.0.0.0/8'] });
    });
    afterAll(() => app.close());

    it("counts the client address the proxy forwards, and an untrusted peer's own address", async () => {
      for (let attempt = 1; attempt <= LIMIT; attempt++) {
        expect((await signIn(app, `a${attempt}@example.com`, 'wrong', { peer: '10.0.0.5', forwarded: '203.0.113.10' })).statusCode).toBe(401);
      }
      expect((await signIn(app, 'a4@example.com', 'wrong', { peer: '10.0.0.6', forwarded: '203.0.113.10' })).statusCode).toBe(429);
      // Another client behind the same proxy has attempts of its own.
      expect((await signIn(app, 'b1@example.com', 'wrong', { peer: '10.0.0.5', forwarded: '203.0.113.11' })).statusCode).toBe(401);

      // A peer that is not a configured proxy cannot claim an address.
      for (let attempt = 1; attempt <= LIMIT; attempt++) {
        expect((await signIn(app, `c${attempt}@example.com`, 'wrong', { peer: '198.51.100.3', forwarded: `203.0.113.${20 + attempt}` })).statusCode).toBe(401);
      }
      expect((await signIn(app, 'c4@example.com', 'wrong', { peer: '198.51.100.3', forwarded: '203.0.113.30' })).statusCode).toBe(429);
    });
  });
});

describe('the sign-in limit per account', () => {
  let app: App;
  let owner: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitPerMinute: LIMIT, trustProxy: ['10.0.0.0/8'] });
    owner = await makeUser(app, { email: 'Wanjiru.Kamau@example.com' });
  });
  afterAll(() => app.close());

  it('holds when every attempt comes from a new address, the right password included, and spares other accounts', async () => {
    const emails = ['wanjiru.kamau@example.com', ' WANJIRU.KAMAU@example.com', 'Wanjiru.Kamau@Example.com'];
    for (const [index, email] of emails.entries()) {
      expect((await signIn(app, email, 'wrong-password', { peer: `198.51.100.${index + 10}` })).statusCode).toBe(401);
    }
    const guessed = await signIn(app, owner.user.email, PASSWORD, { peer: '10.0.0.1', forwarded: '203.0.113.77' });
    expect(guessed.statusCode).toBe(429);
    expect(guessed.json()).toEqual({ detail: throttled });
    expect(guessed.headers['retry-after']).toMatch(/^\d+$/);

    const other = await makeUser(app);
    expect((await signIn(app, other.user.email, PASSWORD, { peer: '198.51.100.99' })).statusCode).toBe(200);
  });
});

describe.runIf(process.env.REDIS_URL)('the sign-in limits across processes (Redis)', () => {
  let app: App;
  let peer: App;
  let owner: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitPerMinute: LIMIT });
    peer = await buildPeerApp(app);
    owner = await makeUser(app);
  });
  afterAll(async () => {
    await peer.close();
    await app.close();
  });

  it('adds up the attempts on an account made through different processes from different addresses', async () => {
    const servers = [app, peer, app];
    for (const [index, server] of servers.entries()) {
      expect((await signIn(server, owner.user.email, 'wrong', { peer: `198.51.100.${index + 40}` })).statusCode).toBe(401);
    }
    expect((await signIn(peer, owner.user.email, PASSWORD, { peer: '198.51.100.50' })).statusCode).toBe(429);
  });

  it('adds up the attempts from one address made through different processes', async () => {
    const servers = [peer, app, peer];
    for (const [index, server] of servers.entries()) {
      expect((await signIn(server, `x${index}@example.com`, 'wrong', { peer: '198.51.100.60' })).statusCode).toBe(401);
    }
    expect((await signIn(app, 'x9@example.com', 'wrong', { peer: '198.51.100.60' })).statusCode).toBe(429);
  });
});

describe('anonymous view counts', () => {
  let app: App;
  let owner: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await makeUser(app, { role: 'agent' });
  });
  afterAll(() => app.close());

  it('are not inflated by forged X-Forwarded-For addresses', async () => {
    const [listing] = await insertListings(app, owner.user.id, [{ title: 'Counted once' }]);
    let views = 0;
    for (let forged = 1; forged <= 5; forged++) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/properties/details/${listing!.id}/`,
        remoteAddress: '198.51.100.70',
        headers: { 'x-forwarded-for': `203.0.113.${forged}` },
      });
      views = response.json().views;
    }
    expect(views).toBe(1);
  });
});
