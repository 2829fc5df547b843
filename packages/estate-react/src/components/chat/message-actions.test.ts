import type { ChatMessage } from '@estate/sdk';
import { describe, expect, it } from 'vitest';
import { allowedActions, excerpt, lastEditable, reactorNames } from './message-actions.js';

const now = Date.parse('2026-11-22T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const message = (id: number, sender: string, minutes: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  message: `text ${id}`,
  image: null,
  sender_username: sender,
  receiver_username: sender === 'amina' ? 'grace' : 'amina',
  created_at: minutesAgo(minutes),
  ...extra,
});

describe('allowedActions', () => {
  it('lets me edit my own text for 15 minutes, and delete it at any time', () => {
    expect(allowedActions(message(1, 'Amina', 14), 'amina', now)).toEqual({ react: true, reply: true, edit: true, delete: true });
    expect(allowedActions(message(1, 'amina', 15), 'amina', now)).toEqual({ react: true, reply: true, edit: false, delete: true });
  });

  it("never lets me edit or delete the partner's message", () => {
    expect(allowedActions(message(2, 'grace', 1), 'amina', now)).toEqual({ react: true, reply: true, edit: false, delete: false });
  });

  it('offers nothing on a deleted message, nor on one without its id yet', () => {
    const none = { react: false, reply: false, edit: false, delete: false };
    expect(allowedActions(message(3, 'amina', 1, { deleted_at: minutesAgo(0), message: null }), 'amina', now)).toEqual(none);
    expect(allowedActions({ ...message(4, 'amina', 1), id: undefined as unknown as number }, 'amina', now)).toEqual(none);
  });

  it('does not offer Edit on an image', () => {
    expect(allowedActions(message(5, 'amina', 1, { message: null, image: '/m/a.jpg' }), 'amina', now).edit).toBe(false);
  });
});

describe('lastEditable', () => {
  it('is my newest message when it can still be edited', () => {
    const list = [message(1, 'amina', 10), message(2, 'grace', 8), message(3, 'amina', 5), message(4, 'grace', 1)];
    expect(lastEditable(list, 'amina', now)?.id).toBe(3);
  });

  it('is nothing when my newest message is too old, deleted, or there is none', () => {
    expect(lastEditable([message(1, 'amina', 5), message(2, 'amina', 20)], 'amina', now)).toBeUndefined();
    expect(lastEditable([message(1, 'amina', 5), message(2, 'amina', 1, { deleted_at: minutesAgo(0) })], 'amina', now)).toBeUndefined();
    expect(lastEditable([message(1, 'grace', 1)], 'amina', now)).toBeUndefined();
    expect(lastEditable([message(1, 'amina', 1)], null, now)).toBeUndefined();
  });
});

describe('reactorNames', () => {
  const names = { me: 'amina', you: 'You', partner: 'grace', partnerName: 'Grace Achieng' };
  it('names me first as You, the partner by name, anyone else by username', () => {
    expect(reactorNames({ usernames: ['grace', 'Amina'] }, names, 'en')).toBe('You and Grace Achieng');
    expect(reactorNames({ usernames: ['grace'] }, names, 'en')).toBe('Grace Achieng');
    expect(reactorNames({ usernames: ['grace', 'moderator', 'amina'] }, names, 'en')).toBe('You, Grace Achieng, and moderator');
    expect(reactorNames({ usernames: ['grace', 'amina'] }, { ...names, you: 'Vous' }, 'fr')).toBe('Vous et Grace Achieng');
  });
});

describe('excerpt', () => {
  it('keeps one line and shortens long text with an ellipsis', () => {
    expect(excerpt('Hello\n\n  there ')).toBe('Hello there');
    expect(excerpt('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(excerpt(null)).toBe('');
    expect(Array.from(excerpt('🏠'.repeat(20), 5))).toHaveLength(5);
  });
});
