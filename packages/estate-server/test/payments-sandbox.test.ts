import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { main } from '../src/cli.js';
import { loadConfig } from '../src/config.js';
import { payments } from '../src/db/schema.js';
import { findPlanByCode } from '../src/domain/payment-plans.js';
import { type RunningSandbox, PaystackSandbox, startPaystackSandbox } from '../src/paystack/sandbox.js';
import { type RunningServer, startServer } from '../src/server.js';
import { buildTestApp, makeUser } from './helper.js';
import { initiate, initiateOk, paymentRow, pressOnCheckout, profileOf, verify, WEBHOOK_PATH } from './payments-fixtures.js';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Initialized {
  status: boolean;
  message: string;
  data: { authorization_url: string; access_code: string; reference: string };
}

describe('the Paystack sandbox API', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startPaystackSandbox();
  });
  afterAll(() => running.close());

  const call = (method: 'GET' | 'POST', path: string, body?: unknown, key = running.sandbox.secretKey) =>
    fetch(`${running.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  it('generates test keys of its own', () => {
    expect(running.sandbox.secretKey).toMatch(/^sk_test_sandbox_[0-9a-f]{32}$/);
    expect(running.sandbox.publicKey).toMatch(/^pk_test_sandbox_[0-9a-f]{32}$/);
    expect(new PaystackSandbox().secretKey).not.toBe(running.sandbox.secretKey);
  });

  it('answers in Paystack\u2019s shapes: initialize, then verify an unpaid transaction as abandoned', async () => {
    const initialized = await call('POST', '/transaction/initialize', { email: 'pay@example.com', amount: '500000', currency: 'KES', reference: 'REF-SHAPES-1' });
    expect(initialized.status).toBe(200);
    const body = (await initialized.json()) as Initialized;
    expect(body).toMatchObject({ status: true, message: 'Authorization URL created', data: { reference: 'REF-SHAPES-1', access_code: expect.any(String) } });
    expect(body.data.authorization_url).toBe(`${running.url}/checkout/${body.data.access_code}`);

    const verified = await (await call('GET', '/transaction/verify/REF-SHAPES-1')).json();
    expect(verified).toMatchObject({ status: true, message: 'Verification successful', data: { status: 'abandoned', amount: 500_000, currency: 'KES', reference: 'REF-SHAPES-1', paid_at: null } });
  });

  it('refuses a wrong key, a bad amount or e-mail, a duplicate reference and an unknown one', async () => {
    const wrongKey = await call('POST', '/transaction/initialize', { email: 'a@example.com', amount: 100 }, 'sk_test_wrong');
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toEqual({ status: false, message: 'Invalid key' });
    expect((await call('GET', '/transaction/verify/anything', undefined, 'sk_test_wrong')).status).toBe(401);

    expect(await (await call('POST', '/transaction/initialize', { email: 'a@example.com', amount: 12.5 })).json()).toEqual({ status: false, message: 'Invalid Amount Sent' });
    expect((await call('POST', '/transaction/initialize', { email: 'nobody', amount: 100 })).status).toBe(400);
    await call('POST', '/transaction/initialize', { email: 'a@example.com', amount: 100, reference: 'REF-DUP' });
    const duplicate = await call('POST', '/transaction/initialize', { email: 'a@example.com', amount: 100, reference: 'REF-DUP' });
    expect(await duplicate.json()).toEqual({ status: false, message: 'Duplicate Transaction Reference' });
    const unknown = await call('GET', '/transaction/verify/REF-NOBODY');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ status: false, message: 'Transaction reference not found' });
  });

  it('serves a self-contained checkout page that escapes what it shows, and a not-found page for a bad link', async () => {
    const { data } = (await (await call('POST', '/transaction/initialize', { email: 'x<b>y@example.com', amount: 325_000 })).json()) as Initialized;
    const page = await fetch(data.authorization_url);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('KES 3,250.00');
    expect(html).toContain('x&lt;b&gt;y@example.com');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//);

    const missing = await fetch(`${running.url}/checkout/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Checkout not found');
  });

  it('shows a result page when there is no callback, and takes a payment once', async () => {
    const { data } = (await (await call('POST', '/transaction/initialize', { email: 'a@example.com', amount: 100, reference: 'REF-NO-CALLBACK' })).json()) as Initialized;
    const paid = await pressOnCheckout(data.authorization_url, 'pay');
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment successful');
    const paidAt = running.sandbox.transaction('REF-NO-CALLBACK')!.paidAt;
    const again = await fetch(new URL(`${data.authorization_url}/pay`), { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(200);
    expect(running.sandbox.transaction('REF-NO-CALLBACK')!.paidAt).toBe(paidAt);
    const cancelAfterPaying = await fetch(new URL(`${data.authorization_url}/cancel`), { method: 'POST', redirect: 'manual' });
    expect(running.sandbox.transaction('REF-NO-CALLBACK')!.status).toBe('success');
    expect(cancelAfterPaying.status).toBe(200);
  });
});

describe('payments when Paystack is out of reach or not configured', () => {
  let down: App;
  let unconfigured: App;
  beforeAll(async () => {
    down = await buildTestApp({ paystackBaseUrl: `http://127.0.0.1:${await closedPort()}`, paystackSecretKey: 'sk_test_x', paystackPublicKey: 'pk_test_x' });
    unconfigured = await buildTestApp({ paystackSecretKey: undefined, paystackPublicKey: undefined, paystackBaseUrl: undefined });
  });
  afterAll(async () => {
    await down.close();
    await unconfigured.close();
  });

  it('answers 502 with the spec\u2019s text when Paystack cannot be reached, and marks the payment failed', async () => {
    const buyer = await makeUser(down);
    const response = await initiate(down, buyer, 'seller');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: 'Error initiating payment. Please try again.' });
    const [row] = await down.db.select().from(payments);
    expect(row).toMatchObject({ status: 'failed', userId: buyer.user.id });
  });

  it('answers 502 to a verify while Paystack cannot be reached, and leaves the payment as it was', async () => {
    const buyer = await makeUser(down);
    const plan = (await findPlanByCode(down.db, 'seller'))!;
    await down.db.insert(payments).values({ userId: buyer.user.id, planId: plan.id, reference: 'EK-DOWN-1', amount: 130_000, email: 'a@example.com' });
    const response = await verify(down, buyer, 'EK-DOWN-1');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: 'Error verifying payment. Please try again.' });
    expect((await paymentRow(down, 'EK-DOWN-1')).status).toBe('pending');
  });

  it('answers 503 without a secret key, while the plans stay listed', async () => {
    const buyer = await makeUser(unconfigured);
    const response = await initiate(unconfigured, buyer, 'seller');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Payments are not available on this server right now.' });
    expect((await unconfigured.inject({ method: 'POST', url: WEBHOOK_PATH, payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(503);
    expect((await unconfigured.inject({ method: 'GET', url: '/api/v1/payment/plans/' })).json()).toHaveLength(3);
  });
});

describe('the sandbox mounted on the server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-sandbox-'));
  let server: RunningServer;
  beforeAll(async () => {
    const config = loadConfig({}, { port: 0, host: '127.0.0.1', dataDir, inMemoryDb: true, jwtSecret: 'test-secret', logLevel: 'silent', publicUrl: 'http://localhost:5173' });
    server = await startServer(config, { paystackSandbox: new PaystackSandbox(), handleSignals: false, logger: false });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a payment through /paystack-sandbox on the same origin, webhook included', async () => {
    const { app } = server;
    expect(app.config.paystackBaseUrl).toBe(`${server.url}/paystack-sandbox`);
    const buyer = await makeUser(app);
    const data = await initiateOk(app, buyer, 'seller');
    expect(data.paystack_pub_key).toMatch(/^pk_test_sandbox_/);
    expect(data.authorization_url.startsWith(`${server.url}/paystack-sandbox/checkout/`)).toBe(true);

    const paid = await pressOnCheckout(data.authorization_url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:5173/payment/success/?trxref=${data.payment.ref}&reference=${data.payment.ref}`);
    expect((await profileOf(app, buyer)).is_seller).toBe(true);
    expect((await verify(app, buyer, data.payment.ref)).json()).toMatchObject({ payment_status: 'success' });
  });

  it('keeps the sandbox out of the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((route) => route.includes('sandbox'))).toEqual([]);
  });
});

describe('npm start and payments', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-cli-pay-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(env: NodeJS.ProcessEnv): Promise<{ server: RunningServer; printed: string }> {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      // No web app, so an unknown path is the API's 404 and not the app's index page.
      const server = await main(['--port', '0', '--data', dataDir], { LOG_LEVEL: 'silent', ESTATE_WEB_DIR: path.join(dataDir, 'no-web'), ...env });
      expect(server).toBeDefined();
      return { server: server!, printed: log.mock.calls.flat().join('\n') };
    } finally {
      log.mockRestore();
    }
  }

  it('uses the local sandbox when no secret key is set, and says so', async () => {
    const { server, printed } = await start({});
    try {
      expect(printed).toContain(`Payments  local Paystack sandbox at ${server.url}/paystack-sandbox`);
      const page = await fetch(`${server.url}/paystack-sandbox/checkout/unknown`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Checkout not found');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('mounts no sandbox when a secret key is set', async () => {
    const { server, printed } = await start({ PAYSTACK_SECRET_KEY: 'sk_test_real', PAYSTACK_PUBLIC_KEY: 'pk_test_real' });
    try {
      expect(printed).toContain('Payments  Paystack at https://api.paystack.co');
      expect(server.app.config.paystackSecretKey).toBe('sk_test_real');
      const page = await fetch(`${server.url}/paystack-sandbox/checkout/unknown`);
      expect(page.status).toBe(404);
      expect(await page.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await server.close();
    }
  }, 60_000);
});
