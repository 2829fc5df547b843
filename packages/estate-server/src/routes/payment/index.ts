import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findPlanById, listPlans } from '../../domain/payment-plans.js';
import { applyTransaction } from '../../domain/payment-settle.js';
import {
  checkCheckout,
  createPendingPayment,
  findPaymentByReference,
  markPayment,
  paymentData,
  recordAuthorization,
  verificationData,
} from '../../domain/payments.js';
import { notFound, refusal } from '../../lib/errors.js';
import { type PaystackClient, PaystackError } from '../../paystack/client.js';
import { callerOf } from '../../plugins/access.js';
import { Detail, errorResponses } from '../../schemas/common.js';
import { InitiatePaymentBody, PaymentData, Plan, Reference, VerificationData } from '../../schemas/payment.js';
import mpesaRoutes from './mpesa.js';
import webhookRoutes from './webhook.js';

const paymentErrors = { ...errorResponses, 502: Detail, 503: Detail } as const;

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['payments'];

  function paystackOr503(): PaystackClient {
    if (!app.paystack) throw refusal(503, 'payments_unavailable');
    return app.paystack;
  }

  app.get(
    '/plans/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The paid plans, in display order (no token needed; a plain list: there are three)',
        response: { 200: Type.Array(Plan) },
      },
    },
    async () => listPlans(app.db),
  );

  app.post(
    '/initiate_payment/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Start paying for a plan: a pending payment and the Paystack checkout to send the payer to',
        description:
          'The amount is the plan\u2019s KES amount (Paystack is asked for it × 100, in cents); `order_data.total_price` is ignored. ' +
          'Agent plans need `order_data.license_number` or a license on the profile.',
        body: InitiatePaymentBody,
        response: { 201: PaymentData, ...paymentErrors },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const paystack = paystackOr503();
      const checkout = await checkCheckout(app.db, me.id, request.body);
      const pending = await createPendingPayment(app.db, me.id, checkout);
      let initialized;
      try {
        initialized = await paystack.initializeTransaction({
          email: pending.email,
          amount: pending.amount,
          currency: pending.currency,
          reference: pending.reference,
          callback_url: `${app.config.publicUrl}/payment/success/`,
          metadata: { plan_code: checkout.plan.code, user_id: me.id },
        });
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        request.log.warn({ err: error, reference: pending.reference }, 'Paystack did not initialize the payment');
        await markPayment(app.db, pending.id, 'failed');
        throw refusal(502, 'payment_initiate_failed');
      }
      const payment = await recordAuthorization(app.db, pending.id, initialized);
      return reply.status(201).send(paymentData(checkout.plan, payment, paystack.publicKey));
    },
  );

  app.get(
    '/verify_payment/:reference',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Check a payment with Paystack and, once paid, upgrade the role (idempotent)',
        description: 'Seller sets is_seller; Agent sets is_agent; Top Agent sets top_agent and is_agent. A license_number given for an agent plan is saved to the profile.',
        params: Type.Object({ reference: Reference }),
        querystring: Type.Object({
          license_number: Type.Optional(Type.String({ maxLength: 100, description: 'Agent and Top Agent plans only: the license to record.' })),
        }),
        response: { 200: VerificationData, ...paymentErrors },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const payment = await findPaymentByReference(app.db, request.params.reference);
      if (!payment || payment.userId !== me.id) throw notFound('payment_not_found');
      const plan = await findPlanById(app.db, payment.planId);
      if (!plan) throw notFound('payment_not_found');
      // A settled payment answers from the database: verifying again costs nothing and changes nothing.
      if (payment.status === 'success') return verificationData(plan, payment);

      let transaction;
      try {
        transaction = await paystackOr503().verifyTransaction(payment.reference);
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        request.log.warn({ err: error, reference: payment.reference }, 'Paystack did not verify the payment');
        throw refusal(502, 'payment_verify_failed');
      }
      const { payment: settled } = await applyTransaction(app.db, {
        payment,
        plan,
        transaction,
        licenseNumber: request.query.license_number,
        onMismatch: (why) => request.log.warn({ reference: payment.reference, why }, 'Paystack transaction does not match the payment'),
      });
      return verificationData(plan, settled);
    },
  );

  await app.register(mpesaRoutes);
  await app.register(webhookRoutes);
};

export default paymentRoutes;
