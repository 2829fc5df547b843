import { resolveMessages, type WithMessages } from '../messages.js';
import { addIssue, fail, pass, type FieldIssues, type RuleFailure, type RuleResult, type RuleSuccess } from './result.js';
import { looksLikeEmail, trimmed } from './values.js';

/** What the plan choice and checkout read from the signed-in profile (spec §3). */
export interface CheckoutProfile {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone_number?: string | null;
  city?: string | null;
  country?: string | null;
  license?: string | null;
  license_number?: string | null;
}

/** A plan as listed by the server (spec §3), or only its code. */
export interface PlanChoice {
  plan_code?: string | null;
  name?: string | null;
  price?: number | string | null;
  /** Whether the plan needs a license on the profile, as the server says (`Plan.requires_license`). */
  requires_license?: boolean | null;
}

/** The initiate-payment body of spec §7. */
export interface InitiatePaymentPayload {
  plan_code: string;
  order_data: {
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
    address: string;
    city: string;
    country: string;
    postal_code: string;
    license_number: string;
    total_price: number | string;
    plan_name: string;
  };
}

const licenseOf = (profile: CheckoutProfile) => trimmed(profile.license_number) || trimmed(profile.license);

/**
 * Choosing a plan (spec §5): the profile must be loaded ('Please wait while we fetch your profile
 * data.', `profile_loading`) and the plan must have a code ('Please select a plan.', `select_plan`,
 * an issue of `plan_code` as the server gives it). The value is the initiate-payment
 * body, its order data filled from the profile (address and postal code blank: the profile has none).
 */
export function checkPlanChoice(
  input: { profile: CheckoutProfile | null | undefined; plan: PlanChoice | string | null | undefined },
  options: WithMessages = {},
): RuleResult<InitiatePaymentPayload, 'profile_loading' | 'select_plan'> {
  const messages = resolveMessages(options.messages);
  const { profile } = input;
  if (!profile) return fail('profile_loading', messages);
  const plan: PlanChoice = typeof input.plan === 'string' ? { plan_code: input.plan } : (input.plan ?? {});
  const planCode = trimmed(plan.plan_code);
  if (!planCode) {
    // The server refuses a missing plan the same way, under the same field.
    const issues: FieldIssues<'plan_code'> = {};
    addIssue(issues, 'plan_code', messages, 'select_plan');
    return fail('select_plan', messages, issues);
  }
  return pass({
    plan_code: planCode,
    order_data: {
      first_name: trimmed(profile.first_name),
      last_name: trimmed(profile.last_name),
      email: trimmed(profile.email),
      phone_number: trimmed(profile.phone_number),
      address: '',
      city: trimmed(profile.city),
      country: trimmed(profile.country),
      postal_code: '',
      license_number: licenseOf(profile),
      total_price: typeof plan.price === 'number' || typeof plan.price === 'string' ? plan.price : '',
      plan_name: trimmed(plan.name) || planCode,
    },
  });
}

/** What the checkout reads from the initiate-payment response (spec §3 payment data). */
export interface CheckoutPaymentData {
  plan_name?: string | null;
  /** Whether the plan paid for needs a license on the profile, as the server says. */
  requires_license?: boolean | null;
  paystack_pub_key?: string | null;
  authorization_url?: string | null;
  payment?: { ref?: unknown; email?: string | null } | null;
}

export type CheckoutFailureReason =
  | 'checkout_not_ready'
  | 'license_needed'
  | 'invalid_reference'
  | 'invalid_public_key'
  | 'checkout_invalid_email'
  | 'no_payment_url';

export interface CheckoutValue {
  /** The provider's hosted page to send the browser to. */
  authorizationUrl: string;
  reference: string;
  publicKey: string;
  email: string;
}

export type CheckoutResult = (RuleSuccess<CheckoutValue> & { warnings: string[] }) | RuleFailure<CheckoutFailureReason>;

const PUBLIC_KEY = /^pk_(test|live)_/;

/**
 * The Checkout button's six checks of spec §5, in the spec's order; the first that fails gives
 * its code and message (`checkout_not_ready`, `license_needed`, `invalid_reference`,
 * `invalid_public_key`, `checkout_invalid_email`, `no_payment_url`):
 * 1. payment data and profile exist — 'Payment system is not ready. Please try again later.'
 * 2. a plan that needs a license (agent, top_agent: the server says so, as `requires_license` of the
 *    payment data, or of `plan` when given) needs one on the profile — 'Please update your profile license to proceed with checkout'
 * 3. the payment reference is a non-empty string — 'Invalid transaction reference. Please try again.'
 * 4. the public key starts with pk_test_ or pk_live_ — 'Invalid Paystack public key. Please try again.'
 * 5. the profile e-mail looks like one — 'Invalid email address. Please update your profile.'
 * 6. an authorization URL exists — 'No payment URL available. Please try again.'
 * A profile e-mail that differs from the payment's (ignoring case and spaces) is not an error:
 * it is reported in `warnings` of the passing result.
 */
export function checkCheckout(
  input: {
    paymentData: CheckoutPaymentData | null | undefined;
    profile: CheckoutProfile | null | undefined;
    /** The plan being paid for, when the caller has it; its `requires_license` wins over the payment data's. */
    plan?: Pick<PlanChoice, 'requires_license'> | null;
  },
  options: WithMessages = {},
): CheckoutResult {
  const messages = resolveMessages(options.messages);
  const { paymentData, profile } = input;
  if (!paymentData || !profile) return fail('checkout_not_ready', messages);

  const needsLicense = input.plan?.requires_license ?? paymentData.requires_license ?? false;
  if (needsLicense && !licenseOf(profile)) return fail('license_needed', messages);

  const reference = paymentData.payment?.ref;
  if (typeof reference !== 'string' || !reference.trim()) return fail('invalid_reference', messages);

  const publicKey = trimmed(paymentData.paystack_pub_key);
  if (!PUBLIC_KEY.test(publicKey)) return fail('invalid_public_key', messages);

  const email = trimmed(profile.email);
  if (!looksLikeEmail(email)) return fail('checkout_invalid_email', messages);

  const authorizationUrl = trimmed(paymentData.authorization_url);
  if (!authorizationUrl) return fail('no_payment_url', messages);

  const paymentEmail = trimmed(paymentData.payment?.email);
  const warnings = paymentEmail && paymentEmail.toLowerCase() !== email.toLowerCase() ? [messages.checkoutEmailMismatch] : [];
  return { ...pass({ authorizationUrl, reference: reference.trim(), publicKey, email }), warnings };
}
