import { describe, expect, it } from 'vitest';
import { defaultMessages, formatMessage, resolveMessages } from './messages.js';

describe('messages', () => {
  it('holds the spec texts verbatim', () => {
    expect(defaultMessages.notAuthenticated).toBe('User is not authenticated');
    expect(defaultMessages.propertyRequiredFields).toBe(
      "Make sure the following fields 'Price, Country, Property Type, Advert Type, Cover Photo and Project Status' are filled out.",
    );
    expect(defaultMessages.noLikedProperties).toBe('No Liked Properties made!!');
  });

  it('replaces only the given texts and ignores blank or non-string overrides', () => {
    const messages = resolveMessages({ unknownTime: 'Heure inconnue', justNow: '', likesOne: 42 as unknown as string });
    expect(messages.unknownTime).toBe('Heure inconnue');
    expect(messages.justNow).toBe('just now');
    expect(messages.likesOne).toBe('1 like');
    expect(defaultMessages.unknownTime).toBe('Unknown time');
  });

  it('returns a fresh table each time, so callers cannot change the defaults', () => {
    const messages = resolveMessages();
    messages.generic = 'changed';
    expect(resolveMessages().generic).toBe(defaultMessages.generic);
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatMessage('{count} likes', { count: 3 })).toBe('3 likes');
    expect(formatMessage('{count} of {total}', { count: 3 })).toBe('3 of {total}');
  });
});
