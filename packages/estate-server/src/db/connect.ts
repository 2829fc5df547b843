import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The query builder, the same type whether PGlite or PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The package's `drizzle/` folder, found from `src/db/` while developing and from bundled `dist/`. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '..', '..', 'drizzle'), path.resolve(here, '..', 'drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations found in ${candidates.join(' or ')}`);
  return found;
}

export interface ConnectOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; in memory when absent. */
  pgliteDir?: string;
}

/** Any number fixed for this purpose: the key of the advisory lock the migrating process holds. */
const MIGRATION_LOCK = 4_276_533_001;

/**
 * Runs `migrate` while holding a PostgreSQL advisory lock: instances that start together on one
 * database migrate it one after another (the later ones find nothing left to do), rather than race
 * to create the same tables. The lock is the session's, so a process that dies releases it.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const session = await pool.connect();
  try {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    session.release();
  }
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function connectDatabase({ databaseUrl, pgliteDir }: ConnectOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (databaseUrl) {
    // A connection attempt to a server that does not answer gives up in time (the request answers
    // 503, see lib/unavailable.ts) rather than holding the request until the client gives up.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection the server closes (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL idle connection lost:', error.message));
    const db = drizzlePg(pool, { schema });
    await migrateAlone(pool, () => migratePg(db, { migrationsFolder: folder }));
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // A new database, in memory or in a folder that holds none yet, starts from the migrated template.
  const fresh = !pgliteDir || !existsSync(path.join(pgliteDir, 'PG_VERSION'));
  const loadDataDir = fresh ? await migratedTemplate(folder) : undefined;
  if (pgliteDir) mkdirSync(pgliteDir, { recursive: true });
  const client = pgliteDir ? new PGlite(pgliteDir, { extensions, loadDataDir }) : new PGlite({ extensions, loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

// pg_trgm backs the people search's indexes (migration 0005), btree_gin the chat search's (0011), as on PostgreSQL.
const extensions = { btree_gin, pg_trgm };

/**
 * The files of a database that has every migration of `folder`, to start a new one from (in
 * memory, or in a data folder that is still empty). A fresh PGlite runs initdb and then the migrations, seconds of work that every test app and
 * throwaway server would repeat; a copy of the result opens in a fraction of that. The copy is
 * kept in the temporary folder under a hash of the migrations and PGlite's version, so each
 * process of a test run reads the one the first made, and a new migration makes a new one. The
 * migrations still run on the copy (finding nothing to do), so a stale copy could not go unseen.
 */
async function migratedTemplate(folder: string): Promise<Blob> {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(folder, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  const cached = path.join(tmpdir(), `estate-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);
  const client = new PGlite({ extensions });
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
  const template = await client.dumpDataDir('none');
  await client.close();
  // Written aside, then renamed: a process reading it never sees half a file.
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, new Uint8Array(await template.arrayBuffer()));
  renameSync(partial, cached);
  return template;
}

/** PGlite's own version, part of the template's name: another PGlite may lay its files out otherwise. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}
