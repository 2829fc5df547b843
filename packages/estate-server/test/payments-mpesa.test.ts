import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { payments } from '../src/db/schema.js';
import { signPayload } from '../src/paystack/client.js';
import { makeGuest, makeUser, type TestUser } from './helper.js';
import { order, type PaymentRig, paymentRow, profileOf, startPaymentRig, WEBHOOK_PATH, withoutWebhook } from './payments-fixtures.js';

const PHONE = '0712 345 678';

function charge(app: App, user: TestUser | undefined, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/payment/mpesa/', headers: user?.headers, payload: body });
}

function status(app: App, user: TestUser | undefined, reference: string) {
  return app.inject({ method: 'GET', url: `/api/v1/payment/mpesa/${reference}/`, headers: user?.headers });
}

describe('M-Pesa through the Charge API', () => {
  let rig: PaymentRig;
  beforeAll(async () => {
    rig = await startPaymentRig();
  });
  afterAll(() => rig.close());

  async function chargeOk(user: TestUser, plan = 'seller', phone = PHONE) {
    const response = await charge(rig.app, user, { plan_code: plan, phone, order_data: order() });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { reference: string; status: string; reason: string | null; phone: string; amount: number; message: string; expires_at: string; wait_seconds: number };
  }

  /** The phone's answer, through the sandbox's test hook (which then sends the signed webhook). */
  async function answer(key: string, outcome: 'approve' | 'decline' | 'insufficient_funds' | 'timeout') {
    const response = await fetch(`${rig.sandboxUrl}/mpesa/${encodeURIComponent(key)}/${outcome}`, { method: 'POST', headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    return response.json();
  }

  it('asks the phone for the PIN: pay_offline, the number normalised, the plan\u2019s KES amount, a deadline', async () => {
    const buyer = await makeUser(rig.app);
    const before = Date.now();
    const started = await chargeOk(buyer, 'seller', '+254 712 345 678');
    expect(started).toMatchObject({ status: 'pending', reason: null, phone: '254712345678', amount: 1300, currency: 'KES', plan_name: 'seller', wait_seconds: 90 });
    expect(started.message).toBe('Please complete authorization process on your mobile phone');
    expect(Date.parse(started.expires_at) - before).toBeGreaterThanOrEqual(89_000);
    const t = rig.sandbox.transaction(started.reference)!;
    expect(t).toMatchObject({ channel: 'mobile_money', phone: '254712345678', amount: 130_000, currency: 'KES', status: 'pending' });
    expect(t.metadata).toMatchObject({ plan_code: 'seller', user_id: buyer.user.id, channel: 'mpesa' });
    const row = await paymentRow(rig.app, started.reference);
    expect(row).toMatchObject({ channel: 'mpesa', phone: '254712345678', status: 'pending' });
    // Still waiting: Paystack says pay_offline, the page keeps waiting.
    expect((await status(rig.app, buyer, started.reference)).json()).toMatchObject({ status: 'pending', reason: null });
  });

  it('approved on the phone: the webhook settles it, the role is upgraded once, the status says success', async () => {
    const buyer = await makeUser(rig.app);
    const started = await chargeOk(buyer);
    await answer('0712345678', 'approve');
    expect((await paymentRow(rig.app, started.reference)).status).toBe('success');
    expect((await profileOf(rig.app, buyer)).is_seller).toBe(true);
    expect((await status(rig.app, buyer, started.reference)).json()).toMatchObject({ status: 'success', reason: null });
  });

  it('approved with no webhook arriving: the status call verifies with Paystack and settles it', async () => {
    const buyer = await makeUser(rig.app);
    const started = await chargeOk(buyer, 'seller', '0110 123 456');
    await withoutWebhook(rig.sandbox, () => answer(started.reference, 'approve'));
    expect((await paymentRow(rig.app, started.reference)).status).toBe('pending');
    expect((await status(rig.app, buyer, started.reference)).json()).toMatchObject({ status: 'success' });
    expect((await profileOf(rig.app, buyer)).is_seller).toBe(true);
  });

  it.each([
    ['decline', 'declined', 'failed'],
    ['insufficient_funds', 'insufficient_funds', 'failed'],
    ['timeout', 'timeout', 'abandoned'],
  ] as const)('%s on the phone: failed with the reason %s, no upgrade', async (outcome, reason, stored) => {
    const buyer = await makeUser(rig.app);
    const started = await chargeOk(buyer);
    await answer(started.reference, outcome);
    expect(await paymentRow(rig.app, started.reference)).toMatchObject({ status: stored, failureReason: reason });
    expect((await status(rig.app, buyer, started.reference)).json()).toMatchObject({ status: 'failed', reason });
    expect((await profileOf(rig.app, buyer)).is_seller).toBe(false);
  });

  it('the same failure told by the status call when the webhook never came', async () => {
    const buyer = await makeUser(rig.app);
    const started = await chargeOk(buyer);
    await withoutWebhook(rig.sandbox, () => answer(started.reference, 'insufficient_funds'));
    expect((await status(rig.app, buyer, started.reference)).json()).toMatchObject({ status: 'failed', reason: 'insufficient_funds' });
  });

  it('nobody answers before the deadline: timed out, and a late success still settles it once', async () => {
    const buyer = await makeUser(rig.app);
    const started = await chargeOk(buyer);
    await rig.app.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payments.reference, started.reference));
    expect((await status(rig.app, buyer, started.reference)).json()).toMatchObject({ status: 'failed', reason: 'timeout' });
    expect((await paymentRow(rig.app, started.reference)).status).toBe('abandoned');
    await answer(started.reference, 'approve');
    expect((await status(rig.app, buyer, started.reference)).json()).toMatchObject({ status: 'success', reason: null });
    expect((await profileOf(rig.app, buyer)).is_seller).toBe(true);
  });

  it('a replayed, duplicated or out-of-order webhook upgrades once and never undoes a success', async () => {
    const buyer = await makeUser(rig.app);
    const started = await chargeOk(buyer);
    await answer(started.reference, 'approve');
    const t = rig.sandbox.transaction(started.reference)!;
    const success = JSON.stringify({ event: 'charge.success', data: { reference: t.reference, status: 'success', amount: t.amount, currency: 'KES', paid_at: t.paidAt } });
    const failed = JSON.stringify({ event: 'charge.failed', data: { reference: t.reference, status: 'failed', amount: t.amount, currency: 'KES', gateway_response: 'Request cancelled by user' } });
    const post = (body: string) =>
      rig.app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'x-paystack-signature': signPayload(rig.sandbox.secretKey, body) }, payload: body });
    const paidAt = (await paymentRow(rig.app, started.reference)).paidAt;
    const answers = await Promise.all([post(success), post(failed), post(success), post(failed)]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const row = await paymentRow(rig.app, started.reference);
    expect(row).toMatchObject({ status: 'success', failureReason: null });
    expect(row.paidAt).toEqual(paidAt);
    const settled = await rig.app.db.select().from(payments).where(eq(payments.userId, buyer.user.id));
    expect(settled.filter((payment) => payment.status === 'success')).toHaveLength(1);
  });

  it('refuses a paid charge whose amount or currency differs from what was asked (verify mismatch)', async () => {
    for (const change of [{ amount: 1 }, { currency: 'NGN' }]) {
      const buyer = await makeUser(rig.app);
      const started = await chargeOk(buyer);
      await withoutWebhook(rig.sandbox, () => answer(started.reference, 'approve'));
      Object.assign(rig.sandbox.transaction(started.reference)!, change);
      const response = await status(rig.app, buyer, started.reference);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'The payment does not match the plan it was made for. Please contact support.' });
      expect((await profileOf(rig.app, buyer)).is_seller).toBe(false);
    }
  });

  it.each(['', '0712 345 67', '0812 345 678', '+255 712 345 678', '07I2345678', '2547123456789'])('refuses the number %j with a field error, charging nothing', async (phone) => {
    const buyer = await makeUser(rig.app);
    const response = await charge(rig.app, buyer, { plan_code: 'seller', phone });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ phone: ['Enter a Kenyan mobile number, like 0712 345 678.'] });
    expect(await rig.app.db.select().from(payments).where(eq(payments.userId, buyer.user.id))).toHaveLength(0);
  });

  it('refuses a missing number, a stranger, a guest, a plan already held and an unknown plan', async () => {
    const buyer = await makeUser(rig.app);
    const noPhone = await charge(rig.app, buyer, { plan_code: 'seller' });
    expect(noPhone.statusCode).toBe(400);
    expect(Object.keys(noPhone.json())).toContain('phone');
    expect((await charge(rig.app, undefined, { plan_code: 'seller', phone: PHONE })).statusCode).toBe(401);
    const guest = await makeGuest(rig.app);
    expect((await charge(rig.app, guest, { plan_code: 'seller', phone: PHONE })).statusCode).toBe(403);
    const seller = await makeUser(rig.app, { role: 'seller' });
    const held = await charge(rig.app, seller, { plan_code: 'seller', phone: PHONE });
    expect(held.statusCode).toBe(400);
    expect(held.json()).toMatchObject({ detail: 'Your account already has the Seller plan.' });
    const unknown = await charge(rig.app, buyer, { plan_code: 'landlord', phone: PHONE });
    expect(unknown.json()).toEqual({ plan_code: ['Please select a plan.'] });
  });

  it('shows a charge to its payer only, and not a card payment', async () => {
    const buyer = await makeUser(rig.app);
    const started = await chargeOk(buyer);
    const other = await makeUser(rig.app);
    expect((await status(rig.app, other, started.reference)).statusCode).toBe(404);
    expect((await status(rig.app, undefined, started.reference)).statusCode).toBe(401);
  });

  it('the sandbox page lists the charges waiting on a phone and answers them', async () => {
    const buyer = await makeUser(rig.app);
    const started = await chargeOk(buyer, 'seller', '0799 000 111');
    const page = await (await fetch(`${rig.sandboxUrl}/mpesa`)).text();
    expect(page).toContain(started.reference);
    expect(page).toContain('+254799000111');
    const form = new RegExp(`action="([^"]+/${started.reference}/decline)"`).exec(page)?.[1];
    const pressed = await fetch(new URL(form!, rig.sandboxUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
    expect(pressed.status).toBe(303);
    expect(await (await fetch(`${rig.sandboxUrl}/mpesa`)).text()).not.toContain(started.reference);
    expect((await status(rig.app, buyer, started.reference)).json()).toMatchObject({ status: 'failed', reason: 'declined' });
  });
});
