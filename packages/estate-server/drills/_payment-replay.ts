/**
 * The payments replay (drill `payments` and test/payments-replay.test.ts): many payers, each with a
 * shuffled stream of webhooks and verify calls — valid, duplicated, forged, and signed but
 * mismatched in amount, currency or status — all sent at once over HTTP. Every other payer pays
 * with M-Pesa (the Charge API), whose stream also holds status calls and signed `charge.failed`
 * sent out of order after the success: one upgrade, and a success never undone. What the server did is
 * read from the database through triggers the replay installs, not from the server's answers: a
 * role can only be seen to change once if every change is written down.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import { createUser } from '../src/domain/users.js';
import { signPayload } from '../src/paystack/client.js';
import type { PaystackSandbox } from '../src/paystack/sandbox.js';
import { Random } from '../src/seed/random.js';

export interface ReplayTarget {
  app: App;
  /** Where the app listens, e.g. `http://127.0.0.1:8123`. */
  origin: string;
  sandbox: PaystackSandbox;
}

export interface ReplayOptions {
  users: number;
  deliveriesPerUser: number;
  /** Deliveries in flight at once, all payers mixed. */
  concurrency: number;
  /** For the shuffles: the same seed gives the same run. */
  seed: number;
}

export interface ReplayFigures {
  deliveriesSent: number;
  upgradesExpected: number;
  /** Payers who paid and whose role and payment ended as the plan says. */
  upgradesSeen: number;
  /** Accounts whose role flags changed more than once. */
  rolesChangedMoreThanOnce: number;
  /** Payments written `success` more than once (settled again). */
  paymentsSettledMoreThanOnce: number;
  /** Payers who never paid (only forged or mismatched charges) whose role or payment changed to paid. */
  mismatchesThatUpgraded: number;
  /** M-Pesa payers among them. */
  mpesaPayers: number;
  /** Paid M-Pesa payments that a later `charge.failed` turned from `success` (must be 0). */
  successesUndone: number;
  serverErrors: number;
  /** Answers other than the one each kind of delivery should get. */
  unexpectedAnswers: number;
  /** Each kind of delivery and the statuses it got, e.g. `verify 200×120`. */
  answers: Map<string, Map<number, number>>;
  /** A few of the unexpected answers, to start looking. */
  samples: string[];
}

type Kind = 'valid-webhook' | 'verify' | 'forged-signature' | 'wrong-amount' | 'wrong-currency' | 'wrong-status' | 'mpesa-status' | 'failed-webhook';

/** What each kind of delivery must be answered. Mismatches are acknowledged (Paystack cannot act on them); a verify of an unpaid payment is a 400. */
const EXPECTED: Record<Kind, { paid: number; unpaid: number }> = {
  'valid-webhook': { paid: 200, unpaid: 200 },
  verify: { paid: 200, unpaid: 400 },
  'forged-signature': { paid: 401, unpaid: 401 },
  'wrong-amount': { paid: 200, unpaid: 200 },
  'wrong-currency': { paid: 200, unpaid: 200 },
  'wrong-status': { paid: 200, unpaid: 200 },
  'mpesa-status': { paid: 200, unpaid: 200 },
  'failed-webhook': { paid: 200, unpaid: 200 },
};

/** The mix a payer's stream is drawn from: a payer who paid gets the valid deliveries too. */
const PAID_MIX: Kind[] = ['valid-webhook', 'valid-webhook', 'valid-webhook', 'verify', 'verify', 'verify', 'forged-signature', 'wrong-amount', 'wrong-currency', 'wrong-status'];
const UNPAID_MIX: Kind[] = ['verify', 'forged-signature', 'wrong-amount', 'wrong-currency', 'wrong-status'];
/** M-Pesa payers also ask where their charge stands, and get `charge.failed` replayed after the success. */
// Their own kinds come first, so that a short stream holds them too (the streams are shuffled after).
const PAID_MPESA_MIX: Kind[] = ['valid-webhook', 'failed-webhook', 'mpesa-status', 'verify', 'valid-webhook', 'failed-webhook', 'mpesa-status', 'verify', 'forged-signature', 'wrong-amount', 'wrong-currency', 'wrong-status', 'valid-webhook', 'verify'];
const UNPAID_MPESA_MIX: Kind[] = ['mpesa-status', 'failed-webhook', 'verify', 'forged-signature', 'wrong-amount', 'wrong-currency', 'wrong-status'];
const PLANS = [
  { code: 'seller', flags: { is_seller: true, is_agent: false, top_agent: false } },
  { code: 'agent', flags: { is_seller: false, is_agent: true, top_agent: false } },
  { code: 'top_agent', flags: { is_seller: false, is_agent: true, top_agent: true } },
] as const;


function shuffle<T>(items: T[], next: () => number): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

/** Triggers that write down every role change and every write of `success` to a payment, whoever makes it. */
const WATCH = [
  'CREATE TABLE IF NOT EXISTS drill_payment_events (user_id integer NOT NULL, kind text NOT NULL)',
  `CREATE OR REPLACE FUNCTION drill_note_role_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NEW.is_seller IS DISTINCT FROM OLD.is_seller OR NEW.is_agent IS DISTINCT FROM OLD.is_agent OR NEW.top_agent IS DISTINCT FROM OLD.top_agent THEN
       INSERT INTO drill_payment_events (user_id, kind) VALUES (NEW.id, 'role');
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE OR REPLACE FUNCTION drill_note_settlement() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     -- Every write of 'success', a repeated one too: settling twice is a second upgrade even when
     -- it writes the same values.
     IF NEW.status = 'success' THEN
       INSERT INTO drill_payment_events (user_id, kind) VALUES (NEW.user_id, 'settled');
     END IF;
     RETURN NEW;
   END $$`,
  'DROP TRIGGER IF EXISTS drill_role_change ON profiles',
  'CREATE TRIGGER drill_role_change AFTER UPDATE ON profiles FOR EACH ROW EXECUTE FUNCTION drill_note_role_change()',
  'DROP TRIGGER IF EXISTS drill_settlement ON payments',
  'CREATE TRIGGER drill_settlement AFTER UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION drill_note_settlement()',
];

interface Payer {
  userId: number;
  headers: Record<string, string>;
  plan: (typeof PLANS)[number];
  reference: string;
  paid: boolean;
  mpesa: boolean;
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** An account with a pending payment for a plan; half of them (by the seed) then pay at the sandbox's checkout. */
async function preparePayer(target: ReplayTarget, index: number, paid: boolean): Promise<Payer> {
  const { app, origin } = target;
  const username = `payer${index}_${randomBytes(3).toString('hex')}`;
  const user = await createUser(app.db, { username, email: `${username}@example.com`, password: 'drill-password-1', first_name: 'Pay', last_name: `Er ${index}`, isActive: true });
  const { access } = await app.tokens.pair(user);
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const plan = PLANS[index % PLANS.length]!;
  const orderData = { first_name: 'Pay', last_name: 'Er', email: `${username}@example.com`, phone_number: '+254700000001', address: '1 Road', city: 'Nairobi', country: 'KE', postal_code: '00100', license_number: plan.code === 'seller' ? '' : `LIC-${index}`, total_price: 1, plan_name: plan.code };
  if (index % 2 === 1) {
    // M-Pesa: the charge waits on the phone; the phone approves (paid) or the balance is too low.
    const phone = `07${String(10_000_000 + index).slice(-8)}`;
    const charged = await json(
      await fetch(`${origin}/api/v1/payment/mpesa/`, { method: 'POST', headers, body: JSON.stringify({ plan_code: plan.code, phone, order_data: orderData }) }),
      'payment/mpesa',
    );
    const reference = String(charged.reference);
    const t = target.sandbox.transaction(reference);
    if (!t) throw new Error(`the sandbox does not know the M-Pesa charge ${reference}`);
    t.status = paid ? 'success' : 'failed';
    t.gatewayResponse = paid ? 'Approved' : 'Insufficient funds';
    if (paid) t.paidAt = new Date();
    return { userId: user.id, headers, plan, reference, paid, mpesa: true };
  }
  const initiated = await json(
    await fetch(`${origin}/api/v1/payment/initiate_payment/`, { method: 'POST', headers, body: JSON.stringify({ plan_code: plan.code, order_data: orderData }) }),
    'initiate_payment',
  );
  const reference = (initiated.payment as { ref: string }).ref;
  if (paid) {
    const checkout = String(initiated.authorization_url);
    const page = await (await fetch(checkout)).text();
    const action = /action="([^"]+\/pay)"/.exec(page)?.[1];
    if (!action) throw new Error(`the sandbox checkout ${checkout} has no Pay form`);
    const pressed = await fetch(new URL(action, checkout), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
    if (pressed.status >= 400) throw new Error(`pressing Pay answered ${pressed.status}`);
  }
  return { userId: user.id, headers, plan, reference, paid, mpesa: false };
}

/** The `charge.success` body Paystack would sign for the payer's transaction, changed by `overrides`. */
function chargeBody(target: ReplayTarget, payer: Payer, overrides: Record<string, unknown> = {}): string {
  const t = target.sandbox.transaction(payer.reference);
  if (!t) throw new Error(`the sandbox does not know ${payer.reference}`);
  return JSON.stringify({
    event: 'charge.success',
    data: { id: t.id, status: 'success', reference: t.reference, amount: t.amount, currency: t.currency, paid_at: (t.paidAt ?? new Date()).toISOString(), ...overrides },
  });
}

function deliver(target: ReplayTarget, payer: Payer, kind: Kind, next: () => number): Promise<Response> {
  if (kind === 'verify') return fetch(`${target.origin}/api/v1/payment/verify_payment/${payer.reference}`, { headers: payer.headers });
  if (kind === 'mpesa-status') return fetch(`${target.origin}/api/v1/payment/mpesa/${payer.reference}/`, { headers: payer.headers });
  const secret = target.sandbox.secretKey;
  const t = target.sandbox.transaction(payer.reference)!;
  let body: string;
  let signature: string;
  switch (kind) {
    case 'valid-webhook':
      // Only a payer who paid gets these: Paystack signs a success only for a paid transaction.
      body = chargeBody(target, payer);
      signature = signPayload(secret, body);
      break;
    case 'forged-signature':
      body = chargeBody(target, payer);
      signature = signPayload(`sk_test_forger_${Math.floor(next() * 1e9)}`, body);
      break;
    case 'wrong-amount':
      body = chargeBody(target, payer, { amount: t.amount - 100 * (1 + Math.floor(next() * 50)) });
      signature = signPayload(secret, body);
      break;
    case 'wrong-currency':
      body = chargeBody(target, payer, { currency: ['USD', 'NGN', 'GHS'][Math.floor(next() * 3)] });
      signature = signPayload(secret, body);
      break;
    case 'failed-webhook':
      body = JSON.stringify({ event: 'charge.failed', data: { reference: t.reference, status: 'failed', amount: t.amount, currency: t.currency, gateway_response: 'Request cancelled by user' } });
      signature = signPayload(secret, body);
      break;
    case 'wrong-status':
      body = chargeBody(target, payer, { status: ['failed', 'abandoned', 'reversed', 'ongoing'][Math.floor(next() * 4)] });
      signature = signPayload(secret, body);
      break;
  }
  return fetch(`${target.origin}/api/v1/payment/webhook/`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body });
}

async function inParallel<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let nextTask = 0;
  const worker = async () => {
    while (nextTask < tasks.length) {
      const index = nextTask++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

export async function runPaymentReplay(target: ReplayTarget, options: ReplayOptions): Promise<ReplayFigures> {
  const { app } = target;
  for (const statement of WATCH) await app.db.execute(sql.raw(statement));
  await app.db.execute(sql.raw('DELETE FROM drill_payment_events'));
  // Webhooks come from the replay only, never from the sandbox when Pay is pressed.
  target.sandbox.webhookUrl = undefined;

  const random = new Random(options.seed);
  const next = () => random.next();
  const paidFlags = shuffle(Array.from({ length: options.users }, (_, index) => index < Math.ceil(options.users / 2)), next);
  const payers = await inParallel(paidFlags.map((paid, index) => () => preparePayer(target, index, paid)), 8);

  const deliveries = payers.flatMap((payer) => {
    const mix = payer.mpesa ? (payer.paid ? PAID_MPESA_MIX : UNPAID_MPESA_MIX) : payer.paid ? PAID_MIX : UNPAID_MIX;
    return Array.from({ length: options.deliveriesPerUser }, (_, index) => ({ payer, kind: mix[index % mix.length]! }));
  });
  shuffle(deliveries, next);

  const answers = new Map<string, Map<number, number>>();
  const samples: string[] = [];
  let serverErrors = 0;
  let unexpectedAnswers = 0;
  await inParallel(
    deliveries.map(({ payer, kind }) => async () => {
      let status: number;
      let text = '';
      try {
        const response = await deliver(target, payer, kind, next);
        status = response.status;
        text = await response.text();
      } catch (error) {
        status = 0;
        text = (error as Error).message;
      }
      const perKind = answers.get(kind) ?? new Map<number, number>();
      answers.set(kind, perKind.set(status, (perKind.get(status) ?? 0) + 1));
      if (status >= 500 || status === 0) serverErrors += 1;
      if (status !== EXPECTED[kind][payer.paid ? 'paid' : 'unpaid']) {
        unexpectedAnswers += 1;
        if (samples.length < 5) samples.push(`${kind} (${payer.paid ? 'paid' : 'unpaid'}) ${status}: ${text.slice(0, 200)}`);
      }
    }),
    options.concurrency,
  );

  const events = (await app.db.execute(sql.raw('SELECT user_id, kind, count(*)::int AS n FROM drill_payment_events GROUP BY user_id, kind'))) as unknown as
    | { rows: { user_id: number; kind: string; n: number }[] }
    | { user_id: number; kind: string; n: number }[];
  const rows = Array.isArray(events) ? events : events.rows;
  const count = (userId: number, kind: string) => rows.find((row) => row.user_id === userId && row.kind === kind)?.n ?? 0;

  let upgradesSeen = 0;
  let mismatchesThatUpgraded = 0;
  let successesUndone = 0;
  for (const payer of payers) {
    const profile = await json(await fetch(`${target.origin}/api/v1/profile/me/`, { headers: payer.headers }), 'profile/me');
    const flags = profile.profile as Record<string, unknown>;
    const hasPlan = Object.entries(payer.plan.flags).every(([flag, value]) => flags[flag] === value);
    if (payer.paid && hasPlan && count(payer.userId, 'settled') === 1) upgradesSeen += 1;
    if (!payer.paid && (count(payer.userId, 'role') > 0 || count(payer.userId, 'settled') > 0)) mismatchesThatUpgraded += 1;
    if (payer.mpesa && payer.paid) {
      const rows = (await app.db.execute(sql`SELECT status, failure_reason FROM payments WHERE reference = ${payer.reference}`)) as unknown as
        | { rows: { status: string; failure_reason: string | null }[] }
        | { status: string; failure_reason: string | null }[];
      const [row] = Array.isArray(rows) ? rows : rows.rows;
      if (row?.status !== 'success' || row.failure_reason !== null) successesUndone += 1;
    }
  }
  return {
    deliveriesSent: deliveries.length,
    upgradesExpected: payers.filter((payer) => payer.paid).length,
    upgradesSeen,
    rolesChangedMoreThanOnce: payers.filter((payer) => count(payer.userId, 'role') > 1).length,
    paymentsSettledMoreThanOnce: payers.filter((payer) => count(payer.userId, 'settled') > 1).length,
    mismatchesThatUpgraded,
    mpesaPayers: payers.filter((payer) => payer.mpesa).length,
    successesUndone,
    serverErrors,
    unexpectedAnswers,
    answers,
    samples,
  };
}
