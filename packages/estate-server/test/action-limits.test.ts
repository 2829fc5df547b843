import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { ADDRESS_FACTOR } from '../src/plugins/action-limits.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';

const LIMIT = 3;

/** The brakes: every write and search counts per account and per address, and answers 429 with Retry-After past either. */
describe('action limits', () => {
  let app: App;
  let members: TestUser[];
  beforeAll(async () => {
    app = await buildTestApp({ actionRateLimitPerMinute: LIMIT });
    members = await Promise.all(Array.from({ length: ADDRESS_FACTOR + 1 }, () => makeUser(app)));
  });
  afterAll(() => app.close());

  const search = (member: TestUser, address: string) =>
    app.inject({ method: 'POST', url: '/api/v1/users/search/', headers: member.headers, remoteAddress: address, payload: { search_query: 'a' } });

  it('stops one account past its limit, from whatever address, with a 429 and Retry-After', async () => {
    const [member] = members;
    for (let n = 0; n < LIMIT; n += 1) expect((await search(member!, `198.51.100.${n + 1}`)).statusCode).toBe(200);
    const refused = await search(member!, '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(JSON.parse(String(refused.headers['estate-error-codes'])).detail[0].code).toBe('throttled');
  });

  it('stops one address past its limit, whichever accounts it uses', async () => {
    const address = '203.0.113.50';
    const fresh = members.slice(1);
    let allowed = 0;
    for (const member of fresh) for (let n = 0; n < LIMIT; n += 1) if ((await search(member, address)).statusCode === 200) allowed += 1;
    expect(allowed).toBe(LIMIT * ADDRESS_FACTOR);
    // Every account here is under its own limit; the address is not.
    expect((await search(fresh[0]!, address)).statusCode).toBe(429);
  });

  it('brakes signed-out writes by address: unsubscribe tokens cannot be guessed a hundred a second', async () => {
    const guess = (n: number) => app.inject({ method: 'POST', url: `/api/v1/saved-searches/unsubscribe/guess-${n}/`, remoteAddress: '192.0.2.7' });
    const answers: number[] = [];
    for (let n = 0; n <= LIMIT * ADDRESS_FACTOR; n += 1) answers.push((await guess(n)).statusCode);
    expect(answers.slice(0, LIMIT * ADDRESS_FACTOR).every((status) => status === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('counts the chat search, a read that opted in, per account', async () => {
    const member = await makeUser(app);
    const find = () => app.inject({ method: 'GET', url: '/api/v1/chat/search/?q=viewing', headers: member.headers, remoteAddress: '198.51.100.200' });
    for (let n = 0; n < LIMIT; n += 1) expect((await find()).statusCode).toBe(200);
    expect((await find()).statusCode).toBe(429);
  });

  it('leaves reads alone', async () => {
    for (let n = 0; n < LIMIT * ADDRESS_FACTOR + 2; n += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/properties/all', remoteAddress: '192.0.2.7' })).statusCode).toBe(200);
    }
  });
});
