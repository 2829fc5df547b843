import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app.js';
import { payments, profiles } from '../src/db/schema.js';
import { type PaystackSandbox, startPaystackSandbox } from '../src/paystack/sandbox.js';
import { buildTestApp, type TestUser } from './helper.js';

/** The web app's origin in these tests: Paystack sends the payer back to `{PUBLIC_URL}/payment/success/`. */
export const PUBLIC_URL = 'http://localhost:5173';
export const WEBHOOK_PATH = '/api/v1/payment/webhook/';

export interface PaymentRig {
  app: App;
  /** Where the app listens, so the sandbox's webhook reaches it over real HTTP. */
  appUrl: string;
  sandbox: PaystackSandbox;
  sandboxUrl: string;
  close(): Promise<void>;
}

/** The sandbox on a port of its own and the app pointed at it, both listening on free ports. */
export async function startPaymentRig(): Promise<PaymentRig> {
  const running = await startPaystackSandbox();
  const { sandbox } = running;
  const app = await buildTestApp({
    paystackBaseUrl: running.url,
    paystackSecretKey: sandbox.secretKey,
    paystackPublicKey: sandbox.publicKey,
    publicUrl: PUBLIC_URL,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  sandbox.webhookUrl = `${appUrl}${WEBHOOK_PATH}`;
  return {
    app,
    appUrl,
    sandbox,
    sandboxUrl: running.url,
    close: async () => {
      await app.close();
      await running.close();
    },
  };
}

export const order = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Amina',
  last_name: 'Otieno',
  email: 'amina@example.com',
  phone_number: '+254700000001',
  address: '12 Ngong Road',
  city: 'Nairobi',
  country: 'KE',
  postal_code: '00100',
  license_number: '',
  total_price: 1,
  plan_name: 'Seller',
  ...overrides,
});

export function initiate(app: App, user: TestUser | undefined, planCode: string | undefined, orderData: Record<string, unknown> = order()) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment/initiate_payment/',
    headers: user?.headers,
    payload: { ...(planCode === undefined ? {} : { plan_code: planCode }), order_data: orderData },
  });
}

/** Initiates and expects it to work; the payment data. */
export async function initiateOk(app: App, user: TestUser, planCode: string, orderData?: Record<string, unknown>) {
  const response = await initiate(app, user, planCode, orderData);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    plan_name: string;
    paystack_pub_key: string;
    authorization_url: string;
    payment: { ref: string; amount: number; payment_status: string; created_at: string; email: string };
  };
}

export function verify(app: App, user: TestUser | undefined, reference: string, query = '') {
  return app.inject({ method: 'GET', url: `/api/v1/payment/verify_payment/${reference}${query}`, headers: user?.headers });
}

/** Opens the hosted checkout page as a browser would and presses one of its buttons; the 303 answer. */
export async function pressOnCheckout(authorizationUrl: string, button: 'pay' | 'cancel') {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = new RegExp(`action="([^"]+/${button})"`).exec(html)?.[1];
  expect(action, `the page has a ${button} form`).toBeDefined();
  return fetch(new URL(action!, authorizationUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
}

export async function profileOf(app: App, user: TestUser) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/profile/me/', headers: user.headers });
  return response.json().profile as { role: string; is_seller: boolean; is_agent: boolean; top_agent: boolean; license: string };
}

export async function paymentRow(app: App, reference: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.reference, reference));
  return row!;
}

export async function setLicense(app: App, user: TestUser, license: string) {
  await app.db.update(profiles).set({ license }).where(eq(profiles.id, user.user.id));
}

/** Runs `body` with the sandbox's webhook off, to test the verify path on its own. */
export async function withoutWebhook<T>(sandbox: PaystackSandbox, body: () => Promise<T>): Promise<T> {
  const url = sandbox.webhookUrl;
  sandbox.webhookUrl = undefined;
  try {
    return await body();
  } finally {
    sandbox.webhookUrl = url;
  }
}
