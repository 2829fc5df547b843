import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { errorCodesHeader } from '../src/lib/error-header.js';
import { issue, textOf } from '../src/lib/errors.js';
import { ERROR_TEXTS } from '../src/schemas/error-codes.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';

const PARTNER = 'https://www.savannah-homes.example';

type Codes = Record<string, { code: string; values: Record<string, string | number> }[]>;

/** The header's codes, each filled into its English template: what the body must say, key for key. */
function codesOf(response: { headers: Record<string, unknown> }): Codes {
  const header = response.headers['estate-error-codes'];
  expect(typeof header).toBe('string');
  expect(header as string).toMatch(/^[\x20-\x7e]*$/);
  return JSON.parse(header as string) as Codes;
}

const worded = (codes: Codes) =>
  Object.fromEntries(Object.entries(codes).map(([key, issues]) => [key, issues.map(({ code, values }) => textOf(issue(code as keyof typeof ERROR_TEXTS, values)))]));

describe('the Estate-Error-Codes header', () => {
  let app: App;
  let buyer: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ corsOrigins: [PARTNER] });
    buyer = await makeUser(app);
  });

  afterAll(() => app.close());

  it("mirrors a schema failure's body: the same fields, a code and values for each message", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/saved-searches',
      headers: buyer.headers,
      payload: { name: 'n'.repeat(81), country: 'KE', min_bedrooms: 'many' },
    });
    expect(response.statusCode).toBe(400);
    const codes = codesOf(response);
    expect(codes).toMatchObject({ name: [{ code: 'max_length', values: { max: 80 } }], min_bedrooms: [{ code: 'invalid_integer', values: {} }] });
    expect(worded(codes)).toEqual(response.json());
  });

  it("mirrors a domain refusal's body, non_field_errors included", async () => {
    const first = await app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers: buyer.headers, payload: { name: 'Nairobi', country: 'KE' } });
    expect(first.statusCode).toBe(201);
    const duplicate = await app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers: buyer.headers, payload: { name: 'nairobi', country: 'UG' } });
    expect(duplicate.json()).toEqual({ name: ['You already have a saved search with this name.'] });
    expect(codesOf(duplicate)).toEqual({ name: [{ code: 'duplicate_name', values: {} }] });

    const noFilter = await app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers: buyer.headers, payload: { name: 'Everything' } });
    expect(codesOf(noFilter)).toEqual({ non_field_errors: [{ code: 'no_filter', values: {} }] });
    expect(worded(codesOf(noFilter))).toEqual(noFilter.json());

    const inverted = await app.inject({ url: '/api/v1/properties/all?min_price=500&max_price=100' });
    expect(codesOf(inverted)).toEqual({ min_price: [{ code: 'min_price_above_max', values: { min: 500, max: 100 } }] });
    expect(worded(codesOf(inverted))).toEqual(inverted.json());
  });

  it('carries a detail refusal under `detail`, beside a body that keeps its own `code`', async () => {
    const signedOut = await app.inject({ url: '/api/v1/saved-searches' });
    expect(signedOut.json()).toEqual({ detail: 'User is not authenticated', code: 'not_authenticated' });
    expect(codesOf(signedOut)).toEqual({ detail: [{ code: 'not_authenticated', values: {} }] });

    const missing = await app.inject({ method: 'DELETE', url: '/api/v1/saved-searches/999999/', headers: buyer.headers });
    expect(missing.json()).toEqual({ detail: 'Saved search not found.' });
    expect(codesOf(missing)).toEqual({ detail: [{ code: 'saved_search_not_found', values: {} }] });

    const nowhere = await app.inject({ url: '/api/v1/no-such-route/' });
    expect(codesOf(nowhere)).toEqual({ detail: [{ code: 'not_found', values: {} }] });
  });

  it('writes what is not ASCII as \\u escapes, so the value stays a valid header', async () => {
    const response = await app.inject({ url: `/api/v1/properties/all?country=${encodeURIComponent('Côte')}` });
    expect(response.headers['estate-error-codes']).toContain('C\\u00f4te');
    expect(codesOf(response)).toEqual({ country: [{ code: 'invalid_country_code', values: { value: 'Côte' } }] });
  });

  it('is readable by a partner page on another origin', async () => {
    const response = await app.inject({ url: '/api/v1/saved-searches', headers: { origin: PARTNER } });
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain('estate-error-codes');
  });

  it('cuts long values and leaves out the fields that would not fit', () => {
    const long = errorCodesHeader({ country: [issue('invalid_choice', { value: 'x'.repeat(5000) })] });
    expect(JSON.parse(long).country[0].values.value).toHaveLength(200);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`field_${index}`, [issue('null_character')]]));
    const header = errorCodesHeader(many);
    expect(header.length).toBeLessThanOrEqual(4096);
    expect(Object.keys(JSON.parse(header)).length).toBeGreaterThan(10);
  });
});
