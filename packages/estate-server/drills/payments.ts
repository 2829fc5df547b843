/**
 * `npm run drill -- payments [--users 50] [--deliveries 20] [--concurrency 64] [--seed 11]
 * [--postgres postgres://postgres@127.0.0.1:5432/test]`
 *
 * Replayed, reordered, duplicated, forged and mismatched Paystack webhooks and verify calls for
 * many payers at once (drills/_payment-replay.ts), against the server listening on loopback and the
 * Paystack sandbox on a port of its own. On PGlite by default; `--postgres` runs it on a fresh
 * database of that server (dropped afterwards), where concurrent settlements really race.
 * Every other payer pays with M-Pesa: status calls and signed `charge.failed` replayed out of order too.
 * Exits 1 when a role changed twice, an M-Pesa success was undone, a payment settled twice, a mismatch upgraded, an expected
 * upgrade is missing, or a 5xx was answered.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { startPaystackSandbox } from '../src/paystack/sandbox.js';
import { startServer } from '../src/server.js';
import { printFigures, tally } from './_figures.js';
import { runPaymentReplay } from './_payment-replay.js';

const DEADLINE_MS = 5 * 60_000;

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    console.error(`--${name} expects a whole number of at least 1, got "${value}"`);
    process.exit(2);
  }
  return Number(value);
}

const { values } = parseArgs({
  options: {
    users: { type: 'string' },
    deliveries: { type: 'string' },
    concurrency: { type: 'string' },
    seed: { type: 'string' },
    postgres: { type: 'string' },
  },
});
const options = {
  users: whole('users', values.users, 50),
  deliveriesPerUser: whole('deliveries', values.deliveries, 20),
  concurrency: whole('concurrency', values.concurrency, 64),
  seed: whole('seed', values.seed, 11),
};

/** A fresh database on the given PostgreSQL server, dropped by the returned function. */
async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `estate_drill_payments_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const deadline = setTimeout(() => {
  console.error(`The payments drill did not finish within ${DEADLINE_MS / 60_000} minutes.`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-drill-payments-'));
const database = values.postgres ? await freshDatabase(values.postgres) : undefined;
const sandbox = await startPaystackSandbox();
let ok = false;
try {
  const config = loadConfig(
    { DATABASE_URL: database?.url },
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      inMemoryDb: true,
      jwtSecret: randomBytes(16).toString('hex'),
      logLevel: 'silent',
      paystackBaseUrl: sandbox.url,
      paystackSecretKey: sandbox.sandbox.secretKey,
      paystackPublicKey: sandbox.sandbox.publicKey,
      // Every payer comes from this one address: the drill measures settlement, not the brakes.
      actionRateLimitPerMinute: 100_000,
    },
  );
  const server = await startServer(config, { handleSignals: false, logger: false });
  const started = Date.now();
  try {
    const figures = await runPaymentReplay({ app: server.app, origin: server.url, sandbox: sandbox.sandbox }, options);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    ok = printFigures(
      `Payments replay: ${options.users} payers × ${options.deliveriesPerUser} shuffled deliveries, ${options.concurrency} in flight, seed ${options.seed}, on ${database ? 'PostgreSQL' : 'PGlite'} (${seconds} s)`,
      [
        { name: 'deliveries sent', value: figures.deliveriesSent, expected: String(options.users * options.deliveriesPerUser), ok: figures.deliveriesSent === options.users * options.deliveriesPerUser },
        { name: 'upgrades expected', value: figures.upgradesExpected },
        { name: 'upgrades seen', value: figures.upgradesSeen, expected: '= expected', ok: figures.upgradesSeen === figures.upgradesExpected },
        { name: 'roles changed more than once', value: figures.rolesChangedMoreThanOnce, expected: '0', ok: figures.rolesChangedMoreThanOnce === 0 },
        { name: 'payments settled more than once', value: figures.paymentsSettledMoreThanOnce, expected: '0', ok: figures.paymentsSettledMoreThanOnce === 0 },
        { name: 'mismatches that upgraded', value: figures.mismatchesThatUpgraded, expected: '0', ok: figures.mismatchesThatUpgraded === 0 },
        { name: 'M-Pesa payers', value: figures.mpesaPayers },
        { name: 'M-Pesa successes undone by charge.failed', value: figures.successesUndone, expected: '0', ok: figures.successesUndone === 0 },
        { name: '5xx or no answer', value: figures.serverErrors, expected: '0', ok: figures.serverErrors === 0 },
        { name: 'unexpected answers', value: figures.unexpectedAnswers, expected: '0', ok: figures.unexpectedAnswers === 0 },
        ...[...figures.answers].map(([kind, statuses]) => ({
          name: `  ${kind}`,
          value: tally([...statuses].flatMap(([status, n]) => Array<number>(n).fill(status))),
        })),
      ],
    );
    for (const sample of figures.samples) console.log(`unexpected: ${sample}`);
  } finally {
    await server.close();
  }
} finally {
  await sandbox.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
