import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
    await migratePg(db, { migrationsFolder: folder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (pgliteDir) mkdirSync(pgliteDir, { recursive: true });
  // pg_trgm backs the people search's indexes (migration 0005), as on PostgreSQL.
  const extensions = { pg_trgm };
  const client = pgliteDir ? new PGlite(path.join(pgliteDir), { extensions }) : new PGlite({ extensions });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
