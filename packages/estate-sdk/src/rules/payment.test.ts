import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { checkCheckout, checkPlanChoice, type CheckoutPaymentData, type CheckoutProfile } from './index.js';

const profile: CheckoutProfile = {
  first_name: 'Amina',
  last_name: 'Otieno',
  email: 'amina@example.com',
  phone_number: '+254700000000',
  city: 'Nairobi',
  country: 'KE',
  license: 'EARB/1234',
  license_number: 'EARB/1234',
};

const paymentData: CheckoutPaymentData = {
  plan_name: 'agent',
  requires_license: true,
  paystack_pub_key: 'pk_test_abc123',
  authorization_url: 'https://checkout.paystack.com/xyz',
  payment: { ref: 'EK-1-ABC', email: 'amina@example.com' },
};

describe('checkPlanChoice', () => {
  it("asks to wait while the profile loads: 'Please wait while we fetch your profile data.'", () => {
    expect(plain(checkPlanChoice({ profile: undefined, plan: 'agent' }))).toEqual({
      ok: false,
      code: 'profile_loading',
      message: 'Please wait while we fetch your profile data.',
    });
  });

  it("asks for a plan code: 'Please select a plan.'", () => {
    for (const plan of [undefined, null, '', '  ', { name: 'Agent' }, { plan_code: null }]) {
      expect(plain(checkPlanChoice({ profile, plan }))).toEqual({ ok: false, code: 'select_plan', message: 'Please select a plan.', fieldErrors: { plan_code: ['Please select a plan.'] } });
      expect(codesOf(checkPlanChoice({ profile, plan }))).toEqual({ plan_code: ['select_plan'] });
    }
  });

  it('checks the profile before the plan', () => {
    expect(plain(checkPlanChoice({ profile: null, plan: null }))).toMatchObject({ code: 'profile_loading' });
  });

  it('builds the initiate-payment body from the plan and the profile', () => {
    expect(plain(checkPlanChoice({ profile, plan: { plan_code: ' top_agent ', name: 'Top Agent', price: 49 } }))).toEqual({
      ok: true,
      value: {
        plan_code: 'top_agent',
        order_data: {
          first_name: 'Amina',
          last_name: 'Otieno',
          email: 'amina@example.com',
          phone_number: '+254700000000',
          address: '',
          city: 'Nairobi',
          country: 'KE',
          postal_code: '',
          license_number: 'EARB/1234',
          total_price: 49,
          plan_name: 'Top Agent',
        },
      },
    });
    expect(plain(checkPlanChoice({ profile: {}, plan: 'seller' }))).toMatchObject({ value: { plan_code: 'seller', order_data: { plan_name: 'seller', total_price: '' } } });
  });
});

describe('checkCheckout', () => {
  const reasonOf = (result: ReturnType<typeof checkCheckout>) => (result.ok ? 'ok' : result.error.code);

  it('passes with the provider URL, reference, key and e-mail', () => {
    expect(plain(checkCheckout({ paymentData, profile }))).toEqual({
      ok: true,
      value: { authorizationUrl: 'https://checkout.paystack.com/xyz', reference: 'EK-1-ABC', publicKey: 'pk_test_abc123', email: 'amina@example.com' },
      warnings: [],
    });
    expect(checkCheckout({ paymentData: { ...paymentData, paystack_pub_key: 'pk_live_xyz' }, profile }).ok).toBe(true);
  });

  it("1. needs payment data and a profile: 'Payment system is not ready. Please try again later.'", () => {
    const failure = { ok: false, code: 'checkout_not_ready', message: 'Payment system is not ready. Please try again later.' };
    expect(plain(checkCheckout({ paymentData: null, profile }))).toEqual(failure);
    expect(plain(checkCheckout({ paymentData, profile: undefined }))).toEqual(failure);
  });

  it("2. needs a license when the server says the plan requires one: 'Please update your profile license to proceed with checkout'", () => {
    const unlicensed = { ...profile, license: ' ', license_number: '' };
    const failure = { ok: false, code: 'license_needed', message: 'Please update your profile license to proceed with checkout' };
    expect(plain(checkCheckout({ paymentData, profile: unlicensed }))).toEqual(failure);
    expect(checkCheckout({ paymentData: { ...paymentData, plan_name: 'seller', requires_license: false }, profile: unlicensed }).ok).toBe(true);
    // The plan, when given, is what the server said of it; the plan code alone decides nothing.
    expect(plain(checkCheckout({ paymentData: { ...paymentData, requires_license: false }, profile: unlicensed, plan: { requires_license: true } }))).toEqual(failure);
    expect(checkCheckout({ paymentData: { ...paymentData, plan_name: 'top_agent', requires_license: undefined }, profile: unlicensed }).ok).toBe(true);
    expect(checkCheckout({ paymentData, profile: { ...unlicensed, license_number: 'L-1' } }).ok).toBe(true);
  });

  it("3. needs a non-empty reference string: 'Invalid transaction reference. Please try again.'", () => {
    for (const payment of [null, {}, { ref: '' }, { ref: '  ' }, { ref: 12345 }]) {
      expect(plain(checkCheckout({ paymentData: { ...paymentData, payment }, profile }))).toEqual({
        ok: false,
        code: 'invalid_reference',
        message: 'Invalid transaction reference. Please try again.',
      });
    }
  });

  it("4. needs a pk_test_ or pk_live_ key: 'Invalid Paystack public key. Please try again.'", () => {
    for (const key of ['', null, 'sk_test_secret', 'pk_prod_1', 'PK_TEST_1', 'pk_test']) {
      expect(plain(checkCheckout({ paymentData: { ...paymentData, paystack_pub_key: key }, profile }))).toEqual({
        ok: false,
        code: 'invalid_public_key',
        message: 'Invalid Paystack public key. Please try again.',
      });
    }
  });

  it("5. needs a profile e-mail that looks like one: 'Invalid email address. Please update your profile.'", () => {
    for (const email of ['', null, 'amina', 'amina@example', 'a mina@example.com']) {
      expect(plain(checkCheckout({ paymentData, profile: { ...profile, email } }))).toEqual({
        ok: false,
        code: 'checkout_invalid_email',
        message: 'Invalid email address. Please update your profile.',
      });
    }
  });

  it("6. needs an authorization URL: 'No payment URL available. Please try again.'", () => {
    for (const url of ['', '  ', null, undefined]) {
      expect(plain(checkCheckout({ paymentData: { ...paymentData, authorization_url: url }, profile }))).toEqual({
        ok: false,
        code: 'no_payment_url',
        message: 'No payment URL available. Please try again.',
      });
    }
  });

  it('checks in the spec order: with everything wrong, each fix reveals the next check', () => {
    let data: CheckoutPaymentData = { plan_name: 'agent', requires_license: true, paystack_pub_key: 'bad', authorization_url: '', payment: { ref: '' } };
    let who: CheckoutProfile | null = null;
    const seen = [reasonOf(checkCheckout({ paymentData: data, profile: who }))];
    who = { email: 'not-an-email', license: '' };
    seen.push(reasonOf(checkCheckout({ paymentData: data, profile: who })));
    who = { ...who, license: 'L-1' };
    seen.push(reasonOf(checkCheckout({ paymentData: data, profile: who })));
    data = { ...data, payment: { ref: 'EK-1' } };
    seen.push(reasonOf(checkCheckout({ paymentData: data, profile: who })));
    data = { ...data, paystack_pub_key: 'pk_live_1' };
    seen.push(reasonOf(checkCheckout({ paymentData: data, profile: who })));
    who = { ...who, email: 'amina@example.com' };
    seen.push(reasonOf(checkCheckout({ paymentData: data, profile: who })));
    data = { ...data, authorization_url: 'https://checkout.paystack.com/1' };
    seen.push(reasonOf(checkCheckout({ paymentData: data, profile: who })));
    expect(seen).toEqual(['checkout_not_ready', 'license_needed', 'invalid_reference', 'invalid_public_key', 'checkout_invalid_email', 'no_payment_url', 'ok']);
  });

  it('only warns when the profile e-mail differs from the payment e-mail', () => {
    const result = checkCheckout({ paymentData: { ...paymentData, payment: { ref: 'EK-1', email: 'other@example.com' } }, profile });
    expect(result).toMatchObject({ ok: true, warnings: ['The e-mail on your profile differs from the e-mail of this payment.'] });
    const sameButCased = checkCheckout({ paymentData: { ...paymentData, payment: { ref: 'EK-1', email: ' AMINA@example.com ' } }, profile });
    expect(sameButCased).toMatchObject({ ok: true, warnings: [] });
  });
});
