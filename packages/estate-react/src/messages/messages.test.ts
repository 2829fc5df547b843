import { defaultMessages } from '@estate/sdk';
import { describe, expect, it } from 'vitest';
import { messageTables, resolveUIMessages, translate } from './index.js';

describe('the messages tables', () => {
  it('English keeps the spec texts of the SDK', () => {
    expect(messageTables.en.noComments).toBe('No comments yet!!');
    expect(messageTables.en.urlCopied).toBe('URL copied to clipboard!');
    for (const [key, text] of Object.entries(defaultMessages)) expect(messageTables.en[key as keyof typeof defaultMessages]).toBe(text);
  });

  it('French has every key, each translated or deliberately the same, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(messageTables.fr).sort()).toEqual(Object.keys(messageTables.en).sort());
    for (const key of Object.keys(messageTables.en) as (keyof typeof messageTables.en)[]) {
      expect(messageTables.fr[key].trim(), key).not.toBe('');
      expect(placeholders(messageTables.fr[key]), key).toEqual(placeholders(messageTables.en[key]));
    }
  });

  it('takes overrides over the table and ignores blank ones', () => {
    const messages = resolveUIMessages('fr', { post: 'Envoyer', close: '' });
    expect(messages.post).toBe('Envoyer');
    expect(messages.close).toBe('Fermer');
    expect(translate(messages, 'upgradeTo', { name: 'Agent' })).toBe('Passer à Agent');
  });
});
