import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { payments } from '../db/schema.js';
import type { MpesaCharge, MpesaReason, MpesaState } from '../schemas/mpesa.js';
import type { PlanCode } from '../schemas/payment.js';
import type { PlanRow } from './payment-plans.js';
import type { PaymentRow } from './payments.js';

/** Paystack's charge statuses that mean the payer may still approve: anything not settled either way. */
const FINAL = new Set(['success', 'failed', 'abandoned', 'reversed']);

export const isFinalChargeStatus = (status: string) => FINAL.has(status);

/**
 * Why M-Pesa refused, from the line Paystack passes on from Safaricom ("Insufficient funds",
 * "Request cancelled by user", "DS timeout user cannot be reached", "Transaction expired"…).
 */
export function mpesaReason(text: string | undefined | null): MpesaReason {
  const line = text ?? '';
  if (/insufficient|balance/i.test(line)) return 'insufficient_funds';
  if (/time\s*-?\s*out|timed\s*out|expired|cannot be reached|not reachable|no response/i.test(line)) return 'timeout';
  return 'declined';
}

/**
 * Records why an M-Pesa payment did not go through; a settled payment never goes back. A timeout
 * is `abandoned` (nothing was refused: a later success from Paystack still settles it), the rest `failed`.
 */
export async function recordMpesaFailure(db: Db, payment: PaymentRow, reason: MpesaReason): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ status: reason === 'timeout' ? 'abandoned' : 'failed', failureReason: reason })
    .where(and(eq(payments.id, payment.id), ne(payments.status, 'success')))
    .returning();
  return row ?? payment;
}

/** What the page shows of an M-Pesa payment as stored. */
export function mpesaState(payment: PaymentRow): { status: MpesaState; reason: MpesaReason | null } {
  if (payment.status === 'success') return { status: 'success', reason: null };
  if (payment.failureReason) return { status: 'failed', reason: payment.failureReason as MpesaReason };
  if (payment.status === 'failed' || payment.status === 'reversed') return { status: 'failed', reason: 'declined' };
  return { status: 'pending', reason: null };
}

export const isPastDeadline = (payment: PaymentRow, now = new Date()) => Boolean(payment.expiresAt && payment.expiresAt.getTime() <= now.getTime());

export function mpesaView(plan: PlanRow, payment: PaymentRow, waitSeconds: number, message = ''): MpesaCharge {
  const { status, reason } = mpesaState(payment);
  return {
    reference: payment.reference,
    plan_name: plan.code as PlanCode,
    plan_display_name: plan.name,
    amount: Math.round(payment.amount / 100),
    currency: 'KES',
    phone: payment.phone ?? '',
    status,
    reason,
    message,
    expires_at: (payment.expiresAt ?? payment.createdAt).toISOString(),
    wait_seconds: waitSeconds,
  };
}
