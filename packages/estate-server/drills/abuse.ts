/**
 * `npm run drill -- abuse`: what one bad account tried against the newest features (issue 21), each
 * attack replayed with real requests against a server with the production limits, and what held.
 * Figures: a review after one unanswered 'hi' (0), a sandbox in a deployment without keys (no),
 * sign-in time for an unknown e-mail over a wrong password (≈ 1), registration's answers for a
 * taken and a new e-mail (the same), dashboard chats from 64 leads without a word (0), saves from
 * 20 searches of one member (1), viewers from 10 guest accounts on one address (1), a 500 from
 * extreme filter values (0), secrets in the log (0), people searches, guessed unsubscribe tokens and
 * leads let through in a burst (at most the limit), a guest's profile by id (404), an old
 * unsubscribe link after alerts came back on (404).
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { savedSearches, savedSearchMatches } from '../src/db/schema.js';
import { storeChatMessage } from '../src/domain/chat.js';
import { ADDRESS_FACTOR } from '../src/plugins/action-limits.js';
import { buildTestApp, capturedLog, makeGuest, makeUser, type TestUser } from '../test/helper.js';
import { insertListings, listingForm, postListing } from '../test/properties-fixtures.js';
import { printFigures, tally, type Figure } from './_figures.js';

const started = Date.now();
const log = capturedLog('info');
// The shipped limits (60 actions a minute an account), not the tests' raised ones; a deployment, not a development setup.
const app = await buildTestApp({ actionRateLimitPerMinute: 60, authRateLimitPerMinute: 20, development: false }, { logger: log.logger });
const limit = app.config.actionRateLimitPerMinute;
const figures: Figure[] = [];
const figure = (name: string, value: string | number, expected?: string, ok?: boolean) => figures.push({ name, value, expected, ok });
let address = 0;
/** A new client address for each attack, so one attack's count does not spend another's budget. */
const nextAddress = () => `198.51.100.${(address += 1)}`;
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: TestUser, payload?: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.headers, payload, remoteAddress });
const say = (from: TestUser, to: TestUser, message: string) =>
  storeChatMessage(app.db, { sender: { id: from.user.id, username: from.user.username }, receiver: { id: to.user.id, username: to.user.username }, message });
/**
 * Calls one after another, as fast as the answers come. (A burst sent all at once is refused whole
 * once it crosses the limit: the in-process store counts the burst before any call reads its count.)
 */
const inTurn = async <T,>(calls: (() => Promise<T>)[]): Promise<T[]> => {
  const answers: T[] = [];
  for (const call of calls) answers.push(await call());
  return answers;
};
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const agent = await makeUser(app, { role: 'agent' });
  const bomber = await makeUser(app);
  const listings = await insertListings(app, agent.user.id, Array.from({ length: 64 }, (_, n) => ({ title: `Listing ${n + 1}` })));

  // 1. Review-bombing: one unsolicited 'hi', then a 1-star review.
  await say(bomber, agent, 'hi');
  const bomb = await api('POST', `/profile/user/${agent.user.username}/reviews/`, bomber, { rating: 1, content: 'Terrible.' });
  figure("review after one unanswered 'hi'", bomb.statusCode, '403', bomb.statusCode === 403);

  // 2. A careless deployment: no Paystack keys, listening on every address.
  const deployed = loadConfig({ HOST: '0.0.0.0', ESTATE_DATA_DIR: app.config.dataDir, JWT_SECRET: 'x' });
  figure('Paystack sandbox on 0.0.0.0 without keys', deployed.paystackSandbox ? 'yes' : 'no', 'no', !deployed.paystackSandbox);

  // 3. Who has an account: sign-in time, and registration's answer.
  const timed = await makeUser(app);
  const signIn = async (email: string) => {
    const start = performance.now();
    await api('POST', '/auth/jwt/create/', undefined, { email, password: 'not-the-password-9' }, nextAddress());
    return performance.now() - start;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    known.push(await signIn(timed.user.email));
    unknown.push(await signIn(`nobody-${round}@example.com`));
  }
  const ratio = median(unknown) / median(known);
  figure('sign-in time, unknown e-mail / wrong password', ratio.toFixed(2), '> 0.5', ratio > 0.5);
  const password = 'savanna-sunrise-42';
  const register = (username: string, email: string) =>
    api('POST', '/auth/users/', undefined, { username, first_name: 'A', last_name: 'B', email, password, re_password: password }, nextAddress());
  const [taken, fresh] = [await register('taker', timed.user.email), await register('newcomer', 'newcomer@example.com')];
  const same = taken.statusCode === fresh.statusCode && Object.keys(taken.json()).join() === Object.keys(fresh.json()).join();
  figure('registration, taken e-mail vs new', `${taken.statusCode} vs ${fresh.statusCode}`, 'the same', same);

  // 4. Fake interest: leads without a word, many searches, many guest accounts.
  const leadAddress = nextAddress();
  const leads = await inTurn(listings.map((listing) => () => api('POST', `/properties/${listing.id}/lead/`, bomber, undefined, leadAddress)));
  const dashboard = async () => (await api('GET', '/dashboard/?days=7', agent)).json().totals as Record<string, number>;
  const recorded = leads.filter((lead) => lead.statusCode === 201).length;
  figure('leads answered, 64 in a row', tally(leads.map((lead) => lead.statusCode)), `<= ${limit} recorded`, recorded <= limit && recorded > 0);
  figure('dashboard chats from those leads, no message sent', (await dashboard()).chats!, '0', (await dashboard()).chats === 0);
  const saver = await makeUser(app);
  const saveAddress = nextAddress();
  for (let n = 0; n < 20; n += 1) await api('POST', '/saved-searches/', saver, { name: `Search ${n}`, country: 'KE', min_price: n + 1 }, saveAddress);
  const posted = await postListing(app, agent.headers, listingForm({ title: 'Matched by every search', price: 500_000 }));
  // New listings are matched against the saved searches after the answer: wait for all 20 matches.
  const matched = async () => (await app.db.select({ n: count() }).from(savedSearchMatches).where(eq(savedSearchMatches.propertyId, posted.json().id)))[0]!.n;
  for (let wait = 0; wait < 50 && (await matched()) < 20; wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  figure('saved searches matching the new listing', await matched(), '20', (await matched()) === 20);
  const { saves } = await dashboard();
  figure("dashboard saves from one member's 20 searches", saves!, '<= 1', saves! <= 1);
  const viewed = listings[0]!;
  const viewsBefore = (await api('GET', `/properties/details/${viewed.slug}/`, undefined, undefined, '203.0.113.77')).json().views as number;
  for (let n = 0; n < 10; n += 1) await api('GET', `/properties/details/${viewed.slug}/`, await makeGuest(app), undefined, '203.0.113.77');
  const viewsAfter = (await api('GET', `/properties/details/${viewed.slug}/`, undefined, undefined, '203.0.113.77')).json().views as number;
  figure('viewers added by 10 guest accounts on one address', viewsAfter - viewsBefore, '0', viewsAfter === viewsBefore);

  // 5. Extreme values on write routes.
  const extremes = await Promise.all([
    api('POST', '/saved-searches/', saver, { name: 'Huge', min_price: 1e15 }, nextAddress()),
    api('POST', '/saved-searches/', saver, { name: 'Huge plot', max_plot_area: 1.2e13 }, nextAddress()),
  ]);
  figure('5xx from extreme filter values', extremes.filter((response) => response.statusCode >= 500).length, '0', extremes.every((response) => response.statusCode < 500));

  // 7. Brakes: bursts from one account.
  const searchAddress = nextAddress();
  const searches = await inTurn(Array.from({ length: 100 }, () => () => api('POST', '/users/search/', saver, { search_query: 'a' }, searchAddress)));
  const searched = searches.filter((response) => response.statusCode === 200).length;
  figure('people searches answered, of 100', tally(searches.map((response) => response.statusCode)), `<= ${limit} answered`, searched <= limit);
  const guessAddress = nextAddress();
  const guesses = await inTurn(Array.from({ length: 300 }, () => () => api('POST', `/saved-searches/unsubscribe/${randomBytes(24).toString('base64url')}/`, undefined, undefined, guessAddress)));
  const answered = guesses.filter((response) => response.statusCode !== 429).length;
  figure('unsubscribe guesses answered, of 300 (signed out)', tally(guesses.map((response) => response.statusCode)), `<= ${limit * ADDRESS_FACTOR} answered`, answered <= limit * ADDRESS_FACTOR && answered > 0);

  // 8. Sequential ids and stale links.
  const guest = await makeGuest(app);
  const guestProfile = await api('GET', `/profile/${guest.user.id}`, undefined, undefined, nextAddress());
  figure("a guest's profile by id", guestProfile.statusCode, '404', guestProfile.statusCode === 404);
  const alertsAddress = nextAddress();
  const search = (await api('POST', '/saved-searches/', agent, { name: 'Alerts', country: 'UG' }, alertsAddress)).json() as { id: number };
  const [{ token }] = (await app.db.select({ token: savedSearches.unsubscribeToken }).from(savedSearches).where(eq(savedSearches.id, search.id))) as [{ token: string }];
  await api('POST', `/saved-searches/unsubscribe/${token}/`, undefined, undefined, alertsAddress);
  await api('PATCH', `/saved-searches/${search.id}/`, agent, { alerts: true }, alertsAddress);
  const stale = await api('POST', `/saved-searches/unsubscribe/${token}/`, undefined, undefined, alertsAddress);
  figure('an old unsubscribe link after alerts came back on', stale.statusCode, '404', stale.statusCode === 404);

  // 6. Secrets in the log: the tokens and links used above.
  await api('GET', `/properties/all?token=${timed.access}`, undefined, undefined, nextAddress());
  const logged = JSON.stringify(log.lines);
  const leaked = [timed.access, token].filter((secret) => logged.includes(secret)).length;
  figure('secrets found in the log', leaked, '0', leaked === 0);
} finally {
  await app.close();
}

const ok = printFigures(`Abuse paths, one bad account against the shipped limits (${((Date.now() - started) / 1000).toFixed(1)} s)`, figures);
process.exitCode = ok ? 0 : 1;
