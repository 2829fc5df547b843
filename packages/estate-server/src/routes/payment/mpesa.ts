import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isFinalChargeStatus, isPastDeadline, mpesaReason, mpesaView, recordMpesaFailure } from '../../domain/mpesa.js';
import { normaliseKenyanPhone } from '../../domain/mpesa-phone.js';
import { findPlanById, type PlanRow } from '../../domain/payment-plans.js';
import { applyTransaction } from '../../domain/payment-settle.js';
import { checkCheckout, createPendingPayment, findPaymentByReference, markPayment, type PaymentRow } from '../../domain/payments.js';
import { fieldRefusal, notFound, refusal } from '../../lib/errors.js';
import { type PaystackCharge, type PaystackClient, PaystackError } from '../../paystack/client.js';
import { callerOf } from '../../plugins/access.js';
import { Detail, errorResponses } from '../../schemas/common.js';
import { MpesaCharge, MpesaChargeBody } from '../../schemas/mpesa.js';
import { Reference } from '../../schemas/payment.js';

const paymentErrors = { ...errorResponses, 502: Detail, 503: Detail } as const;

/**
 * M-Pesa through Paystack's Charge API: `POST /payment/mpesa/` asks the payer's phone for the PIN,
 * `GET /payment/mpesa/{reference}/` says where it stands. Paid, it is settled by the same
 * verification (`/transaction/verify`) and `applyTransaction` as a card, so a webhook and a poll
 * arriving together upgrade once.
 */
const mpesaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['payments'];
  const waitSeconds = app.config.mpesaWaitSeconds;

  function paystackOr503(): PaystackClient {
    if (!app.paystack) throw refusal(503, 'payments_unavailable');
    return app.paystack;
  }

  /** A charge Paystack reports paid: verified as a card payment is, then settled once. */
  async function settlePaid(payment: PaymentRow, plan: PlanRow, log: typeof app.log): Promise<PaymentRow> {
    let transaction;
    try {
      transaction = await paystackOr503().verifyTransaction(payment.reference);
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      log.warn({ err: error, reference: payment.reference }, 'Paystack did not verify the M-Pesa payment');
      throw refusal(502, 'payment_verify_failed');
    }
    if (transaction.status !== 'success') return payment;
    const { payment: settled } = await applyTransaction(app.db, {
      payment,
      plan,
      transaction,
      onMismatch: (why) => log.warn({ reference: payment.reference, why }, 'Paystack M-Pesa transaction does not match the payment'),
    });
    return settled;
  }

  /** Acts on what Paystack says of a charge: settle it, record why it failed, or leave it waiting. */
  async function follow(payment: PaymentRow, plan: PlanRow, charge: PaystackCharge, log: typeof app.log): Promise<PaymentRow> {
    if (charge.status === 'success') return settlePaid(payment, plan, log);
    if (isFinalChargeStatus(charge.status)) return recordMpesaFailure(app.db, payment, mpesaReason(charge.gateway_response ?? charge.message ?? charge.display_text));
    return payment;
  }

  app.post(
    '/mpesa/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Pay for a plan with M-Pesa: the payer\u2019s phone asks for their PIN (Paystack Charge API, mobile money)',
        description:
          'Starts a pending payment as `initiate_payment` does (same checks, the plan\u2019s KES amount) and asks Paystack to charge the number ' +
          '(`POST /charge` with `mobile_money: {phone, provider: "mpesa"}`). Paystack answers `pay_offline`: the payer approves on the phone. ' +
          'Ask `GET /payment/mpesa/{reference}/` until `status` is `success` or `failed`; the signed webhook settles it too, once.',
        body: MpesaChargeBody,
        response: { 201: MpesaCharge, ...paymentErrors },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const paystack = paystackOr503();
      const checkout = await checkCheckout(app.db, me.id, request.body);
      const phone = normaliseKenyanPhone(request.body.phone);
      if (!phone) throw fieldRefusal('phone', 'mpesa_invalid_phone');
      const pending = await createPendingPayment(app.db, me.id, checkout, {
        channel: 'mpesa',
        phone,
        expiresAt: new Date(Date.now() + waitSeconds * 1000),
      });
      let charge: PaystackCharge;
      try {
        charge = await paystack.chargeMobileMoney({
          email: pending.email,
          amount: pending.amount,
          currency: pending.currency,
          reference: pending.reference,
          mobile_money: { phone, provider: 'mpesa' },
          metadata: { plan_code: checkout.plan.code, user_id: me.id, channel: 'mpesa' },
        });
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        request.log.warn({ err: error, reference: pending.reference }, 'Paystack did not start the M-Pesa charge');
        await markPayment(app.db, pending.id, 'failed');
        throw refusal(502, 'payment_initiate_failed');
      }
      const payment = await follow(pending, checkout.plan, charge, request.log);
      return reply.status(201).send(mpesaView(checkout.plan, payment, waitSeconds, charge.display_text ?? ''));
    },
  );

  app.get(
    '/mpesa/:reference/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Where an M-Pesa charge stands: pending, paid (plan active) or failed with a reason',
        description:
          'While pending, asks Paystack (`GET /charge/{reference}`); paid, verifies and settles as `verify_payment` does. Past `expires_at` with no ' +
          'answer from the phone, the charge is reported `failed` with `reason: "timeout"` (a success Paystack reports later still settles it).',
        params: Type.Object({ reference: Reference }),
        response: { 200: MpesaCharge, ...paymentErrors },
      },
    },
    async (request) => {
      const me = callerOf(request);
      let payment = await findPaymentByReference(app.db, request.params.reference);
      if (!payment || payment.userId !== me.id || payment.channel !== 'mpesa') throw notFound('payment_not_found');
      const plan = await findPlanById(app.db, payment.planId);
      if (!plan) throw notFound('payment_not_found');
      if (payment.status === 'success' || payment.failureReason) return mpesaView(plan, payment, waitSeconds);

      let charge: PaystackCharge;
      try {
        charge = await paystackOr503().checkPendingCharge(payment.reference);
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        request.log.warn({ err: error, reference: payment.reference }, 'Paystack did not say where the M-Pesa charge stands');
        throw refusal(502, 'payment_verify_failed');
      }
      payment = await follow(payment, plan, charge, request.log);
      if (payment.status !== 'success' && !payment.failureReason && isPastDeadline(payment)) payment = await recordMpesaFailure(app.db, payment, 'timeout');
      return mpesaView(plan, payment, waitSeconds, charge.display_text ?? '');
    },
  );
};

export default mpesaRoutes;
