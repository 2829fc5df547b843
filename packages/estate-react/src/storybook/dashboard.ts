/**
 * An agent dashboard for the stories and tests of states: the demo listings of `fixtures.ts` with
 * deterministic counts (a weekly rhythm and a slow rise), shaped as `GET /dashboard/` answers.
 */
import type { Dashboard, DashboardListing, DashboardMetric } from '@estate/sdk';
import { properties } from './fixtures.js';
import { forReceiver, viewingFixture } from './viewings.js';

const METRICS: DashboardMetric[] = ['views', 'likes', 'comments', 'chats', 'saves'];
const interestOf = (t: Record<DashboardMetric, number>) => t.likes + t.comments * 2 + t.chats * 3 + t.saves * 2;

/** `days` days up to 2026-11-22, each metric a day: views in the tens, the rest in ones. */
export function dashboardFixture(days = 30, options: { listings?: number; property?: number | null } = {}): Dashboard {
  const end = Date.UTC(2026, 10, 22);
  const dates = Array.from({ length: days }, (_, index) => new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
  const scale = { views: 24, likes: 4, comments: 2, chats: 1.4, saves: 1.1 };
  const wave = (metric: DashboardMetric, index: number, shift: number) => {
    const weekly = 1 + 0.45 * Math.sin(((index + shift) / 7) * 2 * Math.PI);
    const rise = 0.6 + (index / days) * 0.8;
    const jitter = ((index * 7919 + shift * 104_729) % 10) / 10;
    return Math.max(0, Math.round(scale[metric] * weekly * rise + jitter - 0.4));
  };
  const series = { dates, ...Object.fromEntries(METRICS.map((metric, shift) => [metric, dates.map((_, index) => wave(metric, index, shift))])) } as Dashboard['series'];
  const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
  const totals = { ...Object.fromEntries(METRICS.map((metric) => [metric, sum(series[metric])])), interest: 0 } as Dashboard['totals'];
  totals.interest = interestOf(totals);
  const previous = { ...Object.fromEntries(METRICS.map((metric, index) => [metric, Math.round(totals[metric] * (0.7 + index * 0.12))])), interest: 0 } as Dashboard['previous'];
  previous.interest = interestOf(previous);
  const count = options.listings ?? 6;
  const listings: DashboardListing[] = properties.slice(0, count).map((property, index) => {
    const share = (count - index) / ((count * (count + 1)) / 2);
    const counts = Object.fromEntries(METRICS.map((metric) => [metric, Math.round(totals[metric] * share)])) as Record<DashboardMetric, number>;
    return {
      id: property.id,
      slug: property.slug,
      title: property.title,
      cover_photo: property.cover_photo,
      city: property.city,
      price: Number(property.price),
      ...counts,
      interest: interestOf(counts),
    };
  });
  if (count === 0) {
    for (const metric of METRICS) series[metric] = series[metric].map(() => 0);
    for (const key of Object.keys(totals) as (keyof Dashboard['totals'])[]) totals[key] = previous[key] = 0;
  }
  return {
    days,
    since: dates[0]!,
    until: dates[days - 1]!,
    property: options.property ?? null,
    totals,
    previous,
    series,
    listings,
    top_listings: listings.filter((listing) => listing.interest > 0).slice(0, 5),
    // An accepted viewing, and a proposal waiting for the agent (issue 27).
    upcoming_viewings: count === 0 ? [] : [viewingFixture('accepted'), { ...forReceiver(viewingFixture('proposed', { id: 42 })), start: '2026-11-30T11:00:00.000Z', end: '2026-11-30T11:30:00.000Z' }],
  };
}
