import { asc, count, desc, eq, and, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.js';
import { clipComments, profiles, properties, propertyComments, users } from '../db/schema.js';
import type { PageWindow } from '../lib/pagination.js';
import type { PropertyComment } from '../schemas/comment.js';
import { countedWindow } from './counted-window.js';
import { notify, type LiveNotifier, type NewNotification } from './notifications.js';

/** Replies shown under each top-level comment; `reply_count` tells how many there are in all. */
export const REPLIES_SHOWN = 50;
const EXCERPT_LENGTH = 80;

export interface Author {
  id: number;
  username: string;
  /** First and last name; blank when they gave none. */
  full_name: string;
  profile_photo: string | null;
}

/** A user's full name as SQL: first and last name, trimmed (blank when they gave none). */
const fullName = () => sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export interface CommentedProperty {
  id: number;
  userId: number;
  title: string;
  slug: string;
}

export type PropertyCommentRow = typeof propertyComments.$inferSelect;

/** The columns every list of comments reads, property or clip alike: the comment's, and its author's name and photo. */
export const authoredColumns = (table: typeof propertyComments | typeof clipComments) => ({
  id: table.id,
  author: users.username,
  // Named, so the replies' lateral subquery can select it.
  authorName: fullName().as('author_name'),
  content: table.content,
  createdAt: table.createdAt,
  profilePhoto: profiles.profilePhoto,
});

/** The fields every comment and reply shows, property or clip alike. */
export function commentView(row: { id: number; content: string; createdAt: Date }, author: { username: string; name: string; photo: string | null }) {
  return { id: row.id, author: author.username, author_name: author.name, content: row.content, created_at: row.createdAt.toISOString(), profile_photo: author.photo };
}

/** The author of a listed comment, from its `authoredColumns`. */
export const listedAuthor = (row: { author: string; authorName: string; profilePhoto: string | null }) => ({ username: row.author, name: row.authorName, photo: row.profilePhoto });

/** The author of a new comment, from `loadAuthor`. */
export const newAuthor = (author: Author) => ({ username: author.username, name: author.full_name, photo: author.profile_photo });

/** A reply as `create_reply` answers it: the Reply shape, plus the property and the top-level comment. */
export interface CreatedReply {
  id: number;
  author: string;
  author_name: string;
  content: string;
  created_at: string;
  profile_photo: string | null;
  post: number;
  parent: number;
}

/** The start of a text on one line, to quote in a notification. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length).trimEnd()}\u2026`;
}

export const propertyLink = (slug: string) => `/property/${slug}/`;

export async function loadAuthor(db: Db, userId: number): Promise<Author> {
  const [row] = await db
    .select({ id: users.id, username: users.username, full_name: fullName(), profile_photo: profiles.profilePhoto })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`User ${userId} is signed in but does not exist`);
  return row;
}

export async function findCommentedProperty(db: Db, id: number): Promise<CommentedProperty | undefined> {
  const [row] = await db
    .select({ id: properties.id, userId: properties.userId, title: properties.title, slug: properties.slug })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

export async function findPropertyComment(db: Db, id: number): Promise<PropertyCommentRow | undefined> {
  const [row] = await db.select().from(propertyComments).where(eq(propertyComments.id, id));
  return row;
}

/** Replies to the comments of one page, at most REPLIES_SHOWN each, oldest first, in one query. */
async function repliesOf(db: Db, commentIds: number[]): Promise<Map<number, PropertyComment['replies']>> {
  const byComment = new Map<number, PropertyComment['replies']>();
  if (commentIds.length === 0) return byComment;
  const parent = alias(propertyComments, 'parent');
  const reply = db
    .select(authoredColumns(propertyComments))
    .from(propertyComments)
    .innerJoin(users, eq(users.id, propertyComments.userId))
    .leftJoin(profiles, eq(profiles.id, propertyComments.userId))
    .where(eq(propertyComments.parentId, parent.id))
    .orderBy(asc(propertyComments.createdAt), asc(propertyComments.id))
    .limit(REPLIES_SHOWN)
    .as('reply');
  const rows = await db
    .select({ parentId: parent.id, id: reply.id, author: reply.author, authorName: reply.authorName, content: reply.content, createdAt: reply.createdAt, profilePhoto: reply.profilePhoto })
    .from(parent)
    .crossJoinLateral(reply)
    .where(inArray(parent.id, commentIds))
    .orderBy(asc(reply.createdAt), asc(reply.id));
  for (const row of rows) {
    const list = byComment.get(row.parentId) ?? [];
    list.push(commentView(row, listedAuthor(row)));
    byComment.set(row.parentId, list);
  }
  return byComment;
}

/** A property's top-level comments, newest first, each with its first replies; uses `property_comments_property_idx`. */
export async function listPropertyComments(db: Db, propertyId: number, window: PageWindow): Promise<{ count: number; rows: PropertyComment[] }> {
  const topLevel = and(eq(propertyComments.propertyId, propertyId), isNull(propertyComments.parentId));
  const { count: total, rows: page } = await countedWindow(
    db.select({ n: count() }).from(propertyComments).where(topLevel),
    db
      .select({
        ...authoredColumns(propertyComments),
        replyCount: sql<number>`(select count(*) from ${propertyComments} as "r" where "r"."parent_id" = ${propertyComments.id})`.mapWith(Number),
      })
      .from(propertyComments)
      .innerJoin(users, eq(users.id, propertyComments.userId))
      .leftJoin(profiles, eq(profiles.id, propertyComments.userId))
      .where(topLevel)
      .orderBy(desc(propertyComments.createdAt), desc(propertyComments.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  const replies = await repliesOf(db, page.map((comment) => comment.id));
  const rows = page.map((comment) => ({
    ...commentView(comment, listedAuthor(comment)),
    post: propertyId,
    replies: replies.get(comment.id) ?? [],
    reply_count: comment.replyCount,
  }));
  return { count: total, rows };
}

/** A top-level comment; the property's owner is told, unless they wrote it. */
export async function createPropertyComment(db: Db, live: LiveNotifier, property: CommentedProperty, author: Author, content: string): Promise<PropertyComment> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(propertyComments).values({ propertyId: property.id, userId: author.id, content }).returning();
    await notify(tx, live, {
      userId: property.userId,
      actorId: author.id,
      kind: 'property_comment',
      message: `${author.username} commented on your property "${property.title}": "${excerpt(content)}"`,
      link: propertyLink(property.slug),
    });
    return {
      ...commentView(row!, newAuthor(author)),
      post: property.id,
      replies: [],
      reply_count: 0,
    };
  });
}

/**
 * A reply to `target`. Threads are one level deep, so a reply to a reply hangs off the top-level
 * comment. The author of the comment answered is told, and the property's owner too when that is
 * someone else (one notice a person).
 */
export async function createReply(db: Db, live: LiveNotifier, target: PropertyCommentRow, author: Author, content: string): Promise<CreatedReply> {
  const property = await findCommentedProperty(db, target.propertyId);
  if (!property) throw new Error(`Comment ${target.id} belongs to no property`);
  const parentId = target.parentId ?? target.id;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(propertyComments).values({ propertyId: property.id, userId: author.id, parentId, content }).returning();
    const quoted = excerpt(content);
    const link = propertyLink(property.slug);
    const notices: NewNotification[] = [
      { userId: target.userId, actorId: author.id, kind: 'comment_reply', message: `${author.username} replied to your comment on "${property.title}": "${quoted}"`, link },
    ];
    if (property.userId !== target.userId) {
      notices.push({ userId: property.userId, actorId: author.id, kind: 'property_comment', message: `${author.username} replied to a comment on your property "${property.title}": "${quoted}"`, link });
    }
    // In user order: each notice holds its reader's unread count (migration 0016) until the commit,
    // and two replies told to the same two people the other way round would wait on each other.
    for (const notice of notices.sort((a, b) => a.userId - b.userId)) await notify(tx, live, notice);
    return {
      ...commentView(row!, newAuthor(author)),
      post: property.id,
      parent: parentId,
    };
  });
}
