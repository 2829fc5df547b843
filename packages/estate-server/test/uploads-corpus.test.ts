import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUploadCorpus, uploadCorpus } from '../drills/_upload-corpus.js';
import type { App } from '../src/app.js';
import { listen } from './chat-client.js';
import { buildTestApp } from './helper.js';

const LIMITS = { image: 64 * 1024, video: 256 * 1024 };

/** The short corpus of `npm run drill -- uploads`: one case of each kind, to every upload route. */
describe('uploads: one file of each kind to every upload route', () => {
  let app: App;
  let origin: string;
  beforeAll(async () => {
    app = await buildTestApp({ maxImageBytes: LIMITS.image, maxVideoBytes: LIMITS.video });
    origin = await listen(app);
  });
  afterAll(() => app.close());

  it('stores only the whole files, serves them with their own type and nosniff, and leaves nothing behind a refusal', async () => {
    const cases = uploadCorpus({ cuts: 1, limits: LIMITS });
    expect(new Set(cases.map((item) => item.group))).toEqual(new Set(['whole', 'truncated', 'polyglot', 'damaged', 'wrong-type', 'script', 'empty', 'bomb', 'oversized']));
    const figures = await runUploadCorpus(app, origin, cases);
    expect(figures.wrongOutcome).toEqual([]);
    expect(figures.servedWrong).toEqual([]);
    expect(figures.leftBehind).toEqual([]);
    expect(figures.status5xx).toBe(0);
    expect(figures.stored).toBe(figures.shouldStore);
    expect(figures.servedRight).toBe(figures.stored);
    expect(figures.refused4xx).toBe(figures.tried - figures.stored);
  });
});
