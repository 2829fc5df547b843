import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { chatMessages, profiles, users } from '../db/schema.js';
import { MAX_COUNT, type PageWindow } from '../lib/pagination.js';
import type { ChatSearchHit } from '../schemas/chat.js';
import { loadExtras, messageColumns, toChatMessage, type ChatUser } from './chat-render.js';
import { summaryColumns } from './profiles.js';

/** Fewest characters a search may have (trimmed). */
export const CHAT_SEARCH_MIN_LENGTH = 2;
/** Words of a search that are looked for; the rest are ignored. */
const MAX_TERMS = 8;
/** Characters of text a snippet shows before the first word found, and in all. */
const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 160;

/**
 * The words of a search: runs of letters and digits, lower-cased (the 'simple' configuration
 * lower-cases the text). A letter on its own (the s of "flat's") is left out beside longer words.
 */
export function searchTerms(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const longer = words.filter((word) => Array.from(word).length > 1);
  return (longer.length > 0 ? longer : words).slice(0, MAX_TERMS);
}

/**
 * The `tsquery` of a member's search: every word must be there, the last one as a prefix (it may
 * still be being typed), each under the member's id as `chat_member_words` stores them
 * ('12.viewing' & '12.satur':*). The words hold only letters and digits, so nothing in them is
 * tsquery syntax; the text is cast, not parsed, so the id stays part of each word.
 */
export const memberTsquery = (memberId: number, terms: string[]) =>
  terms.map((term, at) => `'${memberId}.${term}'${at === terms.length - 1 ? ':*' : ''}`).join(' & ');

/**
 * The part of `text` around the first word found: about `SNIPPET_LENGTH` characters, from a little
 * before it, cut at spaces, with … where text was left out.
 */
export function snippetOf(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const found = terms.map((term) => lower.search(new RegExp(`(?<![\\p{L}\\p{N}])${term}`, 'u'))).filter((at) => at >= 0);
  const first = found.length > 0 ? Math.min(...found) : 0;
  let start = Math.max(0, first - SNIPPET_BEFORE);
  const spaceAfterStart = text.indexOf(' ', start);
  if (start > 0 && spaceAfterStart !== -1 && spaceAfterStart < first) start = spaceAfterStart + 1;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  const spaceBeforeEnd = text.lastIndexOf(' ', end);
  if (end < text.length && spaceBeforeEnd > first) end = spaceBeforeEnd;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * My messages, sent or received, whose text has every word of the search (the last as a prefix),
 * newest first; with `partner`, only those of our conversation. Server-side full-text search in the
 * 'simple' configuration, through `chat_messages_member_words_idx` (GIN over each word under its
 * sender's and its receiver's id), so it reads only the caller's own words: a common word or a
 * short prefix costs what the member's own messages hold, not what everyone's do. A search without
 * a word (only punctuation) finds nothing.
 */
export async function searchChat(db: Db, me: ChatUser, q: string, partner: ChatUser | undefined, window: PageWindow): Promise<{ count: number; rows: ChatSearchHit[] }> {
  const terms = searchTerms(q);
  if (terms.length === 0) return { count: 0, rows: [] };
  const matches: SQL = sql`chat_member_words(${chatMessages.senderId}, ${chatMessages.receiverId}, ${chatMessages.message}) @@ ${memberTsquery(me.id, terms)}::tsquery`;
  const sent = (from: number, to?: number) => (to === undefined ? eq(chatMessages.senderId, from) : and(eq(chatMessages.senderId, from), eq(chatMessages.receiverId, to)));
  const received = (by: number, from?: number) => (from === undefined ? eq(chatMessages.receiverId, by) : and(eq(chatMessages.receiverId, by), eq(chatMessages.senderId, from)));
  // Sent or received by me (the index's words say so already), with `partner` to or from them.
  const who = or(sent(me.id, partner?.id), received(me.id, partner?.id));
  // Listing cards are not messages anyone typed: their text fallback (the title) is never a hit.
  const where = and(who, matches, isNull(chatMessages.propertyId));
  const counted = db.select({ one: sql`1` }).from(chatMessages).where(where).limit(MAX_COUNT + 1).as('counted');
  const [[total], found] = await Promise.all([
    db.select({ n: count() }).from(counted),
    db.select(messageColumns).from(chatMessages).where(where).orderBy(desc(chatMessages.id)).limit(window.limit).offset(window.offset),
  ]);
  if (found.length === 0) return { count: total?.n ?? 0, rows: [] };

  const partnerIdOf = (row: (typeof found)[number]) => (row.senderId === me.id ? row.receiverId : row.senderId);
  const [people, extras] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(inArray(users.id, [...new Set(found.map(partnerIdOf))])),
    loadExtras(db, found),
  ]);
  const rows: ChatSearchHit[] = [];
  for (const row of found) {
    const other = people.find((person) => person.id === partnerIdOf(row));
    if (!other) continue;
    const message = toChatMessage(row, [me, other], me.id, extras);
    rows.push({ partner: other, message, snippet: snippetOf(row.message ?? '', terms) });
  }
  return { count: total?.n ?? 0, rows };
}
