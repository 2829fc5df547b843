import { messageKey, toDate, type ChatListMessage } from '@estate/sdk';

export { messageKey };

/** Messages of one sender closer together than this share a group (one avatar, one time). */
export const GROUP_GAP_MS = 5 * 60 * 1000;

/** Whether `username` is me (usernames are compared without regard to case, as the server does). */
export function isSameUser(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase();
}

/** A run of messages from one sender, shown as one block of bubbles. */
export interface MessageGroup {
  kind: 'group';
  key: string;
  sender: string;
  own: boolean;
  messages: ChatListMessage[];
}

/** A day separator before the first message of a day. */
export interface DaySeparator {
  kind: 'day';
  key: string;
  date: Date;
}

export type MessageListItem = MessageGroup | DaySeparator;

/** The local calendar day of a date, as `yyyy-mm-dd`. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The conversation as day separators and sender groups (Stream-style): a new group starts with
 * another sender, another day, or after a pause of more than `gapMs`.
 */
export function groupMessages(messages: readonly ChatListMessage[], me: string | null | undefined, gapMs = GROUP_GAP_MS): MessageListItem[] {
  const items: MessageListItem[] = [];
  let group: MessageGroup | undefined;
  let lastDay: string | undefined;
  let lastTime: number | undefined;
  for (const message of messages) {
    const date = toDate(message.created_at) ?? new Date(0);
    const day = dayKey(date);
    if (day !== lastDay) {
      items.push({ kind: 'day', key: `day:${day}`, date });
      lastDay = day;
      group = undefined;
    }
    // A message of the outbox is mine, even before my username is known.
    const sameSender = group && (message.status ? group.own : isSameUser(group.sender, message.sender_username));
    const close = lastTime !== undefined && date.getTime() - lastTime <= gapMs;
    if (!group || !sameSender || !close) {
      group = { kind: 'group', key: `group:${messageKey(message)}`, sender: message.sender_username, own: isSameUser(message.sender_username, me) || !!message.status, messages: [] };
      items.push(group);
    }
    group.messages.push(message);
    lastTime = date.getTime();
  }
  return items;
}

/** 'Today', 'Yesterday' (in the locale), else the weekday and date, with the year when it is not this year's. */
export function formatDayLabel(date: Date, now: Date, intlLocale: string): string {
  const startOf = (value: Date) => new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
  const days = Math.round((startOf(date) - startOf(now)) / 86_400_000);
  if (days === 0 || days === -1) {
    const text = new Intl.RelativeTimeFormat(intlLocale, { numeric: 'auto' }).format(days, 'day');
    return text.charAt(0).toLocaleUpperCase(intlLocale) + text.slice(1);
  }
  return new Intl.DateTimeFormat(intlLocale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The time of a message ('9:05 AM', '09:05'). */
export function formatMessageTime(value: string | null | undefined, intlLocale: string): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', minute: '2-digit' }).format(date) : '';
}

/** Reads a picked file as a data URL, the form the chat socket sends images in (spec §5). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
