/**
 * The real @estate/server, started in-process on in-memory PGlite for the SDK's tests: no mock of
 * our own API. `seed` loads the demo data, whose accounts share one known password.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, connectDatabase, DEMO_PASSWORD, loadConfig, seedDemoData, type App, type Config } from '@estate/server';

export interface TestServer {
  app: App;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  demoPassword: string;
  /** The `{uid, token}` of the newest activation e-mail sent to `email`. */
  activationFor(email: string): { uid: string; token: string };
  close(): Promise<void>;
}

export async function startTestServer(options: { seed?: boolean; config?: Partial<Config> } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-sdk-test-'));
  const config = loadConfig({}, { dataDir, inMemoryDb: true, jwtSecret: 'sdk-test-secret', authRateLimitPerMinute: 10_000, logLevel: 'silent', ...options.config });
  const database = await connectDatabase({});
  const app = await buildApp({ config, database, logger: false });
  if (options.seed ?? true) await seedDemoData({ db: app.db, mediaRoot: app.storage.root });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
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
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
