import type { AddressInfo } from 'node:net';
import { type App, buildApp, type BuildOptions } from './app.js';
import type { Config } from './config.js';
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

/** How long a signalled shutdown may take before the process ends anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** A browsable URL for the bound address: wildcard hosts read as localhost, IPv6 in brackets. */
export function urlFor(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Where the server reaches itself: loopback when it listens on every address. */
function selfUrl(address: AddressInfo): string {
  const loopback = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return urlFor({ ...address, address: loopback });
}

/** Points the payments at the sandbox mounted on this server, whose address is known only now. */
function usePaystackSandbox(app: App, sandbox: PaystackSandbox, address: AddressInfo): void {
  const self = selfUrl(address);
  app.config.paystackBaseUrl = `${self}${SANDBOX_PREFIX}`;
  sandbox.webhookUrl = `${self}/api/v1/payment/webhook/`;
  app.log.info(`Payments use the local Paystack sandbox at ${app.config.paystackBaseUrl} (set PAYSTACK_SECRET_KEY to use Paystack)`);
}

function closeOnSignals(app: App): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
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

/** Builds the app and serves it on `config.host:config.port`. The only place the server listens. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const sandbox = options.paystackSandbox;
  const settings = sandbox ? { ...config, paystackSecretKey: sandbox.secretKey, paystackPublicKey: sandbox.publicKey } : config;
  const app = await buildApp({ config: settings, logger: options.logger });
  if (sandbox) await app.register(sandbox.routes, { prefix: SANDBOX_PREFIX });
  // Before `ready`, the last moment hooks may be added; a signal during `prepare` stops it too.
  if (options.handleSignals ?? true) closeOnSignals(app);
  try {
    await app.ready();
    await options.prepare?.(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  if (sandbox) usePaystackSandbox(app, sandbox, app.server.address() as AddressInfo);
  return { app, url: urlFor(app.server.address() as AddressInfo), close: () => app.close() };
}
