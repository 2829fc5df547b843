/**
 * Plans, initiate and verify through the client against the real server, which talks to its own
 * local Paystack sandbox; the hosted checkout's Pay button is pressed with fetch, as a browser would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstateClient } from '../src/client/client.js';
import type { PaymentData } from '../src/client/types.js';
import { checkCheckout, checkPlanChoice } from '../src/rules/payment.js';
import { freshMember, newClient, signedIn } from './fixtures.js';
import { startTestServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ paystack: true });
});
afterAll(() => server.close());

/** Opens the hosted checkout page and presses Pay (or Cancel); the provider's 303 back to the app. */
async function press(authorizationUrl: string, button: 'pay' | 'cancel'): Promise<Response> {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const action = new RegExp(`action="([^"]+/${button})"`).exec(await page.text())?.[1];
  expect(action, `the checkout has a ${button} button`).toBeDefined();
  return fetch(new URL(action!, authorizationUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
}

async function checkout(client: EstateClient, planCode: string, license = ''): Promise<PaymentData> {
  const { profile } = await client.profiles.me();
  const plans = await client.payments.plans();
  const choice = checkPlanChoice({ profile: { ...profile, license_number: license || profile.license }, plan: plans.find((plan) => plan.plan_code === planCode) });
  if (!choice.ok) throw choice.error;
  return client.payments.initiate(choice.value);
}

describe('payments', () => {
  it('lists the three plans, with or without a session', async () => {
    const plans = await newClient(server).payments.plans();
    expect(plans.map((plan) => plan.plan_code)).toEqual(['seller', 'agent', 'top_agent']);
    expect(plans.map((plan) => plan.amount_kes)).toEqual([1300, 3250, 6500]);
    expect(plans.filter((plan) => plan.popular)).toHaveLength(1);
    expect(plans.every((plan) => plan.currency === 'KES' && typeof plan.price === 'number' && plan.text.length > 0)).toBe(true);
    expect(await (await signedIn(server, 'buyer')).payments.plans()).toEqual(plans);
  });

  it('initiates, pays on the hosted checkout, then verifies: the buyer becomes a seller', async () => {
    const member = await freshMember(server, 'payer');
    expect((await member.client.profiles.me()).profile.is_seller).toBe(false);

    const data = await checkout(member.client, 'seller');
    expect(data).toMatchObject({
      plan_name: 'seller',
      plan_display_name: 'Seller',
      paystack_pub_key: server.paystack!.sandbox.publicKey,
      payment: { amount: 1300, currency: 'KES', payment_status: 'pending', email: member.email },
    });
    expect(data.authorization_url.startsWith(server.paystack!.url)).toBe(true);
    // The spec's six checkout checks pass on what the server answered.
    const ready = checkCheckout({ paymentData: data, profile: (await member.client.profiles.me()).profile });
    expect(ready).toMatchObject({ ok: true, value: { authorizationUrl: data.authorization_url, reference: data.payment.ref } });

    // Not paid yet.
    await expect(member.client.payments.verify(data.payment.ref)).rejects.toMatchObject({
      status: 400,
      message: 'The payment was not completed. Please try again.',
    });

    const back = await press(data.authorization_url, 'pay');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(location.pathname).toBe('/payment/success/');
    const reference = location.searchParams.get('reference')!;
    expect(reference).toBe(data.payment.ref);

    const verification = await member.client.payments.verify(reference);
    expect(verification).toMatchObject({ plan_name: 'seller', payment_status: 'success', reference, amount: 1300, currency: 'KES', paid_at: expect.any(String) });
    expect((await member.client.profiles.me()).profile.is_seller).toBe(true);
    // Verifying again is safe.
    expect(await member.client.payments.verify(reference)).toMatchObject({ payment_status: 'success' });
  });

  it('settles an agent plan at verify with the license given there', async () => {
    const member = await freshMember(server, 'agentpay');
    const sandbox = server.paystack!.sandbox;
    const webhook = sandbox.webhookUrl;
    sandbox.webhookUrl = undefined; // only verify settles here
    try {
      await expect(checkout(member.client, 'agent')).rejects.toMatchObject({
        status: 400,
        message: 'Please update your profile license to proceed with checkout',
      });
      const data = await checkout(member.client, 'agent', 'EARB/A/2026/0042');
      expect(data.payment.amount).toBe(3250);
      expect((await press(data.authorization_url, 'pay')).status).toBe(303);
      const verification = await member.client.payments.verify(data.payment.ref, { licenseNumber: 'EARB/A/2026/0042' });
      expect(verification).toMatchObject({ plan_name: 'agent', payment_status: 'success' });
      const { profile } = await member.client.profiles.me();
      expect(profile).toMatchObject({ is_agent: true, license: 'EARB/A/2026/0042' });
    } finally {
      sandbox.webhookUrl = webhook;
    }
  });

  it('words the refusals: no plan, a plan already held, an unknown reference', async () => {
    const member = await freshMember(server, 'refused');
    await expect(member.client.payments.initiate({ plan_code: '', order_data: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Plan code: Please select a plan.',
    });
    const topAgent = await signedIn(server, 'topagent');
    await expect(topAgent.payments.initiate({ plan_code: 'agent', order_data: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Your account already has the Agent plan.',
    });
    await expect(member.client.payments.verify('EK-unknown-0000')).rejects.toMatchObject({ status: 404, message: 'Payment not found.' });
  });

  it('a cancelled checkout does not upgrade anyone', async () => {
    const member = await freshMember(server, 'canceller');
    const data = await checkout(member.client, 'seller');
    expect((await press(data.authorization_url, 'cancel')).status).toBe(303);
    await expect(member.client.payments.verify(data.payment.ref)).rejects.toMatchObject({ status: 400 });
    expect((await member.client.profiles.me()).profile.is_seller).toBe(false);
  });
});
