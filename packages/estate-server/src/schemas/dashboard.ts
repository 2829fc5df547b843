import { Type } from 'typebox';
import { Nullable, RowId } from './common.js';
import { Viewing } from './viewing.js';

/** How many coming viewings the dashboard lists. */
export const DASHBOARD_VIEWINGS = 10;

/** The window a dashboard covers, in UTC days: the shortest, the longest and the default. */
export const DASHBOARD_MIN_DAYS = 7;
export const DASHBOARD_MAX_DAYS = 365;
export const DASHBOARD_DEFAULT_DAYS = 30;

/** The interest a listing draws, by what the metrics cost the visitor: a chat is worth more than a like. */
export const INTEREST_WEIGHTS = { likes: 1, comments: 2, chats: 3, saves: 2 } as const;

const interest = `likes×${INTEREST_WEIGHTS.likes} + comments×${INTEREST_WEIGHTS.comments} + chats×${INTEREST_WEIGHTS.chats} + saves×${INTEREST_WEIGHTS.saves}`;

export const DashboardQuery = Type.Object({
  days: Type.Optional(
    Type.Integer({ minimum: DASHBOARD_MIN_DAYS, maximum: DASHBOARD_MAX_DAYS, default: DASHBOARD_DEFAULT_DAYS, description: 'The window in UTC days, today included.' }),
  ),
  property: Type.Optional(RowId({ description: 'One of my listings: the totals and the series are then for it alone.' })),
});

const count = (description: string) => Type.Integer({ minimum: 0, description });

export const MetricTotals = Type.Object({
  views: count('People who opened the listing (one a viewer); the owner is not counted.'),
  likes: count('Likes given.'),
  comments: count('Comments and replies by others.'),
  chats: count('Signed-in people who opened a chat with the agent from the listing.'),
  saves: count('Times the listing matched someone\u2019s saved search.'),
  interest: count(`The interest score: ${interest}.`),
});

export const DashboardListing = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  cover_photo: Type.String(),
  city: Type.String(),
  price: Type.Number(),
  ...MetricTotals.properties,
});

const Series = Type.Array(Type.Integer({ minimum: 0 }));

export const Dashboard = Type.Object({
  days: Type.Integer(),
  since: Type.String({ format: 'date', description: 'The first UTC day of the window.' }),
  until: Type.String({ format: 'date', description: 'The last UTC day of the window (today).' }),
  property: Nullable(Type.Integer({ description: 'The listing the totals and the series are for; null for all.' })),
  totals: MetricTotals,
  previous: Type.Object(MetricTotals.properties, { description: 'The same totals over the `days` days before `since`.' }),
  series: Type.Object(
    { dates: Type.Array(Type.String({ format: 'date' })), views: Series, likes: Series, comments: Series, chats: Series, saves: Series },
    { description: 'One value a day for each metric, zero-filled, aligned with `dates`.' },
  ),
  listings: Type.Array(DashboardListing, { description: 'All my listings with their totals over the window, the most interest first.' }),
  top_listings: Type.Array(DashboardListing, { description: 'The listings with the most interest (at most 5, none without interest).' }),
  upcoming_viewings: Type.Array(Viewing, {
    description: `My coming viewings (accepted, and proposed awaiting an answer), soonest first, at most ${DASHBOARD_VIEWINGS}; of the one listing with \`property\`. Every viewing: \`GET /viewings/?role=owner\`.`,
  }),
});
