import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { payments, profiles } from '../db/schema.js';
import { badRequestDetail, type ErrorCode } from '../lib/errors.js';
import type { PaystackTransaction } from '../paystack/client.js';
import type { PaymentStatus } from '../schemas/payment.js';
import { roleFlagsFor, type PlanRow } from './payment-plans.js';
import { markPayment, orderDataOf, type PaymentRow } from './payments.js';

/** What a Paystack transaction means for the stored payment it claims to pay. */
export type Judgement =
  | { kind: 'paid' }
  | { kind: 'mismatch'; why: string }
  /** Not paid (yet); `status` is what to record, null to leave the payment as it is. */
  | { kind: 'unpaid'; status: Exclude<PaymentStatus, 'success'> | null; refusal: ErrorCode };

export function judgeTransaction(payment: PaymentRow, transaction: PaystackTransaction): Judgement {
  if (transaction.reference !== payment.reference) return { kind: 'mismatch', why: `reference ${transaction.reference}` };
  switch (transaction.status) {
    case 'success':
      // The amount is checked against what we asked for, never against the plan's price today.
      if (transaction.amount !== payment.amount) return { kind: 'mismatch', why: `amount ${transaction.amount}, expected ${payment.amount}` };
      if (String(transaction.currency).toUpperCase() !== payment.currency) return { kind: 'mismatch', why: `currency ${transaction.currency}` };
      return { kind: 'paid' };
    case 'failed':
      return { kind: 'unpaid', status: 'failed', refusal: 'payment_failed' };
    case 'abandoned':
      return { kind: 'unpaid', status: 'abandoned', refusal: 'payment_abandoned' };
    case 'reversed':
      return { kind: 'unpaid', status: 'reversed', refusal: 'payment_reversed' };
    default:
      return { kind: 'unpaid', status: null, refusal: 'payment_processing' };
  }
}

export interface Settlement {
  payment: PaymentRow;
  /** False when the payment was already settled (a second verify, a replayed webhook). */
  upgraded: boolean;
}

export interface ApplyInput {
  payment: PaymentRow;
  plan: PlanRow;
  transaction: PaystackTransaction;
  /** A license given at verification; it wins over the one typed at checkout. */
  licenseNumber?: string;
  /** Told why a transaction was refused, for the logs. */
  onMismatch?: (why: string) => void;
}

/**
 * The one way a payment becomes `success`, shared by verify and the webhook: the transaction must
 * be Paystack's success for exactly the amount and currency asked; then the payment is settled and
 * the role upgraded together. Settling twice changes nothing. Throws a 400 `ApiError` otherwise.
 */
export async function applyTransaction(db: Db, input: ApplyInput): Promise<Settlement> {
  const { payment, transaction } = input;
  if (payment.status === 'success') return { payment, upgraded: false };
  const judgement = judgeTransaction(payment, transaction);
  if (judgement.kind === 'mismatch') {
    input.onMismatch?.(judgement.why);
    throw badRequestDetail('payment_mismatch');
  }
  if (judgement.kind === 'unpaid') {
    if (judgement.status) await markPayment(db, payment.id, judgement.status);
    throw badRequestDetail(judgement.refusal);
  }
  return settle(db, input);
}

function paidAtOf(transaction: PaystackTransaction): Date {
  const paidAt = transaction.paid_at ? new Date(transaction.paid_at) : undefined;
  return paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : new Date();
}

async function settle(db: Db, { payment, plan, transaction, licenseNumber }: ApplyInput): Promise<Settlement> {
  return db.transaction(async (tx) => {
    // Row locks make a verify and a webhook arriving together settle once.
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!current || current.status === 'success') return { payment: current ?? payment, upgraded: false };
    const [profile] = await tx.select({ license: profiles.license }).from(profiles).where(eq(profiles.id, payment.userId)).for('update');
    const givenLicense = plan.requiresLicense ? (licenseNumber?.trim() || orderDataOf(payment).license_number?.trim() || '').slice(0, 100) : '';
    // The payment stays unsettled, so a verify with a license can finish it later.
    if (plan.requiresLicense && !(givenLicense || profile?.license.trim())) throw badRequestDetail('license_needed');

    const [settled] = await tx
      .update(payments)
      // A `charge.failed` that came first (out of order) no longer stands.
      .set({ status: 'success', paidAt: paidAtOf(transaction), failureReason: null })
      .where(eq(payments.id, payment.id))
      .returning();
    await tx
      .update(profiles)
      .set({ ...roleFlagsFor(plan.code), ...(givenLicense ? { license: givenLicense } : {}), updatedAt: new Date() })
      .where(eq(profiles.id, payment.userId));
    return { payment: settled!, upgraded: true };
  });
}
