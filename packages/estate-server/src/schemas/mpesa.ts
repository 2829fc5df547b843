import { Type, type Static } from 'typebox';
import { Choice, Nullable, Timestamp } from './common.js';
import { OrderData, PLAN_CODES } from './payment.js';

/** Where an M-Pesa charge stands for the page: waiting for the PIN, paid (plan active), or not. */
export const MPESA_STATES = ['pending', 'success', 'failed'] as const;
export type MpesaState = (typeof MPESA_STATES)[number];

/** Why an M-Pesa charge did not go through. */
export const MPESA_REASONS = ['declined', 'insufficient_funds', 'timeout'] as const;
export type MpesaReason = (typeof MPESA_REASONS)[number];

export const MpesaChargeBody = Type.Object({
  plan_code: Type.Optional(Type.String({ maxLength: 40, description: `${PLAN_CODES.join(', ')}.` })),
  phone: Type.String({
    maxLength: 30,
    description:
      'The Safaricom number to charge, as the member typed it: `0712 345 678`, `712345678`, `+254 712 345 678`, `254712345678`, or an `01XX` number. ' +
      'Normalised to `2547XXXXXXXX` (or `2541XXXXXXXX`); anything else is the field error `mpesa_invalid_phone`.',
  }),
  order_data: Type.Optional(OrderData),
});
export type MpesaChargeBody = Static<typeof MpesaChargeBody>;

export const MpesaCharge = Type.Object(
  {
    reference: Type.String(),
    plan_name: Choice(PLAN_CODES),
    plan_display_name: Type.String({ description: 'e.g. "Agent".' }),
    amount: Type.Integer({ description: 'In Kenyan shillings (KES). Paystack is sent this × 100 (cents).' }),
    currency: Type.Literal('KES'),
    phone: Type.String({ description: 'The number charged, normalised: `254712345678`.' }),
    status: Choice(MPESA_STATES, { description: '`pending` while the phone asks for the PIN; `success` once paid and the plan is active; `failed` otherwise (see `reason`).' }),
    reason: Nullable(Choice(MPESA_REASONS, { description: 'Why it failed: the payer declined (or entered a wrong PIN), the M-Pesa balance was too low, or nobody answered the prompt in time.' })),
    message: Type.String({ description: 'Paystack\u2019s line for the payer (`display_text`, or its gateway response); may be empty.' }),
    expires_at: Timestamp,
    wait_seconds: Type.Integer({ description: 'How long the page waits for the PIN in all (`MPESA_WAIT_SECONDS`).' }),
  },
  { description: 'An M-Pesa charge: ask again (`GET /payment/mpesa/{reference}/`) while it is `pending`.' },
);
export type MpesaCharge = Static<typeof MpesaCharge>;
