import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { clipComments, profiles, users } from '../db/schema.js';
import type { PageWindow } from '../lib/pagination.js';
import type { ClipComment } from '../schemas/comment.js';
import { authoredColumns, commentView, excerpt, listedAuthor, newAuthor, type Author } from './comments.js';
import { countedWindow } from './counted-window.js';
import { notify, type LiveNotifier } from './notifications.js';
import { clipLink, clipName, type ReelRow } from './reels.js';

/** A reel's comments, newest first; uses `clip_comments_reel_idx`. */
export async function listClipComments(db: Db, reelId: number, window: PageWindow): Promise<{ count: number; rows: ClipComment[] }> {
  const ofReel = eq(clipComments.reelId, reelId);
  const { count: total, rows: page } = await countedWindow(
    db.select({ n: count() }).from(clipComments).where(ofReel),
    db
      .select(authoredColumns(clipComments))
      .from(clipComments)
      .innerJoin(users, eq(users.id, clipComments.userId))
      .leftJoin(profiles, eq(profiles.id, clipComments.userId))
      .where(ofReel)
      .orderBy(desc(clipComments.createdAt), desc(clipComments.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  const rows = page.map((comment) => ({ ...commentView(comment, listedAuthor(comment)), post: reelId }));
  return { count: total, rows };
}

/** A comment on a reel; the reel's owner is told, unless they wrote it. */
export async function createClipComment(db: Db, live: LiveNotifier, reel: ReelRow, author: Author, content: string): Promise<ClipComment> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(clipComments).values({ reelId: reel.id, userId: author.id, content }).returning();
    await notify(tx, live, {
      userId: reel.userId,
      actorId: author.id,
      kind: 'reel_comment',
      message: `${author.username} commented on ${clipName(reel)}: "${excerpt(content)}"`,
      link: clipLink(reel.slug),
    });
    return {
      ...commentView(row!, newAuthor(author)),
      post: reel.id,
    };
  });
}
