/**
 * The server the fuzzer hits: the whole app in process (the test app: in-memory PGlite, or a
 * fresh PostgreSQL database when DATABASE_URL is set), its log captured at level error through a
 * logger stream, a local Paystack sandbox for the payment routes, and a few rows of every kind so
 * that generated ids, usernames and slugs reach real rows.
 */
import type { App } from '../src/app.js';
import { storeChatMessage } from '../src/domain/chat.js';
import { startPaystackSandbox } from '../src/paystack/sandbox.js';
import { buildTestApp, makeGuest, makeUser, mp4, multipart, png, type TestUser } from '../test/helper.js';

/** One line the app logged at level error or above (pino's JSON, parsed). */
export interface LoggedError {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  reqId?: string;
}

/** What the generator may use to reach real rows. */
export interface KnownValues {
  ids: number[];
  usernames: string[];
  slugs: string[];
  references: string[];
}

export interface FuzzTarget {
  app: App;
  /** Signed-in people: an agent, a buyer, a guest. */
  people: { agent: TestUser; buyer: TestUser; guest: TestUser };
  known: KnownValues;
  /** Errors logged since the last `takeErrors()`. */
  takeErrors(): LoggedError[];
  /** The document the app serves: the operations to fuzz. */
  document: OpenApiDocument;
  close(): Promise<void>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export interface FuzzTargetOptions {
  /** Adds routes before the app is ready: the fuzzer's own test plants a faulty one to prove it is found. */
  extend?: (app: App) => void;
}

export async function startFuzzTarget({ extend }: FuzzTargetOptions = {}): Promise<FuzzTarget> {
  const paystack = await startPaystackSandbox();
  let errors: LoggedError[] = [];
  const stream = {
    write(line: string) {
      try {
        errors.push(JSON.parse(line) as LoggedError);
      } catch {
        errors.push({ level: 50, msg: line });
      }
    },
  };
  // The test app: in-memory PGlite, or a fresh PostgreSQL database (and Redis) when DATABASE_URL is set.
  const app = await buildTestApp(
    {
      publicUrl: 'http://estate.test',
      // The fuzzer sends thousands of logins; the limit itself is proven elsewhere.
      authRateLimitPerMinute: 1_000_000,
      paystackBaseUrl: paystack.url,
      paystackSecretKey: paystack.sandbox.secretKey,
      paystackPublicKey: paystack.sandbox.publicKey,
      // Small uploads keep the generated files small; the limits are still crossed.
      maxImageBytes: 64 * 1024,
      maxVideoBytes: 256 * 1024,
    },
    { logger: { level: 'error', stream }, beforeReady: extend },
  );

  const agent = await makeUser(app, { username: 'fuzz_agent', role: 'agent' });
  const buyer = await makeUser(app, { username: 'fuzz_buyer' });
  const guest = await makeGuest(app);
  const known: KnownValues = { ids: [agent.user.id, buyer.user.id], usernames: ['fuzz_agent', 'fuzz_buyer', guest.user.username], slugs: [], references: [] };

  for (let n = 1; n <= 3; n += 1) {
    const form = await multipart(
      { title: `Fuzz house ${n}`, country: 'KE', city: 'Nairobi', price: '1000.50', property_status: 'Completed Project', advert_type: 'For Sale', bedrooms: n },
      [{ name: 'cover_photo', filename: 'cover.png', content: png(), type: 'image/png' }],
    );
    const created = await app.inject({ method: 'POST', url: '/api/v1/properties/create/', headers: { ...agent.headers, ...form.headers }, payload: form.payload });
    const property = created.json();
    known.ids.push(property.id);
    known.slugs.push(property.slug);
    const comment = await app.inject({ method: 'POST', url: '/api/v1/comments/property-comments/', headers: buyer.headers, payload: { post: property.id, content: 'Nice' } });
    known.ids.push(comment.json().id);
  }
  for (let n = 1; n <= 2; n += 1) {
    const form = await multipart({ title: `Fuzz clip ${n}`, country: 'KE' }, [{ name: 'video', filename: 'clip.mp4', content: mp4(), type: 'video/mp4' }]);
    const created = await app.inject({ method: 'POST', url: '/api/v1/reels/create/', headers: { ...agent.headers, ...form.headers }, payload: form.payload });
    const reel = created.json();
    known.ids.push(reel.id);
    known.slugs.push(reel.slug);
    await app.inject({ method: 'POST', url: '/api/v1/comments/clip-comments/', headers: buyer.headers, payload: { post: reel.id, content: 'Wow' } });
  }
  for (let n = 0; n < 3; n += 1) {
    await storeChatMessage(app.db, { sender: { id: buyer.user.id, username: 'fuzz_buyer' }, receiver: { id: agent.user.id, username: 'fuzz_agent' }, message: `Hello ${n}` });
  }
  const payment = await app.inject({ method: 'POST', url: '/api/v1/payment/initiate_payment/', headers: buyer.headers, payload: { plan_code: 'seller', order_data: { email: 'fuzz_buyer@example.com' } } });
  const reference = payment.json().payment?.ref;
  if (typeof reference !== 'string') throw new Error(`The fuzzer could not start a payment to verify: ${payment.statusCode} ${payment.body}`);
  known.references.push(reference);

  const seedErrors = errors;
  if (seedErrors.length > 0) throw new Error(`The app logged errors while the fuzzer seeded it: ${JSON.stringify(seedErrors[0])}`);
  const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as OpenApiDocument;

  return {
    app,
    people: { agent, buyer, guest },
    known,
    document,
    takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    async close() {
      await app.close();
      await paystack.close();
    },
  };
}
