/// <reference types="vite/client" />
import { defaultMessages, ERROR_CODES, ERROR_MESSAGE_KEYS, errorText, EstateError } from '@estate/sdk';
import { describe, expect, it } from 'vitest';
import { englishMessages, ESTATE_LOCALES, isEstateLocale, loadedMessages, loadMessages, resolveUIMessages, translate, type EstateLocale, type EstateUIMessages } from './index.js';

/** Every table, each loaded as a page loads it (`loadMessages`). */
const messageTables = Object.fromEntries(await Promise.all(ESTATE_LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const))) as Record<EstateLocale, EstateUIMessages>;

describe('the messages tables', () => {
  it('English keeps the spec texts of the SDK', () => {
    expect(messageTables.en.noComments).toBe('No comments yet!!');
    expect(messageTables.en.urlCopied).toBe('URL copied to clipboard!');
    for (const [key, text] of Object.entries(defaultMessages)) expect(messageTables.en[key as keyof typeof defaultMessages]).toBe(text);
  });

  it("says '!!' only in the spec's own English texts, which stay verbatim", () => {
    const specTexts = ['No comments yet!!', 'Comment posted!!', 'No Liked Properties made!!'];
    for (const [locale, table] of Object.entries(messageTables)) {
      for (const [key, text] of Object.entries(table)) if (text.includes('!!')) expect(locale === 'en' && specTexts.includes(text), `${locale}.${key}: ${text}`).toBe(true);
    }
  });

  for (const locale of ['fr', 'sw'] as const) {
    it(`${locale} has every key, each translated or deliberately the same, with the same placeholders`, () => {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(Object.keys(messageTables[locale]).sort()).toEqual(Object.keys(messageTables.en).sort());
      for (const key of Object.keys(messageTables.en) as (keyof typeof messageTables.en)[]) {
        expect(messageTables[locale][key].trim(), key).not.toBe('');
        expect(placeholders(messageTables[locale][key]), key).toEqual(placeholders(messageTables.en[key]));
      }
    });
  }

  it('Swahili is translated, not English left in place', () => {
    const same = (Object.keys(messageTables.en) as (keyof typeof messageTables.en)[]).filter((key) => messageTables.sw[key] === messageTables.en[key] && /[a-z]{4,}/i.test(messageTables.en[key]));
    // Brand and product names, and texts that are only placeholders or units, read the same in both.
    expect(same.filter((key) => !/WhatsApp|Paystack|M-Pesa|Kenya|\{/.test(messageTables.en[key])), same.join(', ')).toEqual([]);
    expect(messageTables.sw.beASeller).toBe('Kuwa Muuzaji');
    expect(translate(resolveUIMessages('sw'), 'upgradeTo', { name: 'Wakala' })).toBe('Pandisha hadi Wakala');
  });

  it('takes overrides over the table and ignores blank ones', () => {
    const messages = resolveUIMessages('fr', { post: 'Envoyer', close: '' });
    expect(messages.post).toBe('Envoyer');
    expect(messages.close).toBe('Fermer');
    expect(translate(messages, 'upgradeTo', { name: 'Agent' })).toBe('Passer à Agent');
  });

  it("words every code the server sends in French, by the SDK's code table", () => {
    for (const code of ERROR_CODES) {
      const key = ERROR_MESSAGE_KEYS[code];
      expect(messageTables.fr[key], code).toEqual(expect.any(String));
      expect(messageTables.en[key], code).toBe(defaultMessages[key]);
    }
    const refused = new EstateError('Name: …', 'http', 400, { name: ['Ensure this field has no more than 80 characters.'] }, { name: [{ code: 'max_length', values: { max: 80 } }] });
    expect(errorText(messageTables.fr, refused)).toBe('Name: Ce champ ne doit pas dépasser 80 caractères.');
    for (const code of ERROR_CODES) expect(messageTables.sw[ERROR_MESSAGE_KEYS[code]], code).toEqual(expect.any(String));
    expect(errorText(messageTables.sw, refused)).toBe('Name: Hakikisha sehemu hii haizidi herufi 80.');
  });

  it('keeps English static and loads the others on demand, once', async () => {
    expect(loadedMessages('en')).toBe(englishMessages);
    expect(await loadMessages('sw')).toBe(loadedMessages('sw'));
    expect(await loadMessages('sw')).toBe(await loadMessages('sw'));
    await expect(loadMessages('de' as EstateLocale)).rejects.toThrow(/no messages for the locale "de"/);
    expect([isEstateLocale('sw'), isEstateLocale('sw-KE'), isEstateLocale(undefined)]).toEqual([true, false, false]);
  });

  it('names each text in one area only (a key in two areas would let the later one win everywhere)', () => {
    const areas = import.meta.glob<Record<string, unknown>>(['./areas/*.ts', '!./areas/*.fr.ts', '!./areas/*.sw.ts'], { eager: true });
    const owners = new Map<string, string[]>();
    for (const [file, area] of Object.entries(areas)) for (const key of Object.keys((area.en ?? {}) as object)) owners.set(key, [...(owners.get(key) ?? []), file]);
    expect(Object.keys(areas).length).toBeGreaterThan(20);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
