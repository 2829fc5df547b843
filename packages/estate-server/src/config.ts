import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

/** Everything the server reads from its environment, read in this one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; PGlite under `dataDir` when absent. */
  databaseUrl?: string;
  /** Keep PGlite in memory instead of under `dataDir` (tests). */
  inMemoryDb: boolean;
  redisUrl?: string;
  smtpUrl?: string;
  /** Origin of the web app, used in links sent by e-mail and payment callbacks. */
  publicUrl: string;
  /**
   * `publicUrl` was not given (no `PUBLIC_URL`): it is the address the server listens on
   * (`listenOrigin`), settled once the port is known (`--port 0`). Page requests that reach the
   * server through another loopback name of that address are sent to it (plugins/web.ts).
   */
  publicUrlFromListen: boolean;
  corsOrigins: string[];
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  activationTokenTtlSeconds: number;
  /** Requests a minute per client address on login, registration, activation and guest login; also sign-in attempts a minute per account. */
  authRateLimitPerMinute: number;
  /** Writes and searches one account may make a minute (an address four times as many): `plugins/action-limits.ts`. */
  actionRateLimitPerMinute: number;
  /**
   * Which peers may tell the client's address in `X-Forwarded-For` (Fastify's `trustProxy`): false
   * (none: the address is the socket's), a hop count, or proxy addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /**
   * How long a public read answer (listing pages, details, comment pages) may be served from the
   * process's cache without a write clearing it; 0 turns the cache off (`READ_CACHE_TTL_MS`).
   */
  readCacheTtlMs: number;
  maxImageBytes: number;
  maxVideoBytes: number;
  /**
   * Where media are stored (`MEDIA_STORE`): `disk` (the default, `<data dir>/media`) or an
   * S3-compatible bucket (`s3`, with the `S3_*` settings); see docs/media-store.md.
   */
  mediaStore: MediaStoreConfig;
  /**
   * The public address media are served from when not this server's `/media/` (`MEDIA_PUBLIC_URL`:
   * a CDN or the bucket's own website): media paths in API answers become `<MEDIA_PUBLIC_URL>/<key>`.
   */
  mediaPublicUrl?: string;
  /** A socket with no traffic for this long is closed (Fastify's `connectionTimeout`); 0 for never. */
  connectionTimeoutMs: number;
  /** The whole request, body included, must arrive within this (Fastify's `requestTimeout`); 0 for no limit. */
  requestTimeoutMs: number;
  /** The request's headers must arrive within this (Node's `headersTimeout`); 0 for no limit. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (Fastify's `keepAliveTimeout`). */
  keepAliveTimeoutMs: number;
  /**
   * A development setup: NODE_ENV is not `production` and the server listens on a loopback address
   * only. The development origins (Vite's 5173, `vite preview`'s 4173, Storybook's 6006) are trusted, and activation links
   * are logged, only then.
   */
  development: boolean;
  /**
   * Payments go through the local Paystack sandbox (which upgrades anyone for nothing): when asked
   * for (`PAYSTACK_SANDBOX=1`), or on a development setup without Paystack keys; never otherwise.
   */
  paystackSandbox: boolean;
  paystackSecretKey?: string;
  paystackPublicKey?: string;
  paystackBaseUrl?: string;
  /**
   * How long an M-Pesa charge waits for the PIN before the page says it timed out
   * (`MPESA_WAIT_SECONDS`, 90 by default: Safaricom's prompt lives about a minute on the phone).
   */
  mpesaWaitSeconds: number;
  googleClientId?: string;
  googleClientSecret?: string;
  oidcIssuer: string;
  /** Directory of a built web app to serve on the same origin, when present. */
  webDir?: string;
  /** The app's server render module (`ESTATE_SSR_ENTRY`); by default `dist-ssr/entry-server.js` beside `webDir`, when built. */
  ssrEntry?: string;
  /** URLs a sitemap file holds before `/sitemap.xml` becomes an index of parts (sitemaps.org's 50,000 unless set; tests set a few). */
  sitemapUrlLimit?: number;
  logLevel: string;
  /** How often this process sends the viewing reminders that are due (`VIEWING_REMINDER_INTERVAL_MS`, a minute by default; 0: never). */
  viewingReminderIntervalMs: number;
  /** Where the app's maps take their tiles (`MAP_TILES_URL`, `_ATTRIBUTION`, `_MAX_ZOOM`): OpenStreetMap's unless set. */
  mapTiles: { url: string; attribution: string; maxZoom: number };
}

/** The S3-compatible bucket media go to (`MEDIA_STORE=s3`). */
export interface S3Settings {
  /** `S3_ENDPOINT`: the API address of a store other than AWS (MinIO, R2...); AWS's by region when absent. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Both or neither: without them the AWS SDK's own chain (instance role, `~/.aws`) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `S3_FORCE_PATH_STYLE`: `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and the like). */
  forcePathStyle: boolean;
}

export type MediaStoreConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

const S3_NAMES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} expects an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} expects an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** `MEDIA_STORE` and the `S3_*` settings, each mistake named (a missing bucket, a half-given key pair, a bad URL). */
export function parseMediaStore(env: NodeJS.ProcessEnv): MediaStoreConfig {
  const kind = (env.MEDIA_STORE ?? '').trim() || 'disk';
  const given = S3_NAMES.filter((name) => (env[name] ?? '').trim() !== '');
  if (kind === 'disk') {
    if (given.length > 0) throw new Error(`${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set but MEDIA_STORE is not s3: set MEDIA_STORE=s3 to store media in the bucket, or unset them`);
    return { kind: 'disk' };
  }
  if (kind !== 's3') throw new Error(`MEDIA_STORE expects disk or s3, got "${kind}"`);
  const value = (name: (typeof S3_NAMES)[number]) => (env[name] ?? '').trim() || undefined;
  const missing = (['S3_BUCKET', 'S3_REGION'] as const).filter((name) => !value(name));
  if (missing.length > 0) throw new Error(`MEDIA_STORE=s3 needs ${missing.join(' and ')} (see docs/media-store.md)`);
  const bucket = value('S3_BUCKET')!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET expects a bucket name (3-63 lowercase letters, digits, dots and hyphens), got "${bucket}"`);
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(`${accessKeyId ? 'S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY' : 'S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID'}: give both, or neither to use the AWS credential chain`);
  }
  const pathStyle = value('S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && !['1', 'true', '0', 'false'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE expects 1 or 0, got "${pathStyle}"`);
  const endpoint = value('S3_ENDPOINT');
  return {
    kind: 's3',
    endpoint: endpoint === undefined ? undefined : httpUrl('S3_ENDPOINT', endpoint),
    region: value('S3_REGION')!,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
  };
}

/** The public, no-key tile service the maps use unless a deployment names its own. */
export const DEFAULT_MAP_TILES = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '\u00a9 OpenStreetMap contributors', maxZoom: 19 };

/** The local development ports: Vite's dev server (5173), `vite preview` of a build (4173) and Storybook (6006). */
const DEV_PORTS = [5173, 4173, 6006];
const DEV_ORIGINS = DEV_PORTS.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

/** Whether `host` is a loopback address, reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The origin a browser reaches a server listening on `host:port` at: the address itself
 * (`http://127.0.0.1:8000`), `localhost` for the wildcard addresses, IPv6 in brackets. The default
 * `PUBLIC_URL`, so that a payment callback or an activation link returns the person to the origin
 * `npm start` printed, the one whose local storage holds their session.
 */
export function listenOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * The configuration once the server knows the port it listens on (`--port 0` picks one): the
 * public URL taken from the listen address and the loopback origins in the CORS list name that
 * port instead of 0. Unchanged for a fixed port.
 */
export function atListenPort(config: Config, port: number): Config {
  if (config.port === port) return config;
  const before = new Set([`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`, new URL(config.publicUrl).origin]);
  const publicUrl = config.publicUrlFromListen ? listenOrigin(config.host, port) : config.publicUrl;
  const corsOrigins = [
    ...new Set([
      ...config.corsOrigins.filter((origin) => !before.has(origin)),
      new URL(publicUrl).origin,
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
    ]),
  ];
  return { ...config, port, publicUrl, corsOrigins };
}

/** `PAYSTACK_SANDBOX`: `1`/`true` asks for the sandbox, `0`/`false` refuses it, unset decides by the setup. */
function sandboxWanted(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`PAYSTACK_SANDBOX expects 1 or 0, got "${value}"`);
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
}

/**
 * The socket timeouts of a server that faces the internet without a proxy. Requests and headers get
 * a limit (Fastify and Node have none for requests), so a client cannot hold a connection open by
 * trickling bytes; the request limit is long enough for the largest upload, a 60 MB clip, on a slow
 * mobile uplink (8 minutes at 1 Mbit/s). Upgraded WebSockets (chat) are not subject to any of them.
 */
export const TIMEOUT_DEFAULTS = {
  connectionTimeoutMs: 60_000,
  requestTimeoutMs: 10 * 60_000,
  headersTimeoutMs: 60_000,
  /** Fastify's own default: longer than the 60 s idle timeout of common load balancers, so they close first. */
  keepAliveTimeoutMs: 72_000,
} as const;

function timeouts(env: NodeJS.ProcessEnv) {
  const requestTimeoutMs = integer(env.REQUEST_TIMEOUT_MS, TIMEOUT_DEFAULTS.requestTimeoutMs);
  // Node refuses a headers limit longer than the request limit; by default the headers one gives way.
  const headersTimeoutMs = env.HEADERS_TIMEOUT_MS
    ? integer(env.HEADERS_TIMEOUT_MS, 0)
    : requestTimeoutMs > 0
    ? Math.min(TIMEOUT_DEFAULTS.headersTimeoutMs, requestTimeoutMs)
    : TIMEOUT_DEFAULTS.headersTimeoutMs;
  if (requestTimeoutMs > 0 && headersTimeoutMs > requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  }
  const keepAliveTimeoutMs = integer(env.KEEP_ALIVE_TIMEOUT_MS, TIMEOUT_DEFAULTS.keepAliveTimeoutMs);
  if (keepAliveTimeoutMs === 0) throw new Error('KEEP_ALIVE_TIMEOUT_MS must be more than 0');
  return {
    connectionTimeoutMs: integer(env.CONNECTION_TIMEOUT_MS, TIMEOUT_DEFAULTS.connectionTimeoutMs),
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs,
  };
}

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One `TRUST_PROXY` entry: an IP address, a CIDR range, or one of proxy-addr's names (loopback...). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: empty or `false` trusts no one (a client cannot claim another address); a whole
 * number trusts that many hops in front of the server; otherwise a comma-separated list of proxy
 * addresses or CIDRs. `true` (trust any peer) is refused, since it lets any client pick its address.
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error("TRUST_PROXY=true would let any client choose its address; give the proxies' addresses or CIDRs (e.g. 10.0.0.0/8) or a hop count (e.g. 1)");
  }
  const entries = list(text);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) throw new Error(`TRUST_PROXY expects addresses or CIDRs (e.g. 10.0.0.1,192.168.0.0/16) or a hop count, got "${bad.join('", "')}"`);
  return entries;
}

/** `trustProxy` as Fastify takes it; its types lack the hop count it accepts, so that becomes a function. */
export function trustProxyOption(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The JWT secret from the environment, else one generated once and kept in the data dir. */
function jwtSecretFor(dataDir: string, fromEnv: string | undefined, persist: boolean): string {
  if (fromEnv) return fromEnv;
  if (!persist) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = overrides.port ?? integer(env.PORT, 8000);
  const host = overrides.host ?? env.HOST ?? '127.0.0.1';
  const dataDir = path.resolve(overrides.dataDir ?? env.ESTATE_DATA_DIR ?? './.estate-data');
  const inMemoryDb = overrides.inMemoryDb ?? false;
  const givenPublicUrl = overrides.publicUrl ?? (env.PUBLIC_URL || undefined);
  const publicUrl = (givenPublicUrl ?? listenOrigin(host, port)).replace(/\/+$/, '');
  const development = overrides.development ?? (env.NODE_ENV !== 'production' && isLoopback(host));
  const corsOrigins = overrides.corsOrigins ?? [
    ...new Set([
      new URL(publicUrl).origin,
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      ...(development ? DEV_ORIGINS : []),
      ...list(env.CORS_ORIGINS),
    ]),
  ];
  const paystackSecretKey = env.PAYSTACK_SECRET_KEY || undefined;
  const askedSandbox = sandboxWanted(env.PAYSTACK_SANDBOX);
  if (askedSandbox && paystackSecretKey)
    throw new Error('PAYSTACK_SANDBOX=1 and PAYSTACK_SECRET_KEY are both set: the sandbox would stand in for Paystack; unset one');
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    inMemoryDb,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl,
    publicUrlFromListen: givenPublicUrl === undefined,
    corsOrigins,
    jwtSecret: overrides.jwtSecret ?? jwtSecretFor(dataDir, env.JWT_SECRET, !inMemoryDb),
    accessTokenTtlSeconds: integer(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    refreshTokenTtlSeconds: integer(env.REFRESH_TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    activationTokenTtlSeconds: integer(env.ACTIVATION_TOKEN_TTL_SECONDS, 3 * 24 * 3600),
    authRateLimitPerMinute: integer(env.AUTH_RATE_LIMIT_PER_MINUTE, 20),
    actionRateLimitPerMinute: integer(env.ACTION_RATE_LIMIT_PER_MINUTE, 60),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    readCacheTtlMs: integer(env.READ_CACHE_TTL_MS, 5000),
    maxImageBytes: 8 * 1024 * 1024,
    maxVideoBytes: 60 * 1024 * 1024,
    mediaStore: parseMediaStore(env),
    mediaPublicUrl: env.MEDIA_PUBLIC_URL ? httpUrl('MEDIA_PUBLIC_URL', env.MEDIA_PUBLIC_URL.trim()) : undefined,
    ...timeouts(env),
    development,
    paystackSandbox: askedSandbox ?? (development && !paystackSecretKey),
    paystackSecretKey,
    paystackPublicKey: env.PAYSTACK_PUBLIC_KEY || undefined,
    paystackBaseUrl: env.PAYSTACK_BASE_URL || undefined,
    mpesaWaitSeconds: integer(env.MPESA_WAIT_SECONDS, 90),
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
    oidcIssuer: env.OIDC_ISSUER || 'https://accounts.google.com',
    webDir: env.ESTATE_WEB_DIR || undefined,
    ssrEntry: env.ESTATE_SSR_ENTRY || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    viewingReminderIntervalMs: integer(env.VIEWING_REMINDER_INTERVAL_MS, 60_000),
    mapTiles: {
      url: env.MAP_TILES_URL || DEFAULT_MAP_TILES.url,
      // A deployment's own tiles come with their own credit; OpenStreetMap's are credited by default.
      attribution: env.MAP_TILES_ATTRIBUTION ?? (env.MAP_TILES_URL ? '' : DEFAULT_MAP_TILES.attribution),
      maxZoom: integer(env.MAP_TILES_MAX_ZOOM, DEFAULT_MAP_TILES.maxZoom),
    },
    ...overrides,
  };
}
