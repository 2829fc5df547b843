import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { App } from './app.js';
import { type Config, loadConfig } from './config.js';
import { findUserByEmail } from './domain/users.js';
import { PAYSTACK_API } from './paystack/client.js';
import { PaystackSandbox, SANDBOX_PREFIX } from './paystack/sandbox.js';
import { mediaMain } from './media/migrate.js';
import { moderatorMain } from './moderator-command.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './seed/index.js';
import { type RunningServer, startServer } from './server.js';

export const USAGE = `Usage: estate-server [options]
       estate-server moderator <add|remove> EMAIL | list   (see estate-server moderator --help)
       estate-server media migrate --to s3 [--data DIR]    (see estate-server media --help)

Serves the Estate kit API, its media and, when built, the marketplace web app on one origin.

Options:
  --port N          port to listen on (env PORT; default 8000; 0 picks a free port)
  --host H          address to listen on (env HOST; default 127.0.0.1; 0.0.0.0 for all)
  --data DIR        data folder for the database, media and mail outbox
                    (env ESTATE_DATA_DIR; default ./.estate-data)
  --web DIR         built web app to serve at / (env ESTATE_WEB_DIR; default
                    examples/marketplace/dist of the repository, when it is built)
  --seed            add the demo data; refused when the database already has users
  --seed-if-empty   add the demo data only when the database is empty
  -h, --help        print this help

Set DATABASE_URL to use PostgreSQL instead of the embedded database in the data folder, and
MEDIA_STORE=s3 with the S3_* settings to keep media in an S3-compatible bucket instead of its media/.
Payment returns, activation and e-mailed links use PUBLIC_URL; without it, the address the
server listens on (http://127.0.0.1:8000 by default), where the app is then opened.
`;

export type SeedMode = 'never' | 'always' | 'if-empty';

export interface CliOptions {
  help: boolean;
  seed: SeedMode;
  /** What the flags change in the configuration read from the environment. */
  overrides: Partial<Config>;
}

/** A mistake in the command line, reported with the usage instead of a stack trace. */
export class UsageError extends Error {}

function portNumber(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) throw new UsageError(`--port expects a whole number from 0 to 65535, got "${value}"`);
  return port;
}

/** The marketplace build of this repository, when there is one: `packages/estate-server/{src,dist}/` -> `examples/marketplace/dist`. */
export function defaultWebDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = path.resolve(here, '..', '..', '..', 'examples', 'marketplace', 'dist');
  return existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}

export function parseCli(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        web: { type: 'string' },
        seed: { type: 'boolean' },
        'seed-if-empty': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  const overrides: Partial<Config> = {};
  if (values.port !== undefined) overrides.port = portNumber(values.port);
  if (values.host !== undefined) {
    if (!values.host.trim()) throw new UsageError('--host expects an address, e.g. 127.0.0.1 or 0.0.0.0');
    overrides.host = values.host.trim();
  }
  if (values.data !== undefined) overrides.dataDir = path.resolve(values.data);
  const webDir = values.web !== undefined ? path.resolve(values.web) : env.ESTATE_WEB_DIR ? undefined : defaultWebDir();
  if (webDir) overrides.webDir = webDir;
  const seed: SeedMode = values.seed ? 'always' : values['seed-if-empty'] ? 'if-empty' : 'never';
  return { help: values.help ?? false, seed, overrides };
}

/** Why checkout refuses on a server that is neither given Paystack keys nor on a development setup. */
export const PAYMENTS_OFF =
  'estate-server: payments are not configured: no PAYSTACK_SECRET_KEY, and the local Paystack sandbox runs only on a development setup (loopback host, NODE_ENV not production) or with PAYSTACK_SANDBOX=1. Plans are listed; checkout answers 503 until the keys are set.';

async function seed(app: App, mode: SeedMode): Promise<void> {
  if (mode === 'never') return;
  console.log('Adding the demo data...');
  const { store, variants, variantsUpFront } = app.storage;
  const result = await seedDemoData({ db: app.db, store, variants: variantsUpFront ? variants : undefined });
  if (result.seeded) {
    const { users, properties, reels, comments } = result.counts;
    console.log(`Demo data added: ${users} people, ${properties} listings, ${reels} clips, ${comments} comments.`);
  } else if (mode === 'always') {
    console.log(`Not seeding: ${result.reason}`);
  } else {
    console.log('The database already has data; the demo data was not added.');
  }
}

/** What the data folder holds beside the mail outbox, when the database or the media are elsewhere. */
function dataFolderHolds(config: RunningServer['app']['config']): string {
  const media = config.mediaStore.kind === 's3' ? `mail; media in the S3 bucket ${config.mediaStore.bucket}` : 'media and mail';
  if (config.databaseUrl) return ` (${media}; the database is PostgreSQL from DATABASE_URL)`;
  return config.mediaStore.kind === 's3' ? ` (the database and ${media})` : '';
}

async function describe(server: RunningServer, sandboxed: boolean): Promise<string> {
  const { config } = server.app;
  const webApp = config.webDir && existsSync(path.join(config.webDir, 'index.html'));
  const lines = [
    '',
    `Estate server is running at ${server.url}`,
    `  API       ${server.url}/api/v1/ (OpenAPI document at ${server.url}/api/v1/openapi.json)`,
    `  Web app   ${webApp ? `${server.url}/ (from ${config.webDir})` : 'not served (build examples/marketplace, or pass --web DIR)'}`,
    `  Links     ${config.publicUrl} (${config.publicUrlFromListen ? 'this address; set PUBLIC_URL to change it' : 'PUBLIC_URL'}): payment returns, activation and e-mailed links`,
    `  Data      ${config.dataDir}${dataFolderHolds(config)}`,
    `  Payments  ${sandboxed ? `local Paystack sandbox at ${server.url}${SANDBOX_PREFIX} (development setup, or PAYSTACK_SANDBOX=1)` : config.paystackSecretKey ? `Paystack at ${config.paystackBaseUrl ?? PAYSTACK_API}` : 'not configured (set PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY)'}`,
  ];
  if (await findUserByEmail(server.app.db, DEMO_LOGINS[0]!.email)) {
    lines.push('', `Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) lines.push(`  ${(login.moderator ? 'moderator' : login.role.replace('_', ' ')).padEnd(10)} ${login.email}`);
  }
  lines.push('', 'Press Ctrl+C to stop.', '');
  return lines.join('\n');
}

/** Runs the command line; resolves once the server listens (it then runs until a signal stops it). */
export async function main(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): Promise<RunningServer | undefined> {
  if (argv[0] === 'moderator') {
    await moderatorMain(argv.slice(1), env);
    return undefined;
  }
  if (argv[0] === 'media') {
    await mediaMain(argv.slice(1), env);
    return undefined;
  }
  let options: CliOptions;
  try {
    options = parseCli(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`estate-server: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return undefined;
  }
  if (options.help) {
    console.log(USAGE);
    return undefined;
  }
  try {
    const config = loadConfig(env, options.overrides);
    // On a development setup without Paystack keys, payments go through a local stand-in so the
    // whole flow works offline; anywhere else only when asked for (it upgrades anyone for nothing).
    const paystackSandbox = config.paystackSandbox ? new PaystackSandbox() : undefined;
    if (!paystackSandbox && !config.paystackSecretKey) console.warn(PAYMENTS_OFF);
    const server = await startServer(config, { prepare: (app) => seed(app, options.seed), paystackSandbox });
    console.log(await describe(server, Boolean(paystackSandbox)));
    return server;
  } catch (error) {
    console.error(`estate-server: could not start: ${(error as Error).message}`);
    process.exitCode = 1;
    return undefined;
  }
}

/** True when this file is the program being run (`tsx src/cli.ts`, `node dist/cli.js`), not imported. */
function isEntryPoint(): boolean {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) await main();
