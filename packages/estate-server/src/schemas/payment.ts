import { Type, type Static } from 'typebox';
import { Choice, Nullable, Timestamp } from './common.js';

export const PLAN_CODES = ['seller', 'agent', 'top_agent'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** Where a payment stands; `abandoned` and `failed` may still turn into `success` if the payer retries. */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned', 'reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const PaymentStatusSchema = Choice(PAYMENT_STATUSES);
const PlanCodeSchema = Choice(PLAN_CODES);
const RequiresLicense = Type.Boolean({ description: 'Whether the plan needs a license on the profile (or given at checkout): read this, never a list of plan codes.' });
const Kes = Type.Integer({ description: 'In Kenyan shillings (KES). Paystack is sent this × 100 (cents).' });
const Feature = (n: number) => Type.String({ description: `Feature line ${n}; empty when the plan has fewer.` });

export const Plan = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Display name, e.g. "Top Agent".' }),
  price: Type.Number({ description: 'Monthly price in USD, for display.' }),
  amount_kes: Kes,
  currency: Type.Literal('KES'),
  description: Type.String(),
  plan_code: PlanCodeSchema,
  popular: Type.Boolean({ description: 'Shown with the "Most Popular" badge.' }),
  requires_license: RequiresLicense,
  text: Feature(1),
  text2: Feature(2),
  text3: Feature(3),
  text4: Feature(4),
  text5: Feature(5),
  text6: Feature(6),
});
export type Plan = Static<typeof Plan>;

const Line = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const OrderData = Type.Object(
  {
    first_name: Line(150),
    last_name: Line(150),
    email: Line(254),
    phone_number: Line(30),
    address: Line(300),
    city: Line(180),
    country: Line(100),
    postal_code: Line(20),
    license_number: Line(100),
    total_price: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 30 })], { description: 'Ignored: the plan sets the amount.' })),
    plan_name: Line(60),
  },
  { description: 'The billing details shown at checkout; the e-mail receives the receipt, the license is used for agent plans.' },
);
export type OrderData = Static<typeof OrderData>;

export const InitiatePaymentBody = Type.Object({
  plan_code: Type.Optional(Type.String({ maxLength: 40, description: `${PLAN_CODES.join(', ')}; anything else is answered with the field error \`Please select a plan.\`.` })),
  order_data: Type.Optional(OrderData),
});

export const PaymentData = Type.Object({
  plan_name: PlanCodeSchema,
  plan_display_name: Type.String({ description: 'e.g. "Top Agent".' }),
  requires_license: RequiresLicense,
  paystack_pub_key: Type.String({ description: 'pk_test_… or pk_live_…; empty when the server has none configured.' }),
  authorization_url: Type.String({ description: 'The hosted checkout page to send the payer to.' }),
  payment: Type.Object({
    ref: Type.String(),
    amount: Kes,
    currency: Type.Literal('KES'),
    payment_status: PaymentStatusSchema,
    created_at: Timestamp,
    paid_at: Nullable(Timestamp),
    email: Type.String(),
  }),
});
export type PaymentData = Static<typeof PaymentData>;

export const VerificationData = Type.Object({
  plan_name: PlanCodeSchema,
  plan_display_name: Type.String(),
  payment_status: PaymentStatusSchema,
  reference: Type.String(),
  amount: Kes,
  currency: Type.Literal('KES'),
  paid_at: Nullable(Timestamp),
});
export type VerificationData = Static<typeof VerificationData>;

export const Reference = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._=-]+$' });
