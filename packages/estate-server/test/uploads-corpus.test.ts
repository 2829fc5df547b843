import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

  it('does not serve a file still being written (its .partial name)', async () => {
    const folder = path.join(app.storage.root!, 'chat', 'partial-check');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'half.png.partial'), Buffer.from('89504e470d0a1a0a', 'hex'));
    writeFileSync(path.join(folder, 'whole.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    expect((await app.inject({ method: 'GET', url: '/media/chat/partial-check/half.png.partial' })).statusCode).toBe(404);
    const whole = await app.inject({ method: 'GET', url: '/media/chat/partial-check/whole.png' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
  });
});
