import { insertDemoChats } from './chats.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import {
  clipComments,
  notifications,
  profiles,
  properties,
  propertyComments,
  propertyLikes,
  propertyPhotos,
  propertyViews,
  reelLikes,
  reels,
  reelViews,
  users,
} from '../db/schema.js';
import type { NotificationKind } from '../domain/notifications.js';
import { createUser } from '../domain/users.js';
import { type Activity, countByTarget, type View } from './activity.js';
import type { DemoListing } from './listings.js';
import { DEMO_PASSWORD, type DemoPerson, socialLinks } from './people.js';
import { insertDemoModeration } from './moderation.js';
import { insertDemoReviews } from './reviews.js';
import { reelListingIndex } from './reels.js';

export interface DemoReelRow {
  owner: string;
  slug: string;
  title: string;
  description: string;
  country: string;
  video: string;
  createdAt: Date;
}

export interface DemoPlan {
  now: Date;
  people: readonly DemoPerson[];
  avatars: string[];
  listings: DemoListing[];
  covers: string[];
  photos: string[][];
  reels: DemoReelRow[];
  activity: Activity;
}

export interface SeedCounts {
  users: number;
  properties: number;
  photos: number;
  reels: number;
  likes: number;
  views: number;
  comments: number;
  notifications: number;
}

const DAY = 24 * 3600 * 1000;
/** Notifications kept a person: a seeded bell, not a flood. */
const NOTIFICATIONS_EACH = 8;
const CHUNK = 500;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

const excerpt = (text: string) => (text.length <= 80 ? text : `${text.slice(0, 80).trimEnd()}\u2026`);

async function insertPeople(db: Db, plan: DemoPlan): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, person] of plan.people.entries()) {
    const user = await createUser(db, {
      username: person.username,
      email: person.email,
      password: DEMO_PASSWORD,
      first_name: person.firstName,
      last_name: person.lastName,
      isActive: true,
      profile: {
        phoneNumber: person.phone,
        aboutMe: person.about,
        license: person.license,
        agency: person.agency ?? '',
        gender: person.gender,
        country: person.country,
        city: person.city,
        profilePhoto: plan.avatars[index],
        isBuyer: person.role === 'buyer',
        isSeller: person.role === 'seller',
        isAgent: person.role === 'agent' || person.role === 'top_agent',
        topAgent: person.role === 'top_agent',
        numReviews: person.numReviews,
        ...socialLinks(person.username),
      },
    });
    // Members for a while before their oldest listing, as the profiles' "joined" dates suggest.
    await db.update(users).set({ dateJoined: new Date(plan.now.getTime() - (400 - index * 9) * DAY), isModerator: person.moderator ?? false }).where(eq(users.id, user.id));
    ids.set(person.username, user.id);
  }
  // Agents' licences: checked this year, checked for last year only (shown expired), or waiting for a moderator.
  const moderatorId = plan.people.find((person) => person.moderator)?.username;
  const year = plan.now.getUTCFullYear();
  for (const person of plan.people) {
    if (!person.licenseCheck) continue;
    const checked = person.licenseCheck !== 'unverified';
    await db
      .update(profiles)
      .set({
        licenseYear: person.licenseCheck === 'expired' ? year - 1 : year,
        licenseVerifiedAt: checked ? new Date(plan.now.getTime() - 20 * DAY) : null,
        licenseVerifiedBy: checked && moderatorId ? ids.get(moderatorId)! : null,
      })
      .where(eq(profiles.id, ids.get(person.username)!));
  }
  return ids;
}

const viewerKey = (view: View, userIds: Map<string, number>) => (view.viewer.startsWith('ip:') ? view.viewer : `user:${userIds.get(view.viewer)}`);

interface Event {
  userId: number;
  actorId: number;
  kind: NotificationKind;
  message: string;
  link: string;
  at: Date;
}

/** Each person's latest notifications about the seeded likes, comments and replies; older ones read. */
function notificationsFor(plan: DemoPlan, userIds: Map<string, number>): Event[] {
  const events: Event[] = [];
  const id = (username: string) => userIds.get(username)!;
  const { activity, listings } = plan;
  for (const like of activity.propertyLikes) {
    const listing = listings[like.target]!;
    events.push({ userId: id(listing.owner), actorId: id(like.user), kind: 'property_like', message: `${like.user} liked your property "${listing.title}"`, link: `/property/${listing.slug}/`, at: like.at });
  }
  for (const comment of activity.propertyComments) {
    const listing = listings[comment.target]!;
    const link = `/property/${listing.slug}/`;
    events.push({ userId: id(listing.owner), actorId: id(comment.user), kind: 'property_comment', message: `${comment.user} commented on your property "${listing.title}": "${excerpt(comment.content)}"`, link, at: comment.at });
    for (const reply of comment.replies) {
      const quoted = excerpt(reply.content);
      if (reply.user !== comment.user) {
        events.push({ userId: id(comment.user), actorId: id(reply.user), kind: 'comment_reply', message: `${reply.user} replied to your comment on "${listing.title}": "${quoted}"`, link, at: reply.at });
      }
      if (reply.user !== listing.owner && comment.user !== listing.owner) {
        events.push({ userId: id(listing.owner), actorId: id(reply.user), kind: 'comment_reply', message: `${reply.user} replied to a comment on your property "${listing.title}": "${quoted}"`, link, at: reply.at });
      }
    }
  }
  for (const like of activity.reelLikes) {
    const reel = plan.reels[like.target]!;
    events.push({ userId: id(reel.owner), actorId: id(like.user), kind: 'reel_like', message: `${like.user} liked your clip "${reel.title}"`, link: `/clip/${reel.slug}/`, at: like.at });
  }
  for (const comment of activity.clipComments) {
    const reel = plan.reels[comment.target]!;
    events.push({ userId: id(reel.owner), actorId: id(comment.user), kind: 'reel_comment', message: `${comment.user} commented on your clip "${reel.title}": "${excerpt(comment.content)}"`, link: `/clip/${reel.slug}/`, at: comment.at });
  }
  const byRecipient = new Map<number, Event[]>();
  for (const event of events) if (event.userId !== event.actorId) byRecipient.set(event.userId, [...(byRecipient.get(event.userId) ?? []), event]);
  return [...byRecipient.values()].flatMap((list) => list.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, NOTIFICATIONS_EACH));
}

/** Writes the planned demo into an empty database; run inside one transaction so it lands whole or not at all. */
export async function insertDemo(db: Db, plan: DemoPlan): Promise<SeedCounts> {
  const userIds = await insertPeople(db, plan);
  const { activity } = plan;
  const propertyLikeCounts = countByTarget(activity.propertyLikes, plan.listings.length);
  const propertyViewCounts = countByTarget(activity.propertyViews, plan.listings.length);
  const inserted = await db
    .insert(properties)
    .values(
      plan.listings.map((listing, index) => ({
        userId: userIds.get(listing.owner)!,
        title: listing.title,
        slug: listing.slug,
        description: listing.description,
        coverPhoto: plan.covers[index]!,
        price: listing.price,
        country: listing.country,
        city: listing.city,
        postalCode: listing.postalCode,
        streetAddress: listing.streetAddress,
        propertyNumber: listing.propertyNumber,
        plotArea: listing.plotArea,
        totalFloors: listing.totalFloors,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        advertType: listing.advertType,
        propertyType: listing.propertyType,
        propertyStatus: listing.propertyStatus,
        interiorFeatures: listing.interiorFeatures,
        exteriorFeatures: listing.exteriorFeatures,
        latitude: listing.latitude,
        longitude: listing.longitude,
        views: propertyViewCounts[index]!,
        likeCount: propertyLikeCounts[index]!,
        createdAt: listing.createdAt,
        updatedAt: listing.createdAt,
      })),
    )
    .returning({ id: properties.id, slug: properties.slug });
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  const propertyIds = plan.listings.map((listing) => idBySlug.get(listing.slug)!);

  const photoRows = plan.photos.flatMap((photos, index) => photos.map((photo, position) => ({ propertyId: propertyIds[index]!, photo, position })));
  await insertInChunks(photoRows, (chunk) => db.insert(propertyPhotos).values(chunk));

  const shownListing = (reel: (typeof plan.reels)[number]) => {
    const index = reelListingIndex(reel, plan.listings);
    return index === undefined ? null : propertyIds[index]!;
  };
  const reelLikeCounts = countByTarget(activity.reelLikes, plan.reels.length);
  const reelViewCounts = countByTarget(activity.reelViews, plan.reels.length);
  const insertedReels = await db
    .insert(reels)
    .values(plan.reels.map((reel, index) => ({
      userId: userIds.get(reel.owner)!, title: reel.title, slug: reel.slug, description: reel.description, country: reel.country,
      video: reel.video, views: reelViewCounts[index]!, likeCount: reelLikeCounts[index]!, createdAt: reel.createdAt,
      propertyId: shownListing(reel),
    })))
    .returning({ id: reels.id, slug: reels.slug });
  const reelIdBySlug = new Map(insertedReels.map((row) => [row.slug, row.id]));
  const reelIds = plan.reels.map((reel) => reelIdBySlug.get(reel.slug)!);

  await insertInChunks(activity.propertyLikes, (chunk) =>
    db.insert(propertyLikes).values(chunk.map((like) => ({ propertyId: propertyIds[like.target]!, userId: userIds.get(like.user)!, createdAt: like.at }))));
  await insertInChunks(activity.propertyViews, (chunk) =>
    db.insert(propertyViews).values(chunk.map((view) => ({ propertyId: propertyIds[view.target]!, viewer: viewerKey(view, userIds), createdAt: view.at }))));
  await insertInChunks(activity.reelLikes, (chunk) =>
    db.insert(reelLikes).values(chunk.map((like) => ({ reelId: reelIds[like.target]!, userId: userIds.get(like.user)!, createdAt: like.at }))));
  await insertInChunks(activity.reelViews, (chunk) =>
    db.insert(reelViews).values(chunk.map((view) => ({ reelId: reelIds[view.target]!, viewer: viewerKey(view, userIds), createdAt: view.at }))));

  let comments = 0;
  for (const comment of activity.propertyComments) {
    const propertyId = propertyIds[comment.target]!;
    const [parent] = await db
      .insert(propertyComments)
      .values({ propertyId, userId: userIds.get(comment.user)!, content: comment.content, createdAt: comment.at })
      .returning({ id: propertyComments.id });
    if (comment.replies.length > 0) {
      await db.insert(propertyComments).values(comment.replies.map((reply) => ({
        propertyId, parentId: parent!.id, userId: userIds.get(reply.user)!, content: reply.content, createdAt: reply.at,
      })));
    }
    comments += 1 + comment.replies.length;
  }
  if (activity.clipComments.length > 0) {
    await db.insert(clipComments).values(activity.clipComments.map((comment) => ({
      reelId: reelIds[comment.target]!, userId: userIds.get(comment.user)!, content: comment.content, createdAt: comment.at,
    })));
  }

  await insertDemoReviews(db, plan.people, userIds, plan.now);
  await insertDemoChats(db, userIds, plan.listings, propertyIds, plan.now);
  await insertDemoModeration(db, plan.people, userIds, plan.listings, propertyIds, plan.now);

  const events = notificationsFor(plan, userIds);
  const readBefore = plan.now.getTime() - 3 * DAY;
  await insertInChunks(events, (chunk) =>
    db.insert(notifications).values(chunk.map(({ at, ...event }) => ({ ...event, isRead: at.getTime() < readBefore, createdAt: at }))));

  return {
    users: plan.people.length,
    properties: plan.listings.length,
    photos: photoRows.length,
    reels: plan.reels.length,
    likes: activity.propertyLikes.length + activity.reelLikes.length,
    views: activity.propertyViews.length + activity.reelViews.length,
    comments: comments + activity.clipComments.length,
    notifications: events.length,
  };
}
