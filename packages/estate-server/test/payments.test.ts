import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGuest, makeUser } from './helper.js';
import {
  initiate,
  initiateOk,
  order,
  type PaymentRig,
  paymentRow,
  pressOnCheckout,
  profileOf,
  PUBLIC_URL,
  setLicense,
  startPaymentRig,
  verify,
  withoutWebhook,
} from './payments-fixtures.js';

const LICENSE_NEEDED = 'Please update your profile license to proceed with checkout';

describe('paid plans through the Paystack sandbox', () => {
  let rig: PaymentRig;
  beforeAll(async () => {
    rig = await startPaymentRig();
  });
  afterAll(() => rig.close());

  it('lists the three plans in order without a token, with the KES amount and six feature lines', async () => {
    const response = await rig.app.inject({ method: 'GET', url: '/api/v1/payment/plans/' });
    expect(response.statusCode).toBe(200);
    const plans = response.json();
    expect(plans.map((plan: { plan_code: string }) => plan.plan_code)).toEqual(['seller', 'agent', 'top_agent']);
    expect(plans[1]).toMatchObject({ name: 'Agent', price: 25, amount_kes: 3250, currency: 'KES', popular: true, requires_license: true });
    expect(plans[0]).toMatchObject({ name: 'Seller', price: 10, amount_kes: 1300, requires_license: false, text: 'Post unlimited property listings' });
    for (const plan of plans) for (const key of ['text', 'text2', 'text3', 'text4', 'text5', 'text6']) expect(plan[key]).not.toBe('');
  });

  it('takes a Seller payment from checkout to the upgraded profile: initiate, the hosted page, Pay, the callback, verify', async () => {
    const buyer = await makeUser(rig.app);
    const data = await initiateOk(rig.app, buyer, 'seller');
    expect(data).toMatchObject({
      plan_name: 'seller',
      paystack_pub_key: rig.sandbox.publicKey,
      payment: { amount: 1300, payment_status: 'pending', email: 'amina@example.com' },
    });
    expect(data.paystack_pub_key).toMatch(/^pk_test_/);
    expect(data.authorization_url.startsWith(`${rig.sandboxUrl}/checkout/`)).toBe(true);
    const reference = data.payment.ref;

    // Paystack was asked for the plan's amount in cents, in KES, with our reference and callback.
    expect(await paymentRow(rig.app, reference)).toMatchObject({ amount: 130_000, currency: 'KES', status: 'pending' });
    expect(rig.sandbox.transaction(reference)).toMatchObject({
      amount: 130_000,
      currency: 'KES',
      email: 'amina@example.com',
      callbackUrl: `${PUBLIC_URL}/payment/success/`,
      metadata: { plan_code: 'seller', user_id: buyer.user.id },
    });

    const page = await fetch(data.authorization_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('KES 1,300.00');
    expect(html).toContain('amina@example.com');

    await withoutWebhook(rig.sandbox, async () => {
      const paid = await pressOnCheckout(data.authorization_url, 'pay');
      expect(paid.status).toBe(303);
      const back = new URL(paid.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/payment/success/`);
      expect(back.searchParams.get('trxref')).toBe(reference);
      expect(back.searchParams.get('reference')).toBe(reference);
    });
    expect((await profileOf(rig.app, buyer)).is_seller).toBe(false);

    const verified = await verify(rig.app, buyer, reference);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ plan_name: 'seller', payment_status: 'success', reference, amount: 1300, currency: 'KES' });
    expect(verified.json().paid_at).toEqual(expect.any(String));
    expect(await profileOf(rig.app, buyer)).toMatchObject({ role: 'seller', is_seller: true, is_agent: false, top_agent: false });

    const again = await verify(rig.app, buyer, reference);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(verified.json());
    expect((await paymentRow(rig.app, reference)).paidAt?.toISOString()).toBe(verified.json().paid_at);
  });

  it('makes a Top Agent an agent too, and saves the license given at verification', async () => {
    const buyer = await makeUser(rig.app);
    const data = await initiateOk(rig.app, buyer, 'top_agent', order({ license_number: 'LIC-CHECKOUT' }));
    expect(data.payment.amount).toBe(6500);
    await withoutWebhook(rig.sandbox, () => pressOnCheckout(data.authorization_url, 'pay'));
    const verified = await verify(rig.app, buyer, data.payment.ref, '?license_number=LIC-VERIFY-7');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await profileOf(rig.app, buyer)).toMatchObject({ role: 'top_agent', top_agent: true, is_agent: true, license: 'LIC-VERIFY-7' });
  });

  it('upgrades through the signed webhook alone, before the payer is back; verify then just confirms', async () => {
    const buyer = await makeUser(rig.app);
    await setLicense(rig.app, buyer, 'LIC-PROFILE-1');
    const data = await initiateOk(rig.app, buyer, 'agent');
    const paid = await pressOnCheckout(data.authorization_url, 'pay');
    expect(paid.status).toBe(303);
    expect((await paymentRow(rig.app, data.payment.ref)).status).toBe('success');
    expect(await profileOf(rig.app, buyer)).toMatchObject({ role: 'agent', is_agent: true, top_agent: false, license: 'LIC-PROFILE-1' });

    const verified = await verify(rig.app, buyer, data.payment.ref);
    expect(verified.json()).toMatchObject({ plan_name: 'agent', payment_status: 'success' });
  });

  it('charges the plan\u2019s amount whatever total_price says', async () => {
    const buyer = await makeUser(rig.app);
    const data = await initiateOk(rig.app, buyer, 'seller', order({ total_price: '0.01' }));
    expect(data.payment.amount).toBe(1300);
    expect(rig.sandbox.transaction(data.payment.ref)!.amount).toBe(130_000);
  });

  it('refuses to start a payment for no plan, an unknown plan, a bad e-mail, or a plan the user has', async () => {
    const buyer = await makeUser(rig.app);
    for (const code of [undefined, '', 'platinum']) {
      const response = await initiate(rig.app, buyer, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ plan_code: ['Please select a plan.'] });
    }
    const badEmail = await initiate(rig.app, buyer, 'seller', order({ email: 'not-an-email' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ 'order_data.email': ['Invalid email address. Please update your profile.'] });

    // Without an order e-mail, the receipt goes to the account's.
    const fallback = await initiateOk(rig.app, buyer, 'seller', order({ email: '' }));
    expect(fallback.payment.email).toBe(buyer.user.email);

    const seller = await makeUser(rig.app, { role: 'seller' });
    const owned = await initiate(rig.app, seller, 'seller');
    expect(owned.statusCode).toBe(400);
    expect(owned.json()).toEqual({ detail: 'Your account already has the Seller plan.' });
    const topAgent = await makeUser(rig.app, { role: 'top_agent' });
    expect((await initiate(rig.app, topAgent, 'agent')).json()).toEqual({ detail: 'Your account already has the Agent plan.' });
  });

  it('refuses an agent plan without a license at checkout, from the order or the profile', async () => {
    const buyer = await makeUser(rig.app);
    for (const code of ['agent', 'top_agent']) {
      const response = await initiate(rig.app, buyer, code, order({ license_number: '  ' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: LICENSE_NEEDED });
    }
    await initiateOk(rig.app, buyer, 'agent', order({ license_number: 'LIC-ORDER' }));
    await setLicense(rig.app, buyer, 'LIC-PROFILE');
    await initiateOk(rig.app, buyer, 'agent', order({ license_number: '' }));
  });

  it('refuses an agent plan paid without any license at verification, then finishes once a license is given', async () => {
    const buyer = await makeUser(rig.app);
    await setLicense(rig.app, buyer, 'LIC-OLD');
    const data = await initiateOk(rig.app, buyer, 'agent');
    await setLicense(rig.app, buyer, '');
    // The webhook cannot settle it either: the payment waits for a license.
    await pressOnCheckout(data.authorization_url, 'pay');
    expect((await paymentRow(rig.app, data.payment.ref)).status).toBe('pending');

    const refused = await verify(rig.app, buyer, data.payment.ref);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: LICENSE_NEEDED });
    expect((await profileOf(rig.app, buyer)).is_agent).toBe(false);

    const done = await verify(rig.app, buyer, data.payment.ref, '?license_number=LIC-NEW-9');
    expect(done.statusCode, done.body).toBe(200);
    expect(await profileOf(rig.app, buyer)).toMatchObject({ is_agent: true, license: 'LIC-NEW-9' });
  });

  it('refuses anonymous visitors and guests at checkout', async () => {
    const anonymous = await initiate(rig.app, undefined, 'seller');
    expect(anonymous.statusCode).toBe(401);
    const guest = await makeGuest(rig.app);
    const refused = await initiate(rig.app, guest, 'seller');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You need to be a registered user to access this feature' });
  });

  it('verifies only the caller\u2019s own payments', async () => {
    const owner = await makeUser(rig.app);
    const other = await makeUser(rig.app);
    const data = await initiateOk(rig.app, owner, 'seller');
    expect((await verify(rig.app, undefined, data.payment.ref)).statusCode).toBe(401);
    const foreign = await verify(rig.app, other, data.payment.ref);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Payment not found.' });
    expect((await verify(rig.app, owner, 'EK-NO-SUCH-REFERENCE')).statusCode).toBe(404);
    expect((await verify(rig.app, owner, 'bad%20reference')).statusCode).toBe(400);
    expect((await paymentRow(rig.app, data.payment.ref)).status).toBe('pending');
  });

  it('marks a cancelled checkout abandoned, answers 400 and upgrades nothing; the page then takes no payment', async () => {
    const buyer = await makeUser(rig.app);
    const data = await initiateOk(rig.app, buyer, 'seller');
    const cancelled = await pressOnCheckout(data.authorization_url, 'cancel');
    expect(cancelled.status).toBe(303);
    const back = new URL(cancelled.headers.get('location')!);
    expect(back.searchParams.get('reference')).toBe(data.payment.ref);

    const verified = await verify(rig.app, buyer, data.payment.ref);
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toEqual({ detail: 'The payment was not completed. Please try again.' });
    expect((await paymentRow(rig.app, data.payment.ref)).status).toBe('abandoned');
    expect((await profileOf(rig.app, buyer)).is_seller).toBe(false);

    const page = await fetch(data.authorization_url);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Payment cancelled');
  });

  it('treats a payment not made yet as not completed, and settles it once it is paid', async () => {
    const buyer = await makeUser(rig.app);
    const data = await initiateOk(rig.app, buyer, 'seller');
    expect((await verify(rig.app, buyer, data.payment.ref)).statusCode).toBe(400);
    await withoutWebhook(rig.sandbox, () => pressOnCheckout(data.authorization_url, 'pay'));
    expect((await verify(rig.app, buyer, data.payment.ref)).json()).toMatchObject({ payment_status: 'success' });
  });

  it('refuses a payment whose amount or currency differ from what was asked, and upgrades nothing', async () => {
    const buyer = await makeUser(rig.app);
    const mismatch = 'The payment does not match the plan it was made for. Please contact support.';

    const altered = await initiateOk(rig.app, buyer, 'seller');
    await withoutWebhook(rig.sandbox, () => pressOnCheckout(altered.authorization_url, 'pay'));
    rig.sandbox.transaction(altered.payment.ref)!.amount = 100;
    const cheap = await verify(rig.app, buyer, altered.payment.ref);
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json()).toEqual({ detail: mismatch });

    const foreignCurrency = await initiateOk(rig.app, buyer, 'seller');
    await withoutWebhook(rig.sandbox, () => pressOnCheckout(foreignCurrency.authorization_url, 'pay'));
    rig.sandbox.transaction(foreignCurrency.payment.ref)!.currency = 'NGN';
    expect((await verify(rig.app, buyer, foreignCurrency.payment.ref)).json()).toEqual({ detail: mismatch });

    expect((await paymentRow(rig.app, altered.payment.ref)).status).toBe('pending');
    expect((await paymentRow(rig.app, foreignCurrency.payment.ref)).status).toBe('pending');
    expect((await profileOf(rig.app, buyer)).is_seller).toBe(false);
  });
});
