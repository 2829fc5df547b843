import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's API; the sandbox in `./sandbox.ts` answers the same calls for local use. */
export const PAYSTACK_API = 'https://api.paystack.co';

/** The transaction statuses Paystack reports (`abandoned` also means "not paid yet"). */
export type PaystackStatus = 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'processing' | 'queued' | 'reversed';

/** The part of Paystack's transaction object this server reads. */
export interface PaystackTransaction {
  id?: number;
  status: PaystackStatus | string;
  reference: string;
  /** In the currency's subunit (KES cents). */
  amount: number;
  currency: string;
  paid_at?: string | null;
  gateway_response?: string;
  metadata?: unknown;
  customer?: { email?: string };
}

export interface InitializeInput {
  email: string;
  /** In the currency's subunit (KES cents). */
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  metadata?: Record<string, unknown>;
}

export interface InitializedTransaction {
  authorization_url: string;
  access_code: string;
  reference: string;
}

export interface ChargeMobileMoneyInput {
  email: string;
  /** In the currency's subunit (KES cents). */
  amount: number;
  currency: string;
  reference: string;
  /** `phone` as the provider takes it (M-Pesa: `2547XXXXXXXX`); `provider` is `mpesa` for M-Pesa. */
  mobile_money: { phone: string; provider: string };
  metadata?: Record<string, unknown>;
}

/**
 * What `POST /charge` and `GET /charge/{reference}` answer. `status` says the next step: `pay_offline`
 * (the payer approves on the phone: M-Pesa's PIN prompt), `send_otp`, `pending`, then `success` or
 * `failed`; `display_text` is Paystack's line for the payer.
 */
export interface PaystackCharge {
  reference: string;
  status: string;
  amount?: number;
  currency?: string;
  display_text?: string;
  message?: string;
  gateway_response?: string;
}

export interface PaystackSettings {
  secretKey: string;
  publicKey?: string;
  baseUrl?: string;
  /** How long one call may take; Paystack answers in well under a second. */
  timeoutMs?: number;
}

/** Paystack could not be reached, refused the call, or answered something unexpected. */
export class PaystackError extends Error {
  constructor(
    message: string,
    /** The HTTP status Paystack answered, when it answered at all. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

/** Paystack's webhook signature: the hex HMAC-SHA512 of the exact request body, keyed by the secret key. */
export function signPayload(secretKey: string, body: string | Buffer): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

/** True when `signature` is the payload's signature; compared in constant time. */
export function isValidSignature(secretKey: string, body: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]+$/i.test(signature)) return false;
  const expected = Buffer.from(signPayload(secretKey, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Envelope<T> {
  status: boolean;
  message?: string;
  data?: T;
}

/** The Paystack calls a plan purchase needs (hosted checkout, M-Pesa charge, verify), and the webhook check. */
export class PaystackClient {
  readonly baseUrl: string;
  readonly publicKey: string;
  private readonly secretKey: string;
  private readonly timeoutMs: number;

  constructor(settings: PaystackSettings) {
    this.secretKey = settings.secretKey;
    this.publicKey = settings.publicKey ?? '';
    this.baseUrl = (settings.baseUrl || PAYSTACK_API).replace(/\/+$/, '');
    this.timeoutMs = settings.timeoutMs ?? 15_000;
  }

  /** `POST /transaction/initialize`: where to send the payer, and the code of their checkout. */
  async initializeTransaction(input: InitializeInput): Promise<InitializedTransaction> {
    const data = await this.call<InitializedTransaction>('POST', '/transaction/initialize', input);
    if (typeof data.authorization_url !== 'string' || typeof data.access_code !== 'string') {
      throw new PaystackError('Paystack answered an initialization without an authorization URL.');
    }
    return { authorization_url: data.authorization_url, access_code: data.access_code, reference: data.reference ?? input.reference };
  }

  /** `GET /transaction/verify/{reference}`: the transaction as Paystack knows it now. */
  async verifyTransaction(reference: string): Promise<PaystackTransaction> {
    const data = await this.call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if (typeof data.status !== 'string' || typeof data.amount !== 'number' || typeof data.reference !== 'string') {
      throw new PaystackError('Paystack answered a verification without a status, amount or reference.');
    }
    return data;
  }

  /** `POST /charge` with `mobile_money`: asks the payer's phone for the PIN; answers `pay_offline` while it waits. */
  async chargeMobileMoney(input: ChargeMobileMoneyInput): Promise<PaystackCharge> {
    return this.checkedCharge(await this.call<PaystackCharge>('POST', '/charge', input), input.reference);
  }

  /** `GET /charge/{reference}` (Paystack's "check pending charge"): where a charge stands now. */
  async checkPendingCharge(reference: string): Promise<PaystackCharge> {
    return this.checkedCharge(await this.call<PaystackCharge>('GET', `/charge/${encodeURIComponent(reference)}`), reference);
  }

  private checkedCharge(data: PaystackCharge, reference: string): PaystackCharge {
    if (typeof data.status !== 'string') throw new PaystackError('Paystack answered a charge without a status.');
    return { ...data, reference: typeof data.reference === 'string' ? data.reference : reference };
  }

  isValidSignature(body: Buffer, signature: string | undefined): boolean {
    return isValidSignature(this.secretKey, body, signature);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PaystackError(`Paystack could not be reached: ${(error as Error).message}`);
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new PaystackError(`Paystack answered ${response.status} without JSON.`, response.status);
    }
    if (!response.ok || envelope.status !== true || !envelope.data) {
      throw new PaystackError(`Paystack refused ${method} ${path}: ${envelope.message ?? response.statusText}`, response.status);
    }
    return envelope.data;
  }
}
