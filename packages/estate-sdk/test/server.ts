/**
 * The real @estate/server, started in-process on in-memory PGlite for the SDK's tests: no mock of
 * our own API. `seed` loads the demo data, whose accounts share one known password. `paystack`
 * also starts the server's own local Paystack sandbox (its public `@estate/server/paystack-sandbox`
 * entry, on a port of its own) and points the payments at it, as `npm start` does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, connectDatabase, DEMO_PASSWORD, loadConfig, seedDemoData, type App, type Config } from '@estate/server';
import { type PaystackSandbox, startPaystackSandbox } from '@estate/server/paystack-sandbox';

/** The server's local Paystack sandbox, when started with `paystack: true`. */
export interface TestPaystack {
  sandbox: PaystackSandbox;
  /** The sandbox's own origin. */
  url: string;
}

export interface TestServer {
  app: App;
  /** Present when started with `paystack: true`. */
  paystack?: TestPaystack;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  demoPassword: string;
  /** The `{uid, token}` of the newest activation e-mail sent to `email`. */
  activationFor(email: string): { uid: string; token: string };
  /** The test clock of the chat's edit window: makes a message look sent `minutes` ago (by the database's clock, which the window reads). */
  backdateChatMessage(id: number, minutes: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTestServer(options: { seed?: boolean; config?: Partial<Config>; paystack?: boolean } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-sdk-test-'));
  const running = options.paystack ? await startPaystackSandbox() : undefined;
  const payments: Partial<Config> = running
    ? { paystackBaseUrl: running.url, paystackSecretKey: running.sandbox.secretKey, paystackPublicKey: running.sandbox.publicKey }
    : {};
  const config = loadConfig({}, { dataDir, inMemoryDb: true, jwtSecret: 'sdk-test-secret', authRateLimitPerMinute: 10_000, actionRateLimitPerMinute: 10_000, logLevel: 'silent', ...payments, ...options.config });
  const database = await connectDatabase({});
  const app = await buildApp({ config, database, logger: false });
  if (options.seed ?? true) await seedDemoData({ db: app.db, mediaRoot: app.storage.root });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  // Pay on the sandbox's checkout posts a signed charge.success here, as Paystack's dashboard would.
  if (running) running.sandbox.webhookUrl = `${baseUrl}/api/v1/payment/webhook/`;
  return {
    app,
    paystack: running && { sandbox: running.sandbox, url: running.url },
    baseUrl,
    demoPassword: DEMO_PASSWORD,
    activationFor(email) {
      const outbox = path.join(dataDir, 'outbox');
      const file = readdirSync(outbox)
        .filter((name) => name.includes(email.replace(/[^a-zA-Z0-9@._-]/g, '_')))
        .sort()
        .at(-1);
      if (!file) throw new Error(`No e-mail to ${email} in the outbox`);
      const match = /\/activate\/([^/]+)\/([^/]+)\//.exec(readFileSync(path.join(outbox, file), 'utf8'));
      if (!match) throw new Error(`No activation link in ${file}`);
      return { uid: match[1]!, token: match[2]! };
    },
    async backdateChatMessage(id, minutes) {
      if (!Number.isInteger(id) || !Number.isInteger(minutes)) throw new Error('backdateChatMessage takes whole numbers');
      await app.db.execute(`update chat_messages set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`);
    },
    async close() {
      await app.close();
      await running?.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
