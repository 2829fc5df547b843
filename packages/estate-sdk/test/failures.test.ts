/**
 * Failures that say what to do: a wrong `baseUrl` refused at creation with the fix, calls that time
 * out (15 s unless told otherwise, uploads excepted), and a page of another origin refused by CORS
 * told apart from being offline, with the console naming what to add to `CORS_ORIGINS`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEstateClient, DEFAULT_TIMEOUT_MS } from '../src/client/client.js';
import { EstateError } from '../src/client/errors.js';
import { REQUEST_ERROR_TEXTS } from '../src/client/request-texts.js';
import { memoryStorage } from '../src/storage.js';
import { pngFile } from './fixtures.js';
import { startSilentServer, type SilentServer } from './silent-server.js';

const create = (options: Partial<Parameters<typeof createEstateClient>[0]>) => () => createEstateClient(options as Parameters<typeof createEstateClient>[0]);

describe("createEstateClient's baseUrl", () => {
  it('is required, and the error says what to give', () => {
    expect(create({})).toThrow(TypeError);
    expect(create({})).toThrow("createEstateClient needs a baseUrl, the API server's origin: createEstateClient({ baseUrl: 'https://api.estate.example' })");
    expect(() => createEstateClient(undefined as never)).toThrow('needs a baseUrl');
    expect(create({ baseUrl: 42 as never })).toThrow('baseUrl must be a string');
  });

  it('is refused with /api/v1, the message giving the origin to use instead', () => {
    expect(create({ baseUrl: 'https://x/api/v1' })).toThrow("baseUrl is the server's origin: use 'https://x' instead of 'https://x/api/v1'");
    expect(create({ baseUrl: 'https://api.estate.example/api/v1/' })).toThrow("use 'https://api.estate.example' instead of 'https://api.estate.example/api/v1/'");
  });

  it('needs a scheme: the message writes the URL with one', () => {
    expect(create({ baseUrl: 'api.estate.example' })).toThrow("baseUrl needs a scheme, https:// or http://: use 'https://api.estate.example' (or 'http://api.estate.example' for a local server) instead of 'api.estate.example'");
    expect(create({ baseUrl: 'localhost:8000' })).toThrow("'http://localhost:8000' for a local server");
    expect(create({ baseUrl: 'ftp://files.example' })).toThrow("use 'https://files.example'");
    expect(create({ baseUrl: '/' })).toThrow("For the page's own origin, use window.location.origin");
  });

  it('takes an http(s) origin, without its trailing slashes', () => {
    expect(createEstateClient({ baseUrl: 'https://api.estate.example/', storage: memoryStorage() }).baseUrl).toBe('https://api.estate.example');
    expect(createEstateClient({ baseUrl: 'http://127.0.0.1:8000', storage: memoryStorage() }).baseUrl).toBe('http://127.0.0.1:8000');
  });
});

/** A decodable access token (the session keeps only those); the silent server never reads it. */
const access = `e30.${Buffer.from(JSON.stringify({ user_id: 7, token_type: 'access' })).toString('base64url')}.x`;

/** Whether `promise` has settled: a flag to read after moving the clock. */
function watch(promise: Promise<unknown>) {
  const state = { settled: false, error: undefined as unknown };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('a call to a server that never answers', () => {
  let silent: SilentServer;
  afterEach(async () => {
    vi.useRealTimers();
    await silent?.close();
  });

  it("fails with the 'timeout' EstateError once timeoutMs has passed", async () => {
    silent = await startSilentServer();
    const client = createEstateClient({ baseUrl: silent.baseUrl, storage: memoryStorage(), timeoutMs: 50 });
    const error = await client.properties.all().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EstateError);
    expect(error).toMatchObject({ kind: 'timeout', code: 'timeout', message: REQUEST_ERROR_TEXTS.timeout });
  });

  it('times out after 15 s by default', async () => {
    silent = await startSilentServer();
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createEstateClient({ baseUrl: silent.baseUrl, storage: memoryStorage() });
    const connected = silent.nextConnection();
    const call = watch(client.properties.all());
    await connected;
    await vi.advanceTimersByTimeAsync(14_999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(call.settled).toBe(true));
    expect(call.error).toMatchObject({ kind: 'timeout', code: 'timeout' });
  });

  it('waits as long as it takes with timeoutMs 0 or Infinity', async () => {
    silent = await startSilentServer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = [0, Infinity].map((timeoutMs) => {
      const client = createEstateClient({ baseUrl: silent.baseUrl, storage: memoryStorage(), timeoutMs });
      return watch(client.properties.all());
    });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls.map((call) => call.settled)).toEqual([false, false]);
    await silent.close(); // the server goes away: a network error, not a timeout
    await vi.waitFor(() => expect(calls.every((call) => call.settled)).toBe(true));
    expect(calls.map((call) => (call.error as EstateError).code)).toEqual(['network', 'network']);
  });

  it('is not cut by the default timeout when it uploads files', async () => {
    silent = await startSilentServer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createEstateClient({ baseUrl: silent.baseUrl, storage: memoryStorage() });
    client.session.set({ access, refresh: 'r', isGuest: false });
    const form = new FormData();
    form.append('cover_photo', pngFile());
    const connected = silent.nextConnection();
    const upload = watch(client.properties.create(form));
    await connected;
    await vi.advanceTimersByTimeAsync(10 * DEFAULT_TIMEOUT_MS);
    expect(upload.settled).toBe(false);
    await silent.close();
    await vi.waitFor(() => expect(upload.settled).toBe(true));
    expect(upload.error).toMatchObject({ kind: 'network', code: 'network' });
  });
});

describe('a call that gets no answer in a browser', () => {
  const API = 'https://api.estate.example';
  const refused: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  const browser = (page: string, onLine: boolean) => {
    vi.stubGlobal('location', { origin: page });
    vi.stubGlobal('navigator', { onLine });
  };
  const failure = (client = createEstateClient({ baseUrl: API, storage: memoryStorage(), fetch: refused })) => client.properties.all().catch((error: unknown) => error as EstateError);

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is 'blocked_origin' from a page of another origin while online, and the console names CORS_ORIGINS and the origin, once", async () => {
    browser('https://partner.example', true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createEstateClient({ baseUrl: API, storage: memoryStorage(), fetch: refused });
    expect(await failure(client)).toMatchObject({ kind: 'network', code: 'blocked_origin', message: REQUEST_ERROR_TEXTS.blockedOrigin });
    await failure(client);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('CORS_ORIGINS=https://partner.example');
    expect(warn.mock.calls[0]![0]).toContain(API);
  });

  it("is 'network' while offline, whatever the origin, with nothing in the console", async () => {
    browser('https://partner.example', false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await failure()).toMatchObject({ kind: 'network', code: 'network', message: REQUEST_ERROR_TEXTS.network });
    expect(warn).not.toHaveBeenCalled();
  });

  it("is 'network' from a page on the API's own origin, and outside a browser", async () => {
    browser(API, true);
    expect(await failure()).toMatchObject({ code: 'network' });
    vi.unstubAllGlobals();
    expect(await failure()).toMatchObject({ code: 'network' });
  });
});
