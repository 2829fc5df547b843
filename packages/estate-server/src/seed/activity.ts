import type { Random } from './random.js';

/** Something the seed shows as having happened, by usernames and list positions (ids come later). */
export interface Dated {
  at: Date;
}
export interface Like extends Dated {
  target: number;
  user: string;
}
export interface View extends Dated {
  target: number;
  /** A username, or an `ip:` viewer key for someone who was not signed in. */
  viewer: string;
}
export interface Reply extends Dated {
  user: string;
  content: string;
}
export interface Comment extends Dated {
  target: number;
  user: string;
  content: string;
  replies: Reply[];
}

export interface Activity {
  propertyLikes: Like[];
  propertyViews: View[];
  propertyComments: Comment[];
  reelLikes: Like[];
  reelViews: View[];
  clipComments: Comment[];
}

export interface Target {
  owner: string;
  createdAt: Date;
  /** Which question pool its comments draw from. */
  topic: 'home' | 'business' | 'industry' | 'land' | 'clip';
}

const QUESTIONS: Record<Target['topic'], string[]> = {
  home: [
    'Is the price negotiable?',
    'Is this still available? I would like to book a viewing this weekend.',
    'Does the compound have a borehole? Water is a big deal for us.',
    'How far is it from the nearest international school?',
    'Is the service charge included in the price?',
    'Are pets allowed?',
    'Does it come with parking for a second car?',
    'Beautiful home! Is there a backup generator?',
    'Can I pay in instalments?',
  ],
  business: [
    'What is the service charge per square metre?',
    'Is there a rent-free fit-out period?',
    'How many parking bays come with the space?',
    'Can the floor be split into two smaller units?',
    'Is the building already connected to fibre?',
  ],
  industry: [
    'What is the floor load rating?',
    'Can a 40-foot container truck turn in the yard?',
    'Is three-phase power already connected?',
    'How long is the minimum lease?',
    'Is the yard paved?',
  ],
  land: [
    'Is the title deed free of any charge or caveat?',
    'Has the land been surveyed recently? Are the beacons in place?',
    'Is there water and electricity on the boundary?',
    'Can it be subdivided?',
    'Is it leasehold or freehold?',
  ],
  clip: [
    'Lovely place!',
    'What is the asking price?',
    'Is this still available?',
    'Great video. Where exactly is this?',
    'I would love to view this, sending you a message.',
    'The finishing looks great.',
    'How many units are left?',
  ],
};

const ANSWERS = [
  'Yes, it is still available. Send me a message and we can book a time.',
  'There is some room for negotiation for a serious buyer. Let us talk.',
  'Yes, and the documents are ready to view at our office.',
  'Good question! I have sent you the details by message.',
  'Viewings are on Saturdays from 10am; I will keep a slot for you.',
  'Yes. I can share the site plan and the approvals on request.',
  'It is about ten minutes by car, a bit more at rush hour.',
  'All of that is included; I will message you the breakdown.',
];

const THANKS = [
  'Thank you, I have sent you a message.',
  'Great, see you on Saturday.',
  'Perfect, thanks for the quick reply!',
  'Noted. I will discuss with my family and get back to you.',
];

/** Mobile and home broadband prefixes seen in Kenya, for the views of people not signed in. */
const NETWORKS = ['41.90', '105.160', '197.248', '196.201', '102.68', '154.159'];

const between = (rng: Random, from: Date, to: Date) => new Date(from.getTime() + rng.next() * Math.max(0, to.getTime() - from.getTime()));

/** Comments lean towards the buyer account, so the buyer has replies to read when logging in. */
function commenter(rng: Random, people: string[], owner: string): string {
  const others = people.filter((username) => username !== owner);
  return rng.chance(0.3) && others.includes(people[0]!) ? people[0]! : rng.pick(others);
}

function viewsOf(rng: Random, target: number, item: Target, now: Date, signedIn: string[], anonymous: number): View[] {
  const keys = new Set(signedIn);
  while (keys.size < signedIn.length + anonymous) keys.add(`ip:${rng.pick(NETWORKS)}.${rng.int(0, 255)}.${rng.int(1, 254)}`);
  return [...keys].map((viewer) => ({ target, viewer, at: between(rng, item.createdAt, now) }));
}

/**
 * Who liked, viewed and commented on what. `people[0]` is the buyer account. Everyone who liked or
 * commented also viewed, so the counts stay believable.
 */
export function planActivity(rng: Random, people: string[], listings: Target[], reels: Target[], now: Date): Activity {
  const activity: Activity = { propertyLikes: [], propertyViews: [], propertyComments: [], reelLikes: [], reelViews: [], clipComments: [] };
  const plan = (items: Target[], likes: Like[], views: View[], comments: Comment[], likeRange: [number, number], commentChance: number) => {
    items.forEach((item, target) => {
      const others = people.filter((username) => username !== item.owner);
      const likers = rng.sample(others, rng.int(...likeRange));
      for (const user of likers) likes.push({ target, user, at: between(rng, item.createdAt, now) });
      const threads: Comment[] = [];
      if (rng.chance(commentChance)) {
        for (let n = rng.int(1, 3); n > 0; n--) {
          const user = commenter(rng, people, item.owner);
          const at = between(rng, item.createdAt, now);
          const replies: Reply[] = [];
          if (item.topic !== 'clip' && rng.chance(0.7)) {
            const answered = between(rng, at, now);
            replies.push({ user: item.owner, content: rng.pick(ANSWERS), at: answered });
            if (rng.chance(0.35)) replies.push({ user, content: rng.pick(THANKS), at: between(rng, answered, now) });
          }
          threads.push({ target, user, at, replies, content: rng.pick(QUESTIONS[item.topic]) });
        }
      }
      comments.push(...threads);
      const engaged = [...new Set([...likers, ...threads.map((thread) => thread.user), ...rng.sample(others, rng.int(0, 4))])];
      const anonymous = item.topic === 'clip' ? rng.int(20, 140) : rng.int(3, 70);
      views.push(...viewsOf(rng, target, item, now, engaged, anonymous));
    });
  };
  plan(listings, activity.propertyLikes, activity.propertyViews, activity.propertyComments, [0, 7], 0.5);
  plan(reels, activity.reelLikes, activity.reelViews, activity.clipComments, [2, 9], 0.9);
  return activity;
}

/** How many rows of `rows` are about each target, by target position. */
export function countByTarget(rows: { target: number }[], targets: number): number[] {
  const counts = new Array<number>(targets).fill(0);
  for (const row of rows) counts[row.target]! += 1;
  return counts;
}
