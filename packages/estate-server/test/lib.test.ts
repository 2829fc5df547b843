import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryCode } from '../src/lib/countries.js';
import { hashPassword, passwordProblems, verifyPassword } from '../src/lib/passwords.js';
import { sniff } from '../src/lib/sniff.js';
import { ActivationTokens, TokenService } from '../src/lib/tokens.js';
import { mp4, pdf, png } from './helper.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part)))).subarray(0, 64);
const padded = (buffer: Buffer) => Buffer.concat([buffer, Buffer.alloc(64)]);

describe('sniff', () => {
  it('knows images by their first bytes', () => {
    expect(sniff(png())?.mime).toBe('image/png');
    expect(sniff(padded(bytes([0xff, 0xd8, 0xff, 0xe0])))).toMatchObject({ kind: 'image', ext: 'jpg' });
    expect(sniff(padded(bytes('GIF89a')))?.ext).toBe('gif');
    expect(sniff(padded(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')))?.ext).toBe('webp');
    expect(sniff(padded(bytes([0, 0, 0, 0x1c], 'ftypavif')))?.mime).toBe('image/avif');
  });

  it('knows videos by their first bytes', () => {
    expect(sniff(mp4())).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    expect(sniff(padded(bytes([0, 0, 0, 0x14], 'ftypqt  ')))?.ext).toBe('mov');
    expect(sniff(padded(bytes([0x1a, 0x45, 0xdf, 0xa3], 'B\u0086\u0081\u0001webm')))?.ext).toBe('webm');
    expect(sniff(padded(bytes('OggS')))?.kind).toBe('video');
  });

  it('does not trust a file that is neither', () => {
    expect(sniff(pdf())).toBeUndefined();
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(sniff(Buffer.alloc(4))).toBeUndefined();
  });
});

describe('activation tokens', () => {
  const tokens = new ActivationTokens('secret', 3600);

  it('accept every token they make, whatever characters its MAC has', () => {
    for (let id = 1; id <= 300; id++) expect(tokens.check(id, false, tokens.make(id))).toBe('valid');
  });

  it('stop working once the account is active, for another user, or after their lifetime', () => {
    const token = tokens.make(7);
    expect(tokens.check(7, true, token)).toBe('invalid');
    expect(tokens.check(8, false, token)).toBe('invalid');
    expect(tokens.check(7, false, tokens.make(7, Date.now() - 2 * 3600 * 1000))).toBe('expired');
    expect(tokens.check(7, false, 'no-dash-here-x')).toBe('invalid');
    expect(tokens.check(7, false, '')).toBe('invalid');
  });

  it('encode user ids as base64url uids and refuse other uids', () => {
    expect(ActivationTokens.decodeUid(ActivationTokens.encodeUid(42))).toBe(42);
    expect(ActivationTokens.decodeUid('bm90LWEtbnVtYmVy')).toBeUndefined();
  });
});

describe('access and refresh tokens', () => {
  afterEach(() => vi.useRealTimers());
  const user = { id: 7, isGuest: false, isModerator: false };

  it('verifies a token again from memory, still refusing it for the other type and once it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const tokens = new TokenService('secret', { access: 60, refresh: 3600 });
    const access = await tokens.sign('access', user);
    expect((await tokens.verify(access, 'access'))?.user_id).toBe(7);
    expect(await tokens.verify(access, 'refresh')).toBeUndefined();
    expect((await tokens.verify(access, 'access'))?.user_id).toBe(7);
    vi.setSystemTime(new Date('2026-11-23T12:01:00Z'));
    expect(await tokens.verify(access, 'access')).toBeUndefined();
  });

  it('refuses a token signed with another secret or altered', async () => {
    const tokens = new TokenService('secret', { access: 60, refresh: 3600 });
    const foreign = await new TokenService('another', { access: 60, refresh: 3600 }).sign('access', user);
    expect(await tokens.verify(foreign, 'access')).toBeUndefined();
    const access = await tokens.sign('access', user);
    expect(await tokens.verify(`${access.slice(0, -2)}xx`, 'access')).toBeUndefined();
  });
});

describe('passwords', () => {
  it('verify the password they hashed and nothing else', async () => {
    const hash = await hashPassword('savanna-sunrise-42');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('savanna-sunrise-42', hash)).toBe(true);
    expect(await verifyPassword('savanna-sunrise-43', hash)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it("name Django's password problems", () => {
    expect(passwordProblems('password', {})).toEqual(['This password is too common.']);
    expect(passwordProblems('wanjiru2026', { username: 'wanjiru' })).toEqual(['The password is too similar to the username.']);
    expect(passwordProblems('a-long-and-fine-phrase', { username: 'wanjiru' })).toEqual([]);
  });
});

describe('country codes', () => {
  it('accept ISO codes in any case and nothing else', () => {
    expect(countryCode('ke')).toBe('KE');
    expect(countryCode(' gb ')).toBe('GB');
    expect(countryCode('ZZ')).toBeUndefined();
    expect(countryCode(undefined)).toBeUndefined();
  });
});
