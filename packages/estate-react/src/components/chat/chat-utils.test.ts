import type { ChatMessage } from '@estate/sdk';
import { describe, expect, it } from 'vitest';
import { formatDayLabel, groupMessages, isSameUser } from './chat-utils.js';

const message = (id: number, sender: string, at: string): ChatMessage => ({
  id,
  message: `m${id}`,
  image: null,
  sender_username: sender,
  receiver_username: sender === 'amina' ? 'grace' : 'amina',
  created_at: at,
});

describe('groupMessages', () => {
  it('puts consecutive messages of one sender in one group, marked as mine by username without regard to case', () => {
    const items = groupMessages(
      [message(1, 'amina', '2026-11-22T09:00:00'), message(2, 'Amina', '2026-11-22T09:01:00'), message(3, 'grace', '2026-11-22T09:02:00')],
      'AMINA',
    );
    expect(items.map((item) => item.kind)).toEqual(['day', 'group', 'group']);
    const [, mine, theirs] = items;
    expect(mine).toMatchObject({ kind: 'group', own: true, messages: [{ id: 1 }, { id: 2 }] });
    expect(theirs).toMatchObject({ kind: 'group', own: false, messages: [{ id: 3 }] });
  });

  it('starts a new group after a pause of more than five minutes', () => {
    const items = groupMessages([message(1, 'grace', '2026-11-22T09:00:00'), message(2, 'grace', '2026-11-22T09:06:00')], 'amina');
    expect(items.filter((item) => item.kind === 'group')).toHaveLength(2);
  });

  it('puts a day separator before the first message of each day', () => {
    const items = groupMessages([message(1, 'grace', '2026-11-21T23:59:00'), message(2, 'grace', '2026-11-22T00:01:00')], 'amina');
    expect(items.map((item) => item.kind)).toEqual(['day', 'group', 'day', 'group']);
  });
});

describe('formatDayLabel', () => {
  const now = new Date('2026-11-22T12:00:00');
  it("reads 'Today' and 'Yesterday', capitalised, in the locale", () => {
    expect(formatDayLabel(new Date('2026-11-22T08:00:00'), now, 'en-US')).toBe('Today');
    expect(formatDayLabel(new Date('2026-11-21T08:00:00'), now, 'en-US')).toBe('Yesterday');
    expect(formatDayLabel(new Date('2026-11-21T08:00:00'), now, 'fr-FR')).toBe('Hier');
  });

  it('names the weekday and date before that, with the year only when it is another year', () => {
    expect(formatDayLabel(new Date('2026-11-18T08:00:00'), now, 'en-US')).toBe('Wednesday, November 18');
    expect(formatDayLabel(new Date('2025-11-18T08:00:00'), now, 'en-US')).toBe('Tuesday, November 18, 2025');
  });
});

describe('isSameUser', () => {
  it('compares usernames without regard to case and never matches a missing one', () => {
    expect(isSameUser('Grace_Achieng', 'grace_achieng')).toBe(true);
    expect(isSameUser(null, null)).toBe(false);
  });
});
