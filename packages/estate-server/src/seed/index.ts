import type { Db } from '../db/connect.js';
import { diskStore } from '../media/disk-store.js';
import type { VariantMaker } from '../lib/variant-maker.js';
import type { MediaStore } from '../media/store.js';
import { users } from '../db/schema.js';
import { planActivity, type Target } from './activity.js';
import { type DemoPlan, insertDemo, type SeedCounts } from './insert.js';
import { planListings, slugify } from './listings.js';
import { SeedMedia } from './media.js';
import { DEMO_PEOPLE } from './people.js';
import { avatarPhoto, type Building, listingPhoto } from './pictures.js';
import { Random } from './random.js';
import { DEMO_REELS } from './reels.js';

export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_PEOPLE } from './people.js';
export type { SeedCounts } from './insert.js';

/** The same number gives the same demo every run. */
const DEMO_SEED = 20_260_101;
export const DEMO_LISTING_COUNT = 64;
const DAY = 24 * 3600 * 1000;

export interface SeedOptions {
  db: Db;
  /** The media store the demo pictures and clips go to (`app.storage.store`)... */
  store?: MediaStore;
  /** ...or a media folder on disk (as before the store could be S3). */
  mediaRoot?: string;
  /**
   * Makes each picture's resized variants as it is written: given (`app.storage.variants`) when
   * media are served from `MEDIA_PUBLIC_URL`, which cannot make one when asked. Without it they
   * are made on demand by the media route.
   */
  variants?: VariantMaker;
  /** The moment the demo's dates count back from; now by default. */
  now?: Date;
}

export type SeedResult = { seeded: true; counts: SeedCounts } | { seeded: false; reason: string };

export const NOT_EMPTY_REASON = 'The database already has users, so the demo data was not added (it only goes into an empty database).';

/** True while nobody has an account, the one state the demo data may be added to. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  return !anyone;
}

const TOPIC: Record<Building, Target['topic']> = {
  Apartment: 'home', House: 'home', Office: 'business', Commercial: 'business', Warehouse: 'industry', Other: 'land',
};

/**
 * Fills an empty database with the demo marketplace: a dozen people of every role, listings in
 * Kenya and abroad with drawn photos, clips with their videos, likes, views, comments and
 * notifications. Pictures are written under `<media root>/seed/`; the rows go in one transaction.
 * A database that already has users is left alone.
 */
export async function seedDemoData({ db, store, mediaRoot, variants, now = new Date() }: SeedOptions): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false, reason: NOT_EMPTY_REASON };
  const rng = new Random(DEMO_SEED);
  const listings = planListings(rng, now, DEMO_LISTING_COUNT);
  const media = new SeedMedia(store ?? diskStore(mediaRoot ?? missingStore()), variants);

  const avatars: string[] = [];
  for (const person of DEMO_PEOPLE) {
    // The moderator's avatar has a fixed seed, so adding them left every other seeded picture and slug as it was.
    const seed = person.moderator ? 1_302_026 : rng.int(1, 2 ** 31 - 1);
    avatars.push(await media.write(`avatars/${person.username}.png`, avatarPhoto(seed, person.gender === 'Female' ? 'long' : 'short')));
  }
  const covers: string[] = [];
  const photos: string[][] = [];
  for (const listing of listings) {
    const building = listing.propertyType as Building;
    const folder = `properties/${listing.slug}`;
    covers.push(await media.write(`${folder}/cover.png`, listingPhoto(building, 'front', listing.pictureSeed, listing.totalFloors)));
    const extra: string[] = [];
    for (const [position, shot] of listing.shots.entries()) {
      extra.push(await media.write(`${folder}/photo-${position + 1}.png`, listingPhoto(building, shot, listing.pictureSeed + position + 1, listing.totalFloors)));
    }
    photos.push(extra);
  }
  const reels = [];
  for (const reel of DEMO_REELS) {
    reels.push({
      ...reel,
      slug: `${slugify(reel.title)}-${rng.hex(6)}`,
      video: await media.copyVideo(reel.file),
      createdAt: new Date(now.getTime() - rng.between(0.2, 45) * DAY),
    });
  }

  const activity = planActivity(
    rng,
    // The moderator stays out of the likes and comments: they work the queue.
    DEMO_PEOPLE.filter((person) => !person.moderator).map((person) => person.username),
    listings.map((listing) => ({ owner: listing.owner, createdAt: listing.createdAt, topic: TOPIC[listing.propertyType as Building] })),
    reels.map((reel) => ({ owner: reel.owner, createdAt: reel.createdAt, topic: 'clip' as const })),
    now,
  );
  const plan: DemoPlan = { now, people: DEMO_PEOPLE, avatars, listings, covers, photos, reels, activity };
  const counts = await db.transaction((tx) => insertDemo(tx as unknown as Db, plan));
  return { seeded: true, counts };
}

function missingStore(): never {
  throw new Error('seedDemoData needs a media store (store) or a media folder (mediaRoot)');
}
