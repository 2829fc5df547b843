import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPaymentReplay } from '../drills/_payment-replay.js';
import { type PaymentRig, startPaymentRig } from './payments-fixtures.js';

/**
 * The payments drill in small (`npm run drill -- payments` runs it large): concurrent, shuffled
 * duplicates of valid webhooks and verify calls settle each payment once, and forged or mismatched
 * charges never upgrade. Under `npm run test:pg` the settlements race on PostgreSQL's row locks.
 */
describe('payments under replayed, reordered and duplicated deliveries', () => {
  let rig: PaymentRig;
  beforeAll(async () => {
    rig = await startPaymentRig();
  });
  afterAll(() => rig.close());

  it('changes each role once, settles each payment once, and never upgrades on a mismatch', async () => {
    const figures = await runPaymentReplay({ app: rig.app, origin: rig.appUrl, sandbox: rig.sandbox }, { users: 8, deliveriesPerUser: 12, concurrency: 24, seed: 7 });
    expect(figures.samples).toEqual([]);
    expect(figures).toMatchObject({
      deliveriesSent: 96,
      upgradesExpected: 4,
      upgradesSeen: 4,
      rolesChangedMoreThanOnce: 0,
      paymentsSettledMoreThanOnce: 0,
      mismatchesThatUpgraded: 0,
      mpesaPayers: 4,
      successesUndone: 0,
      serverErrors: 0,
      unexpectedAnswers: 0,
    });
  }, 60_000);
});
