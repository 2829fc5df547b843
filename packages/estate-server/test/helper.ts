import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { connectDatabase } from '../src/db/connect.js';
import { profiles, users } from '../src/db/schema.js';
import { createUser, type UserRow } from '../src/domain/users.js';
import { encodePng } from '../src/seed/png.js';
import { mp4File } from './media-fixtures.js';

/**
 * True when the suites run against PostgreSQL (CI sets DATABASE_URL). A test of PGlite alone (the CLI
 * in its own process, which `cliEnv` keeps on PGlite; a database folder; the chat drill) is
 * `skipIf(onPostgres)`: the PostgreSQL run would repeat it as it is, and CI's PGlite run keeps
 * exactly the files that have such a part (vitest.config.ts).
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** `adminUrl` with another database. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let template: Promise<string> | undefined;

/**
 * The name of a database on the server that has every committed migration, made once for a set of
 * migrations (named by their hash, under a lock, so parallel test processes make it once) and kept:
 * a copy of it is a quarter of the time of migrating a new database, for every app of the run.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const folder = fileURLToPath(new URL('../drizzle/', import.meta.url));
    const hash = createHash('sha256');
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
      if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path.join(folder, file)));
    }
    const name = `estate_template_${hash.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (existing.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        await admin.query(`CREATE DATABASE ${building}`);
        await (await connectDatabase({ databaseUrl: databaseUrl(adminUrl, building) })).close();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.end(); // which releases the lock
    }
    return name;
  })();
  return template;
}

/** A fresh database on the PostgreSQL server for one app, copied from `source` (the migrated template, say), dropped when the app closes. */
export async function freshPostgresDatabase(adminUrl: string, source: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `estate_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  await admin.end();
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A whole app on a database of its own: in-memory PGlite, or a fresh PostgreSQL database when
 * DATABASE_URL is set. Media and mail go to a temporary data dir removed on close.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: {
    logger?: BuildOptions['logger'];
    /** Adds routes before the app is ready. */
    beforeReady?: (app: App) => void;
    /** A PostgreSQL database that exists (used as it is, and kept) instead of a fresh copy of the migrated template. */
    databaseUrl?: string;
  } = {},
): Promise<App> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-test-'));
  const adminUrl = options.databaseUrl ? undefined : process.env.DATABASE_URL;
  const postgres = adminUrl ? await freshPostgresDatabase(adminUrl, await migratedTemplate(adminUrl)) : undefined;
  const config = loadConfig(
    { DATABASE_URL: options.databaseUrl ?? postgres?.url, REDIS_URL: process.env.REDIS_URL },
    { dataDir, inMemoryDb: true, jwtSecret: 'test-secret', authRateLimitPerMinute: 10_000, actionRateLimitPerMinute: 10_000, logLevel: 'silent', ...overrides },
  );
  const database = await connectDatabase({ databaseUrl: config.databaseUrl });
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  app.addHook('onClose', async () => {
    await database.close();
    await postgres?.drop();
    // This hook may run before the storage's own: the variants still being made would write into a removed folder.
    await app.storage.variantsMade();
    rmSync(dataDir, { recursive: true, force: true });
  });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

/**
 * A second app on the database of `app`, as a second server process would be: the same settings
 * (and so the same Redis), its own data dir. On PostgreSQL it opens its own connections to that
 * database; on PGlite it shares the open database. Close it before `app`, which drops the database.
 */
export async function buildPeerApp(app: App): Promise<App> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-test-'));
  const config: Config = { ...app.config, dataDir };
  const ownDatabase = config.databaseUrl ? await connectDatabase({ databaseUrl: config.databaseUrl }) : undefined;
  const peer = await buildApp({ config, database: ownDatabase ?? app.database, logger: false });
  peer.addHook('onClose', async () => {
    await ownDatabase?.close();
    await peer.storage.variantsMade();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await peer.ready();
  return peer;
}

export interface TestUser {
  user: UserRow;
  access: string;
  refresh: string;
  headers: { authorization: string };
}

let counter = 0;

/** An active user with tokens. `role` sets the paid-role flags directly, as a verified payment would. */
export async function makeUser(
  app: App,
  options: { username?: string; email?: string; password?: string; role?: 'buyer' | 'seller' | 'agent' | 'top_agent'; isGuest?: boolean; first_name?: string; last_name?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const username = options.username ?? `user${counter}_${randomBytes(2).toString('hex')}`;
  const user = await createUser(app.db, {
    username,
    email: options.email ?? `${username}@example.com`,
    password: options.password ?? 'correct-horse-battery',
    first_name: options.first_name ?? 'Test',
    last_name: options.last_name ?? `User${counter}`,
    isActive: true,
    isGuest: options.isGuest ?? false,
  });
  const role = options.role ?? 'buyer';
  if (role !== 'buyer') {
    await app.db
      .update(profiles)
      .set({ isSeller: role === 'seller', isAgent: role === 'agent' || role === 'top_agent', topAgent: role === 'top_agent', license: role === 'seller' ? '' : `LIC-${counter}` })
      .where(eq(profiles.id, user.id));
  }
  const tokens = await app.tokens.pair(user);
  return { user, ...tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}

/** A user as the chat's domain code takes one (`ChatUser`: id and username). */
export async function makeChatUser(app: App, username: string): Promise<{ id: number; username: string }> {
  const { user } = await makeUser(app, { username });
  return { id: user.id, username: user.username };
}

/** A guest, as `POST /users/guest-login/` makes one. */
export async function makeGuest(app: App): Promise<TestUser> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/users/guest-login/' });
  const { access, refresh } = response.json();
  const claims = await app.tokens.verify(access, 'access');
  const [user] = await app.db.select().from(users).where(eq(users.id, claims!.user_id));
  return { user: user!, access, refresh, headers: { authorization: `Bearer ${access}` } };
}

export interface FilePart {
  name: string;
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body for `app.inject`, built by the platform's own FormData. */
export async function multipart(fields: Record<string, string | number | boolean>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files) form.append(file.name, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** A real PNG of noise, so its size stays near width × height × 3 bytes however it is compressed. */
export const png = (width = 8, height = 8) =>
  encodePng(width, height, (x, y) => {
    const noise = Math.imul(x + 1, 2654435761) ^ Math.imul(y + 1, 2246822519);
    return [noise & 255, (noise >>> 8) & 255, (noise >>> 16) & 255];
  });

/** A whole MP4 container of `size` bytes (ftyp, moov with a 3 s duration, mdat): the server decodes uploads to the end. */
export const mp4 = (size = 2048) => mp4File({ size });

export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'.padEnd(200, ' '));

/** A logger for `buildTestApp` that keeps what the app logs at `level` and above, parsed, in `lines`. */
export function capturedLog(level = 'warn') {
  const lines: { level: number; msg?: string; err?: { message?: string; code?: string } }[] = [];
  return { lines, logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } } };
}
