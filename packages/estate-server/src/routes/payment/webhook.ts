import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/connect.js';
import { findPlanById } from '../../domain/payment-plans.js';
import { applyTransaction } from '../../domain/payment-settle.js';
import { findPaymentByReference } from '../../domain/payments.js';
import { mpesaReason, recordMpesaFailure } from '../../domain/mpesa.js';
import { ApiError, badRequestDetail, refusal } from '../../lib/errors.js';
import type { PaystackTransaction } from '../../paystack/client.js';
import { Detail } from '../../schemas/common.js';

function isTransaction(data: unknown): data is PaystackTransaction {
  const candidate = data as Partial<PaystackTransaction> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.reference === 'string' &&
    typeof candidate.status === 'string' &&
    typeof candidate.amount === 'number' &&
    typeof candidate.currency === 'string'
  );
}

/** A signed `charge.success`: settled like a verify. Problems are logged, never answered, as Paystack cannot act on them. */
async function settleCharge(db: Db, data: unknown, log: FastifyBaseLogger): Promise<void> {
  if (!isTransaction(data)) {
    log.warn('Paystack charge.success without a reference, status, amount or currency; ignored');
    return;
  }
  const payment = await findPaymentByReference(db, data.reference);
  const plan = payment && (await findPlanById(db, payment.planId));
  if (!payment || !plan) {
    log.warn({ reference: data.reference }, 'Paystack charge.success for an unknown payment; ignored');
    return;
  }
  try {
    const { upgraded } = await applyTransaction(db, {
      payment,
      plan,
      transaction: data,
      onMismatch: (why) => log.warn({ reference: payment.reference, why }, 'Paystack charge does not match the payment'),
    });
    log.info({ reference: payment.reference, upgraded }, upgraded ? 'payment settled by webhook' : 'payment already settled');
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    log.warn({ reference: payment.reference, reason: error.message }, 'Paystack charge.success not settled');
  }
}

/**
 * A signed `charge.failed` (M-Pesa: declined, insufficient funds, nobody answered): records why on
 * an unsettled M-Pesa payment, which the page then shows. Never undoes a success.
 */
async function recordFailedCharge(db: Db, data: unknown, log: FastifyBaseLogger): Promise<void> {
  const candidate = data as { reference?: unknown; gateway_response?: unknown; message?: unknown } | null;
  const reference = typeof candidate?.reference === 'string' ? candidate.reference : undefined;
  const payment = reference ? await findPaymentByReference(db, reference) : undefined;
  if (!payment) {
    log.warn({ reference }, 'Paystack charge.failed for an unknown payment; ignored');
    return;
  }
  if (payment.status === 'success' || payment.channel !== 'mpesa') {
    log.info({ reference, status: payment.status }, 'Paystack charge.failed for a settled or card payment; ignored');
    return;
  }
  const line = typeof candidate?.gateway_response === 'string' ? candidate.gateway_response : typeof candidate?.message === 'string' ? candidate.message : '';
  const reason = mpesaReason(line);
  await recordMpesaFailure(db, payment, reason);
  log.info({ reference, reason }, 'M-Pesa payment failed');
}

/**
 * `POST /payment/webhook/`. Paystack signs the exact bytes it sends, so this plugin keeps every body
 * raw (its own encapsulated content-type parser) and parses the JSON only after the signature holds.
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhook/',
    {
      // No bearer token: Paystack signs the body instead, checked below.
      // Nor a rate limit: Paystack's retries of a failed delivery must get through.
      config: { access: 'public', actionLimit: false },
      schema: {
        tags: ['payments'],
        summary: 'Paystack events (no token: signed with x-paystack-signature)',
        description:
          'The signature is the hex HMAC-SHA512 of the raw body keyed by the secret key. `charge.success` settles the payment and upgrades the role ' +
          'as verify does, once; `charge.failed` records why an M-Pesa charge failed (never undoing a success); other events are acknowledged and ignored.',
        headers: Type.Object({ 'x-paystack-signature': Type.Optional(Type.String()) }),
        response: { 200: Type.Object({ received: Type.Boolean() }), 400: Detail, 401: Detail, 503: Detail },
      },
    },
    async (request) => {
      const paystack = app.paystack;
      if (!paystack) throw refusal(503, 'payments_unavailable');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      if (!paystack.isValidSignature(raw, typeof signature === 'string' ? signature : undefined)) {
        request.log.warn('Paystack webhook with a missing or wrong signature refused');
        throw refusal(401, 'invalid_webhook_signature');
      }
      let event: { event?: unknown; data?: unknown };
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequestDetail('webhook_not_json');
      }
      if (event?.event === 'charge.success') await settleCharge(app.db, event.data, request.log);
      else if (event?.event === 'charge.failed') await recordFailedCharge(app.db, event.data, request.log);
      else request.log.info({ event: event?.event }, 'Paystack event ignored');
      return { received: true };
    },
  );
};

export default webhookRoutes;
