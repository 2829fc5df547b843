import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { users } from '../src/db/schema.js';
import { ModeratorUsageError, parseModeratorCommand, runModeratorCommand } from '../src/moderator-command.js';
import { buildTestApp, makeGuest, makeUser } from './helper.js';

describe('estate-server moderator', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('reads add, remove and list, with --data, and refuses anything else', () => {
    expect(parseModeratorCommand(['add', 'mo@example.com'])).toEqual({ action: 'add', email: 'mo@example.com', dataDir: undefined });
    expect(parseModeratorCommand(['remove', 'mo@example.com', '--data', '/tmp/x'])).toEqual({ action: 'remove', email: 'mo@example.com', dataDir: '/tmp/x' });
    expect(parseModeratorCommand(['list'])).toEqual({ action: 'list', dataDir: undefined });
    for (const argv of [[], ['add'], ['add', 'not-an-email'], ['promote', 'mo@example.com'], ['add', 'a@b.c', 'extra'], ['list', 'a@b.c'], ['list', '--data']]) {
      expect(() => parseModeratorCommand(argv), argv.join(' ')).toThrow(ModeratorUsageError);
    }
  });

  it('gives and takes the role by e-mail (any case), says when nothing changed, and lists the moderators', async () => {
    const { user } = await makeUser(app, { email: 'Mod.Erator@example.com' });
    expect(await runModeratorCommand(app.db, { action: 'add', email: 'mod.erator@EXAMPLE.com' })).toBe('mod.erator@example.com is now a moderator.');
    expect(await runModeratorCommand(app.db, { action: 'add', email: 'mod.erator@example.com' })).toBe('mod.erator@example.com is already a moderator; nothing changed.');
    expect(await runModeratorCommand(app.db, { action: 'list' })).toContain(`mod.erator@example.com (${user.username})`);
    expect(await runModeratorCommand(app.db, { action: 'remove', email: 'mod.erator@example.com' })).toBe('mod.erator@example.com is no longer a moderator.');
    const [row] = await app.db.select({ isModerator: users.isModerator }).from(users).where(eq(users.id, user.id));
    expect(row!.isModerator).toBe(false);
  });

  it('refuses an unknown e-mail and a guest account', async () => {
    await expect(runModeratorCommand(app.db, { action: 'add', email: 'nobody@example.com' })).rejects.toThrow('no account has the e-mail nobody@example.com');
    const guest = await makeGuest(app);
    await expect(runModeratorCommand(app.db, { action: 'add', email: guest.user.email })).rejects.toThrow('no account has the e-mail');
  });
});

describe('a suspended account', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('can no longer sign in, refresh or use a token it holds', async () => {
    const member = await makeUser(app, { password: 'correct-horse-battery' });
    await app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.user.id));
    app.readCache.invalidate();
    const suspended = { detail: 'This account is suspended. Write to support if you think this is a mistake.' };
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/create/', payload: { email: member.user.email, password: 'correct-horse-battery' } });
    expect([login.statusCode, login.json()]).toEqual([403, suspended]);
    const refresh = await app.inject({ method: 'POST', url: '/api/v1/auth/jwt/refresh/', payload: { refresh: member.refresh } });
    expect([refresh.statusCode, refresh.json()]).toEqual([403, suspended]);
    const me = await app.inject({ url: '/api/v1/profile/me/', headers: member.headers });
    expect([me.statusCode, me.json()]).toEqual([403, suspended]);
  });
});
