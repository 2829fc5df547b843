import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { mpesaPage } from './sandbox-mpesa-page.js';
import { PAGE_CSP } from './sandbox-page.js';
import { newCode, refuse, type PaystackSandbox, type SandboxTransaction } from './sandbox.js';

/**
 * The sandbox's M-Pesa: `POST /charge` with `mobile_money` answers `pay_offline` (the phone would now
 * ask for the PIN), `GET /charge/{reference}` tells where it stands, and the phone's answer comes
 * from the sandbox's `/mpesa` page (a person) or `POST /mpesa/{reference or phone}/{outcome}` (a test):
 * approve, decline, insufficient_funds or timeout. Each sends the signed webhook as Paystack does:
 * `charge.success`, or `charge.failed` with Safaricom's line as `gateway_response`.
 */

export const MPESA_OUTCOMES = ['approve', 'decline', 'insufficient_funds', 'timeout'] as const;
export type MpesaOutcome = (typeof MPESA_OUTCOMES)[number];

/** Safaricom's lines, as Paystack passes them on in `gateway_response`. */
const GATEWAY_LINES: Record<MpesaOutcome, string> = {
  approve: 'Approved',
  decline: 'Request cancelled by user',
  insufficient_funds: 'Insufficient funds',
  timeout: 'DS timeout user cannot be reached',
};

const DISPLAY_TEXT = 'Please complete authorization process on your mobile phone';

/** Paystack's charge object: `pay_offline` while the phone has not answered. */
function chargeData(t: SandboxTransaction) {
  return {
    reference: t.reference,
    status: t.status === 'pending' ? 'pay_offline' : t.status,
    amount: t.amount,
    currency: t.currency,
    display_text: t.status === 'pending' ? DISPLAY_TEXT : undefined,
    gateway_response: t.gatewayResponse,
  };
}

/** The M-Pesa number as Paystack takes it for Kenya: `254` and nine digits. */
const MPESA_PHONE = /^\+?254\d{9}$/;

interface Options {
  hide: RouteShorthandOptions;
  api: RouteShorthandOptions;
}

export function mpesaSandboxRoutes(sandbox: PaystackSandbox, { hide, api }: Options): FastifyPluginAsync {
  return async (app) => {
    app.post('/charge', api, async (request, reply) => {
      if (!sandbox.authorized(request)) return refuse(reply, 401, 'Invalid key');
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return refuse(reply, 400, 'Invalid Email Address Passed');
      const amount = typeof body.amount === 'string' ? Number(body.amount) : body.amount;
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return refuse(reply, 400, 'Invalid Amount Sent');
      const money = (body.mobile_money ?? {}) as Record<string, unknown>;
      if (money.provider !== 'mpesa') return refuse(reply, 400, 'This sandbox charges mobile money with provider "mpesa" only');
      const phone = typeof money.phone === 'string' ? money.phone.trim() : '';
      if (!MPESA_PHONE.test(phone)) return refuse(reply, 400, 'Invalid phone number');
      const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : '';
      if (currency !== 'KES') return refuse(reply, 400, 'M-Pesa charges are in KES');
      const reference = typeof body.reference === 'string' && body.reference ? body.reference : newCode(12);
      if (sandbox.transaction(reference)) return refuse(reply, 400, 'Duplicate Transaction Reference');

      const t: SandboxTransaction = {
        id: sandbox.newId(),
        channel: 'mobile_money',
        phone: phone.replace(/^\+/, ''),
        reference,
        accessCode: newCode(15),
        email,
        amount,
        currency,
        metadata: body.metadata ?? null,
        status: 'pending',
        cancelled: false,
        gatewayResponse: 'Awaiting customer authorization',
        createdAt: new Date(),
        paidAt: null,
      };
      sandbox.remember(t);
      return { status: true, message: 'Charge attempted', data: chargeData(t) };
    });

    app.get<{ Params: { reference: string } }>('/charge/:reference', api, async (request, reply) => {
      if (!sandbox.authorized(request)) return refuse(reply, 401, 'Invalid key');
      const t = sandbox.transaction(request.params.reference);
      if (!t) return refuse(reply, 400, 'Charge not found');
      return { status: true, message: 'Charge status', data: chargeData(t) };
    });

    app.get('/mpesa', hide, async (_request, reply) => {
      const html = mpesaPage({ merchant: sandbox.merchantName, action: `${app.prefix}/mpesa`, charges: sandbox.pendingMobileMoney() });
      return reply.header('content-security-policy', PAGE_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    });

    type AnswerParams = { Params: { key: string; outcome: string } };
    app.post<AnswerParams>('/mpesa/:key/:outcome', hide, async (request: FastifyRequest<AnswerParams>, reply: FastifyReply) => {
      const wantsJson = String(request.headers.accept ?? '').includes('application/json');
      const { key, outcome } = request.params;
      if (!(MPESA_OUTCOMES as readonly string[]).includes(outcome)) return refuse(reply, 400, `The outcome is one of ${MPESA_OUTCOMES.join(', ')}`);
      // A reference, or a number (`0712…`, `254712…`): the newest charge still waiting on it.
      const digits = key.replace(/\D/g, '').replace(/^0/, '254');
      const t =
        sandbox.transaction(key) ??
        sandbox
          .pendingMobileMoney()
          .reverse()
          .find((charge) => charge.phone === digits);
      if (!t || t.channel !== 'mobile_money') return refuse(reply, 404, 'No M-Pesa charge waits on this reference or number');
      if (t.status === 'pending') {
        const approved = outcome === 'approve';
        t.status = approved ? 'success' : 'failed';
        t.gatewayResponse = GATEWAY_LINES[outcome as MpesaOutcome];
        if (approved) t.paidAt = new Date();
        await sandbox.sendEvent(approved ? 'charge.success' : 'charge.failed', t, request.log);
      }
      if (wantsJson) return { status: true, message: 'Charge answered', data: chargeData(t) };
      return reply.redirect(`${app.prefix}/mpesa`, 303);
    });
  };
}
