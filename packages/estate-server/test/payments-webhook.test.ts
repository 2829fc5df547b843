import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema.js';
import { signPayload } from '../src/paystack/client.js';
import { makeUser, type TestUser } from './helper.js';
import { initiateOk, type PaymentRig, paymentRow, pressOnCheckout, profileOf, startPaymentRig, verify, WEBHOOK_PATH, withoutWebhook } from './payments-fixtures.js';

describe('the Paystack webhook', () => {
  let rig: PaymentRig;
  beforeAll(async () => {
    rig = await startPaymentRig();
  });
  afterAll(() => rig.close());

  /** A Seller payment the payer has paid at the sandbox, which the server has not heard of yet. */
  async function paidButUnsettled(buyer: TestUser): Promise<string> {
    const data = await initiateOk(rig.app, buyer, 'seller');
    await withoutWebhook(rig.sandbox, () => pressOnCheckout(data.authorization_url, 'pay'));
    expect((await paymentRow(rig.app, data.payment.ref)).status).toBe('pending');
    return data.payment.ref;
  }

  /** The `charge.success` Paystack would send for the sandbox's transaction. */
  function chargeSuccess(reference: string, overrides: Record<string, unknown> = {}): string {
    const t = rig.sandbox.transaction(reference)!;
    return JSON.stringify({
      event: 'charge.success',
      data: { id: t.id, status: 'success', reference, amount: t.amount, currency: t.currency, paid_at: t.paidAt?.toISOString(), ...overrides },
    });
  }

  function post(body: string, signature?: string) {
    return rig.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-paystack-signature': signature }) },
      payload: body,
    });
  }

  const signed = (body: string) => signPayload(rig.sandbox.secretKey, body);

  it('refuses a missing or forged signature with 401 and changes nothing', async () => {
    const buyer = await makeUser(rig.app);
    const reference = await paidButUnsettled(buyer);
    const body = chargeSuccess(reference);
    const forgeries = [
      undefined,
      '',
      signPayload('sk_test_someone_else', body),
      signed(chargeSuccess(reference, { amount: 1 })),
      'zz-not-hex',
      signed(body).slice(0, 64),
    ];
    for (const signature of forgeries) {
      const response = await post(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid webhook signature.' });
    }
    expect((await paymentRow(rig.app, reference)).status).toBe('pending');
    expect((await profileOf(rig.app, buyer)).is_seller).toBe(false);
  });

  it('settles a signed charge.success and upgrades the role; a replay changes nothing', async () => {
    const buyer = await makeUser(rig.app);
    const reference = await paidButUnsettled(buyer);
    const body = chargeSuccess(reference);

    const first = await post(body, signed(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const settled = await paymentRow(rig.app, reference);
    expect(settled.status).toBe('success');
    expect(await profileOf(rig.app, buyer)).toMatchObject({ role: 'seller', is_seller: true });

    for (let replay = 0; replay < 2; replay += 1) {
      const again = await post(body, signed(body));
      expect(again.statusCode).toBe(200);
    }
    expect(await paymentRow(rig.app, reference)).toEqual(settled);
    expect((await verify(rig.app, buyer, reference)).json()).toMatchObject({ payment_status: 'success', paid_at: settled.paidAt!.toISOString() });
  });

  it('checks the signature against the raw bytes, not the JSON re-serialized', async () => {
    const buyer = await makeUser(rig.app);
    const reference = await paidButUnsettled(buyer);
    const spaced = JSON.stringify(JSON.parse(chargeSuccess(reference)), null, 3);
    expect((await post(spaced, signed(JSON.stringify(JSON.parse(spaced))))).statusCode).toBe(401);
    expect((await post(spaced, signed(spaced))).statusCode).toBe(200);
    expect((await paymentRow(rig.app, reference)).status).toBe('success');
  });

  it('acknowledges a charge whose amount differs from the stored payment but settles nothing', async () => {
    const buyer = await makeUser(rig.app);
    const reference = await paidButUnsettled(buyer);
    // As if someone had the payment row say less than was asked of Paystack.
    await rig.app.db.update(payments).set({ amount: 100 }).where(eq(payments.reference, reference));
    const body = chargeSuccess(reference);
    expect((await post(body, signed(body))).statusCode).toBe(200);
    expect((await paymentRow(rig.app, reference)).status).toBe('pending');
    expect((await profileOf(rig.app, buyer)).is_seller).toBe(false);
    expect((await verify(rig.app, buyer, reference)).statusCode).toBe(400);
    expect((await profileOf(rig.app, buyer)).is_seller).toBe(false);
  });

  it('acknowledges and ignores other events, unknown references and incomplete charges', async () => {
    const buyer = await makeUser(rig.app);
    const reference = await paidButUnsettled(buyer);
    const bodies = [
      JSON.stringify({ event: 'transfer.success', data: { reference } }),
      JSON.stringify({ event: 'charge.success', data: { reference: 'EK-UNKNOWN', status: 'success', amount: 130_000, currency: 'KES' } }),
      JSON.stringify({ event: 'charge.success', data: { reference } }),
      JSON.stringify({ event: 'charge.success' }),
    ];
    for (const body of bodies) {
      const response = await post(body, signed(body));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect((await paymentRow(rig.app, reference)).status).toBe('pending');
  });

  it('answers 400 to a signed body that is not JSON, and 401 before reading an unsigned one', async () => {
    expect((await post('not json', signed('not json'))).json()).toEqual({ detail: 'The webhook body is not JSON.' });
    expect((await post('not json')).statusCode).toBe(401);
    const plain = await rig.app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(plain.statusCode).toBe(401);
  });
});
