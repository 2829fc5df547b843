import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EstateError, RuleError } from './client/errors.js';
import { codeText, ERROR_MESSAGE_KEYS, errorText, fieldErrorTexts, issueText } from './error-codes.js';
import { ERROR_CODES } from './generated/contract.js';
import { defaultMessages, resolveMessages } from './messages.js';
import { checkReview } from './rules/reviews.js';

/** The server's table of codes and English templates, as its OpenAPI document publishes it. */
const serverTexts = (): Record<string, string> =>
  (JSON.parse(readFileSync(new URL('../../estate-server/openapi.json', import.meta.url), 'utf8')) as { info: { 'x-estate-error-codes': Record<string, string> } }).info[
    'x-estate-error-codes'
  ];

describe('the code table', () => {
  it("words every code of the server's with the server's own English template", () => {
    const texts = serverTexts();
    expect(Object.keys(texts)).toEqual([...ERROR_CODES]);
    for (const [code, template] of Object.entries(texts)) {
      const key = ERROR_MESSAGE_KEYS[code as keyof typeof ERROR_MESSAGE_KEYS];
      expect(key, code).toBeDefined();
      expect(defaultMessages[key], code).toBe(template);
    }
  });

  it('points every code at a text of the table', () => {
    for (const [code, key] of Object.entries(ERROR_MESSAGE_KEYS)) expect(defaultMessages[key], code).toEqual(expect.any(String));
  });
});

describe('translating by code', () => {
  const french = resolveMessages({ fieldTooLong: 'Ce champ ne doit pas dépasser {max} caractères.', savedSearchNoFilter: 'Choisissez au moins un filtre.' });

  it('fills the template of the code with its values, whatever the English said', () => {
    expect(codeText(french, 'max_length', { max: 80 })).toBe('Ce champ ne doit pas dépasser 80 caractères.');
    expect(codeText(french, 'no_such_code')).toBeUndefined();
    expect(issueText(french, { code: 'no_such_code', values: {}, message: 'As the server said.' })).toBe('As the server said.');
  });

  it("words a server refusal's fields and a rule's refusal alike", () => {
    const server = new EstateError('Name: …', 'http', 400, { name: ['Ensure this field has no more than 80 characters.'] }, { name: [{ code: 'max_length', values: { max: 80 } }] });
    expect(fieldErrorTexts(french, server)).toEqual({ name: ['Ce champ ne doit pas dépasser 80 caractères.'] });
    expect(errorText(french, server)).toBe('Name: Ce champ ne doit pas dépasser 80 caractères.');
    const rule = checkReview({ rating: 0, content: 'Good' });
    expect(!rule.ok && fieldErrorTexts(resolveMessages({ reviewRatingInvalid: '{min}–{max} étoiles' }), rule.error)).toEqual({ rating: ['1–5 étoiles'] });
  });

  it('words a whole refusal by its code, and one it does not know by its message', () => {
    expect(errorText(french, new EstateError('x', 'network'))).toBe(defaultMessages.network);
    expect(errorText(french, new RuleError('no_filter', 'Choose at least one filter to save a search.'))).toBe('Choisissez au moins un filtre.');
    expect(errorText(french, new EstateError('Teapot.', 'http', 418, { detail: 'Teapot.' }))).toBe('Teapot.');
  });
});
