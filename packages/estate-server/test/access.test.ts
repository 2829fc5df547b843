import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import estateApp, { serverOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectDatabase } from '../src/db/connect.js';
import { PaystackSandbox } from '../src/paystack/sandbox.js';
import access, { ACCESS_LEVELS, type Access, callerOf, SECURITY_OF } from '../src/plugins/access.js';
import { buildTestApp, makeGuest, makeUser, type TestUser } from './helper.js';
import type { App } from '../src/app.js';

/**
 * Every route the whole app adds, as `onRoute` sees it: the API, the sockets, the document, the
 * Paystack sandbox and the web app's page route (a built app in a temporary folder).
 */
async function everyRoute(): Promise<RouteOptions[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-access-'));
  const webDir = mkdtempSync(path.join(tmpdir(), 'estate-access-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Estate</title>');
  const config = loadConfig({}, { dataDir, webDir, inMemoryDb: true, jwtSecret: 'test-secret', logLevel: 'silent' });
  const database = await connectDatabase({ databaseUrl: undefined });
  const routes: RouteOptions[] = [];
  const app = Fastify(serverOptions(config, false));
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(fp(estateApp, { name: 'estate-app' }), { config, database, paystackSandbox: new PaystackSandbox() });
  await app.ready();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDir, { recursive: true, force: true });
  return routes;
}

const routeName = (route: RouteOptions) => `${String(route.method)} ${route.url}`;

/**
 * The routes outside plugins add, which take no route config, so no `access`: each is public by
 * nature. Any other route without a level fails the test below.
 */
const ADDED_BY_PLUGINS = new Map([
  ['OPTIONS *', '@fastify/cors: the CORS preflight, which carries no credentials'],
  ['HEAD,GET /index.html', "@fastify/static: each file of the built app"],
]);

/** `/profile/:id` as the document names it: `/profile/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('every route declares who may call it', () => {
  let routes: RouteOptions[];
  beforeAll(async () => {
    routes = await everyRoute();
  });

  it('names a level on every route, so none is public by omission', () => {
    const undeclared = routes.filter((route) => !ACCESS_LEVELS.includes(route.config?.access as Access)).map(routeName);
    expect(routes.length - undeclared.length).toBeGreaterThan(60);
    expect(undeclared.sort()).toEqual([...ADDED_BY_PLUGINS.keys()].sort());
  });

  it('covers the sockets, the document, the sandbox and the web app as well as the API', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of ['/ws/chat/:username/', '/ws/events/', '/api/v1/openapi.json', '/paystack-sandbox/transaction/initialize', '/*', '/api/v1/profile/me/']) {
      expect(urls, url).toContain(url);
    }
  });

  it("writes each documented operation's security from its level, and only from it", async () => {
    const app = await buildTestApp();
    const { paths } = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    await app.close();
    let compared = 0;
    const levels = new Set<Access>();
    for (const route of routes) {
      const operation = paths[documentPath(route.url)]?.[String(route.method).toLowerCase()];
      if (!operation) continue;
      const level = route.config!.access!;
      expect(operation.security, `${String(route.method)} ${route.url} (${level})`).toEqual(SECURITY_OF[level]);
      levels.add(level);
      compared += 1;
    }
    expect(compared).toBe(Object.values(paths).reduce((sum, operations) => sum + Object.keys(operations).length, 0));
    expect([...levels].sort()).toEqual([...ACCESS_LEVELS].sort());
  });
});

describe('what each level lets through', () => {
  let app: App;
  let member: TestUser;
  let guest: TestUser;
  const anonymous = { headers: {} };

  beforeAll(async () => {
    app = await buildTestApp();
    member = await makeUser(app);
    guest = await makeGuest(app);
  });
  afterAll(() => app.close());

  const saveSearch = (caller: { headers: Record<string, string> }, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/saved-searches/', headers: caller.headers, payload: payload as object });

  it("asks an anonymous caller of a member route to sign in (401) and refuses a guest (403)", async () => {
    const body = { name: 'Nairobi', country: 'KE' };
    const anonymousAnswer = await saveSearch(anonymous, body);
    expect(anonymousAnswer.statusCode).toBe(401);
    expect(anonymousAnswer.json()).toEqual({ detail: 'User is not authenticated', code: 'not_authenticated' });
    const guestAnswer = await saveSearch(guest, body);
    expect(guestAnswer.statusCode).toBe(403);
    expect(guestAnswer.json()).toEqual({ detail: 'You need to be a registered user to access this feature' });
    expect((await saveSearch(member, body)).statusCode).toBe(201);
  });

  it('checks the body first: a bad body is the same 400 whoever sends it', async () => {
    const answers = await Promise.all([anonymous, guest, member].map((caller) => saveSearch(caller, { country: 'KE' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0]!.json()).toEqual(answers[2]!.json());
    expect(answers[1]!.json()).toEqual(answers[2]!.json());
  });

  it('lets a guest call a user route and asks an anonymous caller to sign in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile/me/', headers: guest.headers })).statusCode).toBe(200);
    const answer = await app.inject({ method: 'GET', url: '/api/v1/profile/me/' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ detail: 'User is not authenticated', code: 'not_authenticated' });
  });

  it('answers optional routes without a token, and reads one when sent', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/properties/all' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/properties/all', headers: guest.headers })).statusCode).toBe(200);
    const badToken = await app.inject({ method: 'GET', url: '/api/v1/properties/all', headers: { authorization: 'Bearer nonsense' } });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('answers public routes without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/payment/plans/' })).statusCode).toBe(200);
  });
});

describe('the access plugin on its own', () => {
  /** A bare server with the plugin and a stand-in for the auth plugin: `x-user: 7`, `guest` or `moderator`. */
  async function bare(addRoutes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
    const app = Fastify();
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const who = request.headers['x-user'];
      if (who) request.user = { id: 7, isGuest: who === 'guest', isModerator: who === 'moderator' };
    });
    await app.register(access);
    addRoutes(app);
    await app.ready();
    return app;
  }

  it('refuses at start a level it does not know', async () => {
    await expect(bare((app) => app.get('/x', { config: { access: 'memebr' as Access } }, async () => 'x'))).rejects.toThrow(
      "GET /x: config.access 'memebr' is none of public, optional, user, member, moderator",
    );
  });

  it('refuses at start a route that writes its security itself', async () => {
    await expect(bare((app) => app.get('/x', { config: { access: 'user' }, schema: { security: [{ bearerAuth: [] }] } }, async () => 'x'))).rejects.toThrow(
      'GET /x: declare config.access and leave schema.security to it',
    );
  });

  it('runs the check before the route\u2019s own preHandlers', async () => {
    const reached: string[] = [];
    const app = await bare((server) =>
      server.get('/x', { config: { access: 'member' }, preHandler: async () => void reached.push('route') }, async () => 'x'),
    );
    expect((await app.inject({ url: '/x', headers: { 'x-user': 'guest' } })).statusCode).toBe(403);
    expect(reached).toEqual([]);
    expect((await app.inject({ url: '/x', headers: { 'x-user': '7' } })).statusCode).toBe(200);
    expect(reached).toEqual(['route']);
    await app.close();
  });

  it('lets only a moderator call a moderator route: 401 anonymous, 403 guest_forbidden and moderator_only', async () => {
    const app = await bare((server) => server.get('/queue', { config: { access: 'moderator' } }, async (request) => ({ id: callerOf(request).id })));
    const call = (who?: string) => app.inject({ url: '/queue', headers: who ? { 'x-user': who } : {} });
    expect((await call()).statusCode).toBe(401);
    const guest = await call('guest');
    expect([guest.statusCode, guest.json().message]).toEqual([403, 'You need to be a registered user to access this feature']);
    const member = await call('7');
    expect([member.statusCode, member.json().message]).toEqual([403, 'Only moderators can do this.']);
    expect((await call('moderator')).json()).toEqual({ id: 7 });
    await app.close();
  });

  it('hands the caller to routes that guarantee one, and fails loudly on routes that do not', async () => {
    const app = await bare((server) => {
      server.get('/mine', { config: { access: 'user' } }, async (request) => ({ id: callerOf(request).id }));
      server.get('/anyone', { config: { access: 'optional' } }, async (request) => ({ id: callerOf(request).id }));
    });
    expect((await app.inject({ url: '/mine', headers: { 'x-user': 'guest' } })).json()).toEqual({ id: 7 });
    // Even with a token: the route's level, not this request, decides.
    expect((await app.inject({ url: '/anyone', headers: { 'x-user': '7' } })).statusCode).toBe(500);
    await app.close();
  });

  it('takes only the five levels as a route option (a typo does not compile)', () => {
    const route = (config: RouteOptions['config']) => config;
    // @ts-expect-error: 'memebr' is not an access level.
    route({ access: 'memebr' });
    expect(route({ access: 'member' })).toEqual({ access: 'member' });
  });
});
