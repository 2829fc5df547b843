import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type AddressInfo, Server as NetServer } from 'node:net';
import { type App, buildApp, type BuildOptions } from './app.js';
import { atListenPort, type Config } from './config.js';
import { type PaystackSandbox, SANDBOX_PREFIX } from './paystack/sandbox.js';

export interface StartOptions {
  /** Runs on the ready app before it starts listening, e.g. to add the demo data. */
  prepare?: (app: App) => Promise<void>;
  /** Close the server on SIGINT and SIGTERM, then end the process (true unless turned off). */
  handleSignals?: boolean;
  logger?: BuildOptions['logger'];
  /** Serve this Paystack sandbox at /paystack-sandbox and take payments through it (local use: docs/payments.md). */
  paystackSandbox?: PaystackSandbox;
}

export interface RunningServer {
  app: App;
  /** Where it listens, e.g. `http://127.0.0.1:8000`. */
  url: string;
  close(): Promise<void>;
}

/** How long a signalled shutdown lets requests in flight finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long connections accepted just before a shutdown have to send their request before it begins. */
const READ_ACCEPTED_MS = 250;
/** How long closing the pool, Redis and the log may then take before the process ends anyway. */
const CLOSE_HOOKS_GRACE_MS = 5_000;

/** A browsable URL for the bound address: wildcard hosts read as localhost, IPv6 in brackets. */
export function urlFor(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Where the server reaches itself on `host:port`: loopback when it listens on every address. */
function selfUrl(host: string, port: number): string {
  const loopback = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
}

interface HeldPort {
  port: number;
  release(): Promise<void>;
}

/**
 * A free port on `host`, for `--port 0`: held by a placeholder listener while the app is built
 * knowing its own address, and released just before the app listens on it. Only in that instant
 * could another process take it; the listen would then fail as it does on any taken port.
 */
async function holdFreePort(host: string): Promise<HeldPort> {
  const placeholder = createServer();
  await new Promise<void>((resolve, reject) => {
    placeholder.once('error', reject);
    placeholder.listen({ port: 0, host }, resolve);
  });
  let released: Promise<void> | undefined;
  return {
    port: (placeholder.address() as AddressInfo).port,
    release: () => (released ??= new Promise((resolve) => placeholder.close(() => resolve()))),
  };
}

/** The settings that take payments through the sandbox mounted on this server at `self`. */
function paystackSandboxSettings(config: Config, sandbox: PaystackSandbox, self: string): Config {
  return { ...config, paystackSecretKey: sandbox.secretKey, paystackPublicKey: sandbox.publicKey, paystackBaseUrl: `${self}${SANDBOX_PREFIX}` };
}

/**
 * A graceful stop on SIGINT and SIGTERM. Fastify's close stops accepting, answers 503 to requests
 * that arrive after it, tells chat sockets to reconnect (1001, `closeSocketsGoingAway`) and waits
 * for the connections to end before its onClose hooks close the pool and Redis. What it lacks: a
 * keep-alive connection stays open after its answer, so the close waited for the client to hang up
 * (past the grace, exit 1); and nothing bounded the wait. So every answer given while stopping says
 * `Connection: close`, and what is still open after the grace is cut, after which the pool closes.
 */
function closeOnSignals(app: App): void {
  let closing = false;
  const inFlight = new Set<ServerResponse>();
  const closeAfterAnswer = (response: ServerResponse) => {
    // Read by Node when it writes the headers: it then sends `Connection: close` and ends the socket.
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (closing) return closeAfterAnswer(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal, inFlight: inFlight.size }, 'shutting down');
    for (const response of inFlight) closeAfterAnswer(response);
    const cut = setTimeout(() => {
      app.log.warn({ open: inFlight.size }, 'requests still open after the shutdown grace; closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    cut.unref();
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + CLOSE_HOOKS_GRACE_MS).unref();
    stopListening(app).then(() => app.close()).then(
      () => {
        clearTimeout(cut);
        app.log.info('stopped');
        exitAfterLog(app, 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exitAfterLog(app, 1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  app.addHook('onClose', async () => {
    process.off('SIGINT', shutdown);
    process.off('SIGTERM', shutdown);
  });
}

/**
 * Stops taking connections, then gives the ones already accepted a moment to be read. Fastify's
 * close drops every connection that has no request yet, and on a busy event loop (PGlite's
 * queries run on it) a request can sit unread in an accepted socket: it would be reset, unanswered.
 */
async function stopListening(app: App): Promise<void> {
  if (!app.server.listening) return;
  await new Promise<void>((resolve) => {
    // net.Server's close: no new connections, the open ones untouched (http.Server's would drop the idle).
    NetServer.prototype.close.call(app.server);
    setTimeout(resolve, READ_ACCEPTED_MS);
  });
}

/** Ends the process once the log has written what it holds (pino may buffer when asynchronous). */
function exitAfterLog(app: App, code: number): void {
  const log = app.log as { flush?: (done?: (error?: Error) => void) => void };
  if (typeof log.flush !== 'function') process.exit(code);
  log.flush(() => process.exit(code));
}

/**
 * Builds the app and serves it on `config.host:config.port`. The only place the server listens.
 * Everything the app needs to know is decided before it is built, its own address included: a
 * mounted Paystack sandbox is called, and posts its webhook, there.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const sandbox = options.paystackSandbox;
  // A picked port is known before the app is built when the app must name its own address: the
  // sandbox calls back there, and a public URL taken from the listen address (`atListenPort`).
  const held = (sandbox || config.publicUrlFromListen) && config.port === 0 ? await holdFreePort(config.host) : undefined;
  const port = held?.port ?? config.port;
  let settings = atListenPort(config, port);
  if (sandbox) {
    const self = selfUrl(config.host, port);
    settings = paystackSandboxSettings(settings, sandbox, self);
    sandbox.webhookUrl = `${self}/api/v1/payment/webhook/`;
  }
  let app: App | undefined;
  try {
    app = await buildApp({ config: settings, logger: options.logger, paystackSandbox: sandbox });
    // Before `ready`, the last moment hooks may be added; a signal during `prepare` stops it too.
    if (options.handleSignals ?? true) closeOnSignals(app);
    await app.ready();
    await options.prepare?.(app);
    await held?.release();
    await app.listen({ port, host: config.host });
  } catch (error) {
    await held?.release();
    await app?.close();
    throw error;
  }
  if (sandbox) app.log.info(`Payments use the local Paystack sandbox at ${settings.paystackBaseUrl} (set PAYSTACK_SECRET_KEY to use Paystack)`);
  const running = app;
  return { app, url: urlFor(app.server.address() as AddressInfo), close: () => running.close() };
}
