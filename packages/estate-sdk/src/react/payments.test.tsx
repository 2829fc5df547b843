// @vitest-environment jsdom
/**
 * The payment hooks against the real server and its local Paystack sandbox: plans, initiate (with
 * the plan-choice rule first), the six checkout checks on the server's payment data, the hosted
 * checkout's Pay button pressed with fetch, then verify and the own profile's new role.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMember, newClient, providerFor, traffic } from '../../test/react-harness.js';
import { startServerThread, type ServerThread } from '../../test/server-thread.js';
import { EstateError, RuleError } from '../client/errors.js';
import type { Plan } from '../client/types.js';
import { defaultMessages } from '../messages.js';
import { useInitiatePayment, usePlans, useVerifyPayment } from './payments.js';
import { useMyProfile } from './profiles.js';

let server: ServerThread;
let plans: Plan[];
beforeAll(async () => {
  server = await startServerThread({ paystack: true });
  plans = await newClient(server).payments.plans();
});
afterAll(() => server?.close());

const plan = (code: string) => plans.find((candidate) => candidate.plan_code === code)!;

/** Opens the hosted checkout page and presses Pay, as a browser would; the provider's 303 back to the app. */
async function pressPay(authorizationUrl: string): Promise<string> {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const action = /action="([^"]+\/pay)"/.exec(await page.text())?.[1];
  expect(action, 'the checkout has a Pay button').toBeDefined();
  const back = await fetch(new URL(action!, authorizationUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
  const location = new URL(back.headers.get('location')!);
  expect(location.pathname).toBe('/payment/success/');
  return location.searchParams.get('reference')!;
}

describe('usePlans', () => {
  it('lists the plans without a session', async () => {
    const net = traffic();
    const { wrapper } = providerFor(newClient(server, { fetch: net.fetch }));
    const { result } = renderHook(() => usePlans(), { wrapper });
    expect(result.current.plans).toEqual([]);
    await waitFor(() => expect(result.current.plans).toHaveLength(3));
    expect(result.current.plans).toEqual(plans);
    expect(result.current.plans.map((item) => item.plan_code)).toEqual(['seller', 'agent', 'top_agent']);
    expect(net.sent.map((entry) => entry.request)).toEqual(['GET /api/v1/payment/plans/']);
  });
});

describe('useInitiatePayment', () => {
  it('refuses without a profile or a plan, sending nothing', async () => {
    const net = traffic();
    const member = await freshMember(server, 'noprofile', { fetch: net.fetch });
    const before = net.sent.length;
    const { wrapper } = providerFor(member.client);
    const { result } = renderHook(() => useInitiatePayment(), { wrapper });

    let answer: unknown = 'pending';
    await act(async () => {
      answer = await result.current.initiate(plan('seller'), undefined);
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'profile_loading' } });
    expect(result.current.error).toBeInstanceOf(RuleError);
    expect(result.current.error).toMatchObject({ code: 'profile_loading', message: 'Please wait while we fetch your profile data.' });

    const { profile } = await member.client.profiles.me();
    await act(async () => void (await result.current.initiate(null, profile)));
    expect(result.current.error).toMatchObject({ code: 'select_plan', message: 'Please select a plan.' });
    expect(net.sent.slice(before).map((entry) => entry.request)).toEqual(['GET /api/v1/profile/me/']);
    expect(result.current.paymentData).toBeUndefined();
    expect(result.current.checkout(profile)).toMatchObject({ ok: false, error: { code: 'checkout_not_ready', message: 'Payment system is not ready. Please try again later.' } });
  });

  it('initiates from the profile, checks out to the sandbox, and after Pay verifies: the cached profile shows the new role', async () => {
    const net = traffic();
    const member = await freshMember(server, 'hookpayer', { fetch: net.fetch });
    const { wrapper } = providerFor(member.client);
    const { result } = renderHook(() => ({ me: useMyProfile(), payment: useInitiatePayment(), elsewhere: useInitiatePayment() }), { wrapper });
    await waitFor(() => expect(result.current.me.profile).toBeDefined());
    const profile = result.current.me.profile!;
    expect(profile.role).toBe('buyer');

    // Submitting while the server has not answered (the request is held back).
    net.hold(/^POST \/api\/v1\/payment\/initiate_payment\/$/);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.payment.initiate(plan('seller'), profile);
    });
    await waitFor(() => expect(net.held).toBe(1));
    expect(result.current.payment.isSubmitting).toBe(true);
    net.release();
    await act(() => pending);
    expect(result.current.payment.isSubmitting).toBe(false);
    expect(result.current.payment.error).toBeUndefined();
    const data = result.current.payment.paymentData!;
    expect(data).toMatchObject({ plan_name: 'seller', paystack_pub_key: server.paystack!.publicKey, payment: { payment_status: 'pending', email: member.email } });
    // Every useInitiatePayment of the page shows the same payment (the /checkout page reads it).
    expect(result.current.elsewhere.paymentData).toEqual(data);
    // The body: the plan code and order data built from the profile.
    const sent = net.sent.find((entry) => entry.request === 'POST /api/v1/payment/initiate_payment/')!;
    expect(sent.body).toEqual({
      plan_code: 'seller',
      order_data: {
        first_name: 'Test',
        last_name: 'Member',
        email: member.email,
        phone_number: profile.phone_number,
        address: '',
        city: profile.city,
        country: profile.country,
        postal_code: '',
        license_number: '',
        total_price: plan('seller').price,
        plan_name: plan('seller').name,
      },
    });

    // The six checks pass: the sandbox's hosted checkout is where to send the browser.
    const ready = result.current.payment.checkout(profile);
    expect(ready).toMatchObject({ ok: true, value: { authorizationUrl: data.authorization_url, reference: data.payment.ref } });
    expect(ready.ok && ready.value.authorizationUrl.startsWith(server.paystack!.url)).toBe(true);

    const reference = await pressPay(data.authorization_url);
    expect(reference).toBe(data.payment.ref);

    const verified = renderHook(() => ({ verify: useVerifyPayment(reference), me: useMyProfile() }), { wrapper });
    expect(verified.result.current.verify.isLoading).toBe(true);
    await waitFor(() => expect(verified.result.current.verify.verification).toBeDefined());
    expect(verified.result.current.verify.verification).toMatchObject({ plan_name: 'seller', payment_status: 'success', reference });
    expect(verified.result.current.verify.planName).toBe('seller');
    expect(verified.result.current.verify.error).toBeUndefined();
    // The role changed: the cached own profile was fetched again.
    expect(verified.result.current.me.profile).toMatchObject({ role: 'seller', is_seller: true });
    expect(result.current.me.profile).toMatchObject({ role: 'seller', is_seller: true });

    // Once per reference: a second hook on the same reference sends nothing.
    const verifyCalls = () => net.sent.filter((entry) => entry.request.startsWith('GET /api/v1/payment/verify_payment/')).length;
    expect(verifyCalls()).toBe(1);
    const again = renderHook(() => useVerifyPayment(reference), { wrapper });
    expect(again.result.current.verification).toMatchObject({ plan_name: 'seller' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(verifyCalls()).toBe(1);
    verified.unmount();
    again.unmount();
  });

  it('an agent plan without a license: the server refuses with the spec text, and so does checkout', async () => {
    const member = await freshMember(server, 'nolicense');
    const { wrapper } = providerFor(member.client);
    const { result } = renderHook(() => ({ me: useMyProfile(), payment: useInitiatePayment() }), { wrapper });
    await waitFor(() => expect(result.current.me.profile).toBeDefined());
    const profile = result.current.me.profile!;
    expect(profile.license).toBe('');

    await act(async () => void (await result.current.payment.initiate(plan('agent'), profile)));
    // The server worded why: its text is kept rather than the generic alert.
    expect(result.current.payment.error).toBeInstanceOf(EstateError);
    expect(result.current.payment.error).toMatchObject({ status: 400, message: 'Please update your profile license to proceed with checkout' });
    expect(result.current.payment.paymentData).toBeUndefined();

    // The license given with the order: initiated. A checkout with a profile still without one fails check 2.
    await act(async () => void (await result.current.payment.initiate(plan('agent'), profile, { license_number: 'EARB/A/2026/0099' })));
    expect(result.current.payment.error).toBeUndefined();
    expect(result.current.payment.paymentData).toMatchObject({ plan_name: 'agent' });
    expect(result.current.payment.checkout(profile)).toMatchObject({
      ok: false,
      error: { code: 'license_needed', message: 'Please update your profile license to proceed with checkout' },
    });
    expect(result.current.payment.checkout({ ...profile, license: 'EARB/A/2026/0099' })).toMatchObject({ ok: true });
    // The other checks, in order, on the same data.
    const data = result.current.payment.paymentData!;
    const withLicense = { ...profile, license: 'EARB/A/2026/0099' };
    expect(result.current.payment.checkout(withLicense, { ...data, payment: { ...data.payment, ref: '' } })).toMatchObject({ error: { code: 'invalid_reference' } });
    expect(result.current.payment.checkout(withLicense, { ...data, paystack_pub_key: 'sk_test_x' })).toMatchObject({ error: { code: 'invalid_public_key' } });
    expect(result.current.payment.checkout({ ...withLicense, email: 'not-an-email' })).toMatchObject({ error: { code: 'checkout_invalid_email' } });
    expect(result.current.payment.checkout(withLicense, { ...data, authorization_url: '' })).toMatchObject({
      error: { code: 'no_payment_url', message: 'No payment URL available. Please try again.' },
    });
  });

  it("a failure the server did not word shows the spec's alert", async () => {
    const failing: typeof fetch = async (input, init) =>
      String(input).includes('/payment/initiate_payment/') ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    const member = await freshMember(server, 'offline', { fetch: failing });
    const { wrapper } = providerFor(member.client);
    const { profile } = await member.client.profiles.me();
    const { result } = renderHook(() => useInitiatePayment(), { wrapper });
    await act(async () => void (await result.current.initiate(plan('seller'), profile)));
    expect(result.current.error).toBeInstanceOf(EstateError);
    expect(result.current.error).toMatchObject({ kind: 'network', message: defaultMessages.paymentInitiateFailed });
    expect(defaultMessages.paymentInitiateFailed).toBe('Error initiating payment. Please try again.');
  });
});

describe('useInitiatePayment refusals', () => {
  it('reports a plan refused in the browser and one refused by the server alike: an EstateError with the same field errors', async () => {
    const net = traffic();
    const member = await freshMember(server, 'refusals', { fetch: net.fetch });
    const { profile } = await member.client.profiles.me();
    const { wrapper } = providerFor(member.client);
    const { result } = renderHook(() => useInitiatePayment(), { wrapper });
    const sentBefore = net.sent.length;

    await act(async () => void (await result.current.initiate(' ', profile)));
    const browser = result.current.error!;
    expect(net.sent.length).toBe(sentBefore);
    expect(browser).toBeInstanceOf(EstateError);
    expect(browser).toBeInstanceOf(RuleError);
    expect(browser).toMatchObject({ kind: 'invalid', code: 'select_plan', message: 'Please select a plan.', fieldErrors: { plan_code: ['Please select a plan.'] } });

    await act(async () => void (await result.current.initiate('gold', profile)));
    const refused = result.current.error!;
    expect(net.sent.slice(sentBefore).map((entry) => entry.request)).toEqual(['POST /api/v1/payment/initiate_payment/']);
    expect(refused).toBeInstanceOf(EstateError);
    expect(refused).not.toBeInstanceOf(RuleError);
    expect(refused).toMatchObject({ kind: 'http', status: 400, message: 'Plan code: Please select a plan.' });
    expect(refused.fieldErrors).toEqual(browser.fieldErrors);
  });

  it('checks out by what the server says of the plan (requires_license), not by its code', async () => {
    const member = await freshMember(server, 'licensed');
    const { wrapper } = providerFor(member.client);
    const { result } = renderHook(() => useInitiatePayment(), { wrapper });
    const { profile } = await member.client.profiles.me();
    await act(async () => void (await result.current.initiate(plan('top_agent'), profile, { license_number: 'EARB/T/1' })));
    expect(plan('top_agent').requires_license).toBe(true);
    expect(result.current.paymentData).toMatchObject({ plan_name: 'top_agent', requires_license: true });
    expect(result.current.checkout(profile)).toMatchObject({ ok: false, error: { code: 'license_needed' } });
    expect(result.current.checkout(profile, { ...result.current.paymentData!, requires_license: false })).toMatchObject({ ok: true });
  });
});

describe('useVerifyPayment', () => {
  it('sends nothing without a reference, and reports an unknown one', async () => {
    const net = traffic();
    const member = await freshMember(server, 'verifier', { fetch: net.fetch });
    const before = net.sent.length;
    const { wrapper } = providerFor(member.client);
    const none = renderHook(() => useVerifyPayment(undefined), { wrapper });
    const unknown = renderHook(() => useVerifyPayment('EK-unknown-0000'), { wrapper });
    await waitFor(() => expect(unknown.result.current.error).toBeDefined());
    expect(unknown.result.current.error).toMatchObject({ status: 404, message: 'Payment not found.' });
    expect(none.result.current).toMatchObject({ verification: undefined, isLoading: false, error: undefined });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // One call, no retry.
    expect(net.sent.slice(before).map((entry) => entry.request)).toEqual(['GET /api/v1/payment/verify_payment/EK-unknown-0000']);
  });
});
