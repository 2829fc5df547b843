import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/connect.js';
import * as schema from '../src/db/schema.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../src/lib/unavailable.js';
import { freePort } from './cli-process.js';

/**
 * A database that cannot be reached (PostgreSQL restarting) answers 503 with a Retry-After, not a
 * 500. The whole app on a PostgreSQL pool whose server is down: nothing listens on its port.
 */
describe('the API while PostgreSQL is down', () => {
  let app: App;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-pgdown-'));

  beforeAll(async () => {
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 5000 });
    pool.on('error', () => {});
    const database = { db: drizzle(pool, { schema }) as unknown as Db, kind: 'postgres' as const, close: () => pool.end() };
    const config = loadConfig({}, { dataDir, inMemoryDb: true, jwtSecret: 'test-secret', logLevel: 'silent' });
    app = await buildApp({ config, database, logger: false });
    app.addHook('onClose', () => database.close());
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a clear message and Retry-After to a request that needs the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/properties/all' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: SERVICE_UNAVAILABLE });
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  });
});

describe('which failures mean "the database is unreachable"', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an administrator shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a driver error wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED') })],
    ['an AggregateError of both addresses refusing', new AggregateError([withCode('refused', 'ECONNREFUSED'), withCode('refused', 'ECONNREFUSED')])],
  ])('%s is', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('duplicate key value violates unique constraint', '23505')],
    ['a programming error', new TypeError('undefined is not a function')],
    ['a wrapped query error', new Error('Failed query', { cause: withCode('syntax error', '42601') })],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s is not', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
