import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { payments, profiles, users } from '../db/schema.js';
import { badRequestDetail, fieldRefusal, notFound } from '../lib/errors.js';
import type { InitializedTransaction } from '../paystack/client.js';
import type { OrderData, PaymentData, PaymentStatus, PlanCode, VerificationData } from '../schemas/payment.js';
import { alreadyHasPlan, chargeFor, findPlanByCode, type PlanRow } from './payment-plans.js';

export type PaymentRow = typeof payments.$inferSelect;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Checkout {
  plan: PlanRow;
  email: string;
  orderData: OrderData;
}

/** Trims every text of the order; drops what the server never trusts (the total) or needs. */
function cleanOrderData(order: OrderData): OrderData {
  const { total_price: _ignored, ...rest } = order;
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]));
}

/** The checkout checks the server owns: a real plan, one the user lacks, an e-mail, a license for agent plans. */
export async function checkCheckout(db: Db, userId: number, body: { plan_code?: string; order_data?: OrderData }): Promise<Checkout> {
  const code = body.plan_code?.trim();
  const plan = code ? await findPlanByCode(db, code) : undefined;
  if (!plan) throw fieldRefusal('plan_code', 'select_plan');

  const [row] = await db.select().from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, userId));
  if (!row) throw notFound('profile_not_found');
  const { users: user, profiles: profile } = row;
  if (alreadyHasPlan(profile, plan.code)) throw badRequestDetail('plan_already_held', { plan: plan.name });

  const orderData = cleanOrderData(body.order_data ?? {});
  const email = orderData.email || user.email;
  if (!EMAIL.test(email)) throw fieldRefusal('order_data.email', 'checkout_invalid_email');
  if (plan.requiresLicense && !(orderData.license_number || profile.license.trim())) throw badRequestDetail('license_needed');
  return { plan, email, orderData };
}

/** A reference Paystack accepts (letters, digits, `-`), unique by its random part, telling nothing about the user. */
export const newReference = () => `EK-${Date.now().toString(36).toUpperCase()}-${randomBytes(8).toString('hex').toUpperCase()}`;

/** How the payment is made, when not by the hosted card checkout: M-Pesa's number and how long its prompt waits. */
export type PaymentChannel = Pick<typeof payments.$inferInsert, 'channel' | 'phone' | 'expiresAt'>;

export async function createPendingPayment(db: Db, userId: number, checkout: Checkout, channel: PaymentChannel = {}): Promise<PaymentRow> {
  const { amount, currency } = chargeFor(checkout.plan);
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      planId: checkout.plan.id,
      reference: newReference(),
      amount,
      currency,
      status: 'pending',
      email: checkout.email,
      orderData: JSON.stringify(checkout.orderData),
      ...channel,
    })
    .returning();
  return payment!;
}

export async function recordAuthorization(db: Db, paymentId: number, initialized: InitializedTransaction): Promise<PaymentRow> {
  const [payment] = await db
    .update(payments)
    .set({ authorizationUrl: initialized.authorization_url, accessCode: initialized.access_code })
    .where(eq(payments.id, paymentId))
    .returning();
  return payment!;
}

/** Records what Paystack said of an unpaid payment; a settled payment never goes back. */
export async function markPayment(db: Db, paymentId: number, status: Exclude<PaymentStatus, 'success'>): Promise<void> {
  await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'success')));
}

export async function findPaymentByReference(db: Db, reference: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  return payment;
}

/** The order as the payer gave it at checkout (stored as JSON text). */
export function orderDataOf(payment: PaymentRow): OrderData {
  try {
    const parsed: unknown = JSON.parse(payment.orderData);
    return parsed && typeof parsed === 'object' ? (parsed as OrderData) : {};
  } catch {
    return {};
  }
}

/** KES from the stored cents. */
const kes = (payment: PaymentRow) => Math.round(payment.amount / 100);

export function paymentData(plan: PlanRow, payment: PaymentRow, publicKey: string): PaymentData {
  return {
    plan_name: plan.code as PlanCode,
    plan_display_name: plan.name,
    requires_license: plan.requiresLicense,
    paystack_pub_key: publicKey,
    authorization_url: payment.authorizationUrl ?? '',
    payment: {
      ref: payment.reference,
      amount: kes(payment),
      currency: 'KES',
      payment_status: payment.status as PaymentStatus,
      created_at: payment.createdAt.toISOString(),
      paid_at: payment.paidAt?.toISOString() ?? null,
      email: payment.email,
    },
  };
}

export function verificationData(plan: PlanRow, payment: PaymentRow): VerificationData {
  return {
    plan_name: plan.code as PlanCode,
    plan_display_name: plan.name,
    payment_status: payment.status as PaymentStatus,
    reference: payment.reference,
    amount: kes(payment),
    currency: 'KES',
    paid_at: payment.paidAt?.toISOString() ?? null,
  };
}
