import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyPluginAsync, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { signPayload } from './client.js';
import { mpesaSandboxRoutes } from './sandbox-mpesa.js';
import { checkoutPage, PAGE_CSP, statusPage } from './sandbox-page.js';

/**
 * A local stand-in for the part of Paystack's API this server uses: initialize, verify, a hosted
 * checkout page where a person clicks Pay or Cancel, and the signed `charge.success` webhook.
 * Answers have Paystack's shapes (`{status, message, data}`), so the client that talks to the
 * real Paystack is the one tested here. Transactions live in memory. For local use only.
 */

/** Where `npm start` mounts the sandbox on its own server when no Paystack key is configured. */
export const SANDBOX_PREFIX = '/paystack-sandbox';

export interface SandboxTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** In the currency's subunit, as sent. */
  amount: number;
  currency: string;
  callbackUrl?: string;
  metadata: unknown;
  /** `card` (the hosted checkout) or `mobile_money` (M-Pesa through `POST /charge`). */
  channel: 'card' | 'mobile_money';
  /** Mobile money: the number charged. */
  phone?: string;
  /**
   * Paystack reports an unpaid card transaction as `abandoned`, a paid one as `success`; an M-Pesa
   * charge is `pending` until the phone answers, then `success` or `failed`.
   */
  status: 'abandoned' | 'success' | 'pending' | 'failed';
  /** The payer pressed Cancel: the checkout no longer takes a payment. */
  cancelled: boolean;
  gatewayResponse: string;
  createdAt: Date;
  paidAt: Date | null;
}

export interface PaystackSandboxOptions {
  /** Generated (`sk_test_sandbox_…`) when absent. */
  secretKey?: string;
  /** Generated (`pk_test_sandbox_…`) when absent. */
  publicKey?: string;
  /** Where `charge.success` is posted, as a Paystack dashboard's webhook URL; may be set later. */
  webhookUrl?: string;
  /** The business name the checkout page shows. */
  merchantName?: string;
  /** The oldest transactions are forgotten beyond this many. */
  maxTransactions?: number;
}

const WEBHOOK_TIMEOUT_MS = 5_000;

const newKey = (kind: 'sk' | 'pk') => `${kind}_test_sandbox_${randomBytes(16).toString('hex')}`;
export const newCode = (length: number) => randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length).toLowerCase();

/** The transaction object as Paystack's verify and webhook carry it. */
export function transactionData(t: SandboxTransaction) {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    gateway_response: t.gatewayResponse,
    channel: t.channel,
    ...(t.channel === 'mobile_money' ? { authorization: { channel: 'mobile_money', bank: 'M-PESA', mobile_money_number: t.phone } } : {}),
    paid_at: t.paidAt?.toISOString() ?? null,
    paidAt: t.paidAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
    createdAt: t.createdAt.toISOString(),
    metadata: t.metadata,
    customer: { email: t.email },
  };
}

export const refuse = (reply: FastifyReply, statusCode: number, message: string) => reply.status(statusCode).send({ status: false, message });

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** `callback_url?trxref=REF&reference=REF`, as Paystack sends the payer back. */
function callbackFor(t: SandboxTransaction): string | undefined {
  if (!t.callbackUrl) return undefined;
  const url = new URL(t.callbackUrl);
  url.searchParams.set('trxref', t.reference);
  url.searchParams.set('reference', t.reference);
  return url.toString();
}

export class PaystackSandbox {
  readonly secretKey: string;
  readonly publicKey: string;
  readonly merchantName: string;
  webhookUrl?: string;
  private readonly maxTransactions: number;
  private readonly byReference = new Map<string, SandboxTransaction>();
  private readonly byAccessCode = new Map<string, SandboxTransaction>();
  private nextId = 1;

  /** @internal The id of a new transaction. */
  newId(): number {
    return this.nextId++;
  }

  /** M-Pesa charges still waiting for the phone, oldest first (the sandbox's `/mpesa` page lists them). */
  pendingMobileMoney(): SandboxTransaction[] {
    return [...this.byReference.values()].filter((t) => t.channel === 'mobile_money' && t.status === 'pending');
  }

  constructor(options: PaystackSandboxOptions = {}) {
    this.secretKey = options.secretKey ?? newKey('sk');
    this.publicKey = options.publicKey ?? newKey('pk');
    this.merchantName = options.merchantName ?? 'Estate kit';
    this.webhookUrl = options.webhookUrl;
    this.maxTransactions = options.maxTransactions ?? 10_000;
  }

  /** A transaction by reference, e.g. for a test to inspect or alter what Paystack will report. */
  transaction(reference: string): SandboxTransaction | undefined {
    return this.byReference.get(reference);
  }

  /** @internal Keeps a new transaction (the M-Pesa routes too). */
  remember(t: SandboxTransaction): void {
    if (this.byReference.size >= this.maxTransactions) {
      const oldest = this.byReference.values().next().value!;
      this.byReference.delete(oldest.reference);
      this.byAccessCode.delete(oldest.accessCode);
    }
    this.byReference.set(t.reference, t);
    this.byAccessCode.set(t.accessCode, t);
  }

  /** @internal */
  authorized(request: FastifyRequest): boolean {
    return request.headers.authorization === `Bearer ${this.secretKey}`;
  }

  /** Posts a signed `charge.success`, as Paystack does after a payment. Best effort: failures are logged. */
  private sendChargeSuccess(t: SandboxTransaction, log: FastifyBaseLogger): Promise<void> {
    return this.sendEvent('charge.success', t, log);
  }

  /** @internal Posts a signed event about `t` to the webhook URL. Best effort: failures are logged. */
  async sendEvent(event: 'charge.success' | 'charge.failed', t: SandboxTransaction, log: FastifyBaseLogger): Promise<void> {
    if (!this.webhookUrl) {
      log.info({ reference: t.reference }, `Paystack sandbox: no webhook URL set; ${event} not sent`);
      return;
    }
    const body = JSON.stringify({ event, data: transactionData(t) });
    try {
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signPayload(this.secretKey, body) },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      log.info({ reference: t.reference, status: response.status }, `Paystack sandbox: ${event} delivered`);
    } catch (error) {
      log.warn({ reference: t.reference, err: error }, `Paystack sandbox: ${event} could not be delivered`);
    }
  }

  /** The sandbox's routes; register with a prefix to mount it on another server. */
  readonly routes: FastifyPluginAsync = async (app) => {
    // The checkout forms post url-encoded bodies with nothing in them that matters.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    // Public to the API's bearer-token check when mounted on the API server (plugins/access.ts):
    // the sandbox stands in for Paystack, and its API routes check the secret key themselves.
    const hide = { schema: { hide: true }, config: { access: 'public' as const } };
    // Mounted on the API server, its JWT check must leave the secret key in Authorization to these routes.
    const api = { ...hide, config: { ...hide.config, ownAuthorization: true } };

    app.post('/transaction/initialize', api, async (request, reply) => {
      if (!this.authorized(request)) return refuse(reply, 401, 'Invalid key');
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return refuse(reply, 400, 'Invalid Email Address Passed');
      const amount = typeof body.amount === 'string' ? Number(body.amount) : body.amount;
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return refuse(reply, 400, 'Invalid Amount Sent');
      const reference = typeof body.reference === 'string' && body.reference ? body.reference : newCode(12);
      if (this.byReference.has(reference)) return refuse(reply, 400, 'Duplicate Transaction Reference');
      const callbackUrl = typeof body.callback_url === 'string' && body.callback_url ? body.callback_url : undefined;
      if (callbackUrl && !isHttpUrl(callbackUrl)) return refuse(reply, 400, 'Invalid callback_url');

      const t: SandboxTransaction = {
        id: this.newId(),
        channel: 'card',
        reference,
        accessCode: newCode(15),
        email,
        amount,
        currency: typeof body.currency === 'string' && body.currency ? body.currency.toUpperCase() : 'KES',
        callbackUrl,
        metadata: body.metadata ?? null,
        status: 'abandoned',
        cancelled: false,
        gatewayResponse: 'The transaction was not completed',
        createdAt: new Date(),
        paidAt: null,
      };
      this.remember(t);
      const authorizationUrl = `${request.protocol}://${request.host}${app.prefix}/checkout/${t.accessCode}`;
      return {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: authorizationUrl, access_code: t.accessCode, reference: t.reference },
      };
    });

    await app.register(mpesaSandboxRoutes(this, { hide, api }));

    app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', api, async (request, reply) => {
      if (!this.authorized(request)) return refuse(reply, 401, 'Invalid key');
      const t = this.byReference.get(request.params.reference);
      if (!t) return refuse(reply, 400, 'Transaction reference not found');
      return { status: true, message: 'Verification successful', data: transactionData(t) };
    });

    const page = (reply: FastifyReply, statusCode: number, html: string) =>
      reply.status(statusCode).header('content-security-policy', PAGE_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

    const finished = (reply: FastifyReply, t: SandboxTransaction) =>
      page(
        reply,
        t.status === 'success' ? 200 : 409,
        statusPage({
          merchant: this.merchantName,
          email: t.email,
          title: t.status === 'success' ? 'Payment successful' : 'Payment cancelled',
          message: t.status === 'success' ? 'This payment has been made. You can return to the merchant.' : 'This payment was cancelled. Start again from the merchant to pay.',
          returnUrl: callbackFor(t),
        }),
      );

    const notFoundPage = (reply: FastifyReply) =>
      page(reply, 404, statusPage({ merchant: 'Paystack', email: '', title: 'Checkout not found', message: 'This payment link is not valid or has expired.' }));

    type CodeParams = { Params: { accessCode: string } };

    app.get<CodeParams>('/checkout/:accessCode', hide, async (request, reply) => {
      const t = this.byAccessCode.get(request.params.accessCode);
      if (!t) return notFoundPage(reply);
      if (t.status === 'success' || t.cancelled) return finished(reply, t);
      const action = `${app.prefix}/checkout/${t.accessCode}`;
      return page(
        reply,
        200,
        checkoutPage({
          merchant: this.merchantName,
          email: t.email,
          amount: t.amount,
          currency: t.currency,
          reference: t.reference,
          payAction: `${action}/pay`,
          cancelAction: `${action}/cancel`,
        }),
      );
    });

    /** Back to the merchant's callback with the reference, or a page saying how it ended. */
    const returnToMerchant = (reply: FastifyReply, t: SandboxTransaction) => {
      const callback = callbackFor(t);
      return callback ? reply.redirect(callback, 303) : finished(reply, t);
    };

    app.post<CodeParams>('/checkout/:accessCode/pay', hide, async (request, reply) => {
      const t = this.byAccessCode.get(request.params.accessCode);
      if (!t) return notFoundPage(reply);
      if (t.cancelled) return finished(reply, t);
      if (t.status !== 'success') {
        t.status = 'success';
        t.paidAt = new Date();
        t.gatewayResponse = 'Successful';
        // Awaited (with a time limit) so the merchant usually knows before the payer is back.
        await this.sendChargeSuccess(t, request.log);
      }
      return returnToMerchant(reply, t);
    });

    app.post<CodeParams>('/checkout/:accessCode/cancel', hide, async (request, reply) => {
      const t = this.byAccessCode.get(request.params.accessCode);
      if (!t) return notFoundPage(reply);
      if (t.status === 'success') return finished(reply, t);
      t.cancelled = true;
      t.gatewayResponse = 'Customer cancelled the transaction';
      return returnToMerchant(reply, t);
    });
  };
}

export interface RunningSandbox {
  sandbox: PaystackSandbox;
  /** Its base URL, e.g. `http://127.0.0.1:53124`: use it as PAYSTACK_BASE_URL. */
  url: string;
  close(): Promise<void>;
}

/** The sandbox on a port of its own (0 picks a free one), e.g. for tests. */
export async function startPaystackSandbox(
  options: PaystackSandboxOptions & { port?: number; host?: string; logger?: FastifyServerOptions['logger'] } = {},
): Promise<RunningSandbox> {
  const { port = 0, host = '127.0.0.1', logger = false, ...sandboxOptions } = options;
  const sandbox = new PaystackSandbox(sandboxOptions);
  const app = Fastify({ logger });
  await app.register(sandbox.routes);
  await app.listen({ port, host });
  const address = app.server.address() as { address: string; port: number };
  const shown = address.address.includes(':') ? `[${address.address}]` : address.address;
  return { sandbox, url: `http://${shown}:${address.port}`, close: () => app.close() };
}
