/** AgentDashboard (ours, beyond the spec): an agent's listings over time, by listing, and the top ones. */
export const en = {
  dashboardTitle: 'Dashboard',
  /** Template: `{count}` is a number of days. */
  dashboardSubtitle: 'How people responded to your listings in the last {count} days, compared with the {count} days before',
  dashboardRange: 'Period',
  /** Template: `{count}` is a number of days. */
  dashboardDays: '{count} days',
  /** Template: `{count}` is a number of days. */
  dashboardLastDays: 'Last {count} days',
  dashboardListing: 'Listing',
  dashboardAllListings: 'All listings',
  dashboardViews: 'Views',
  dashboardLikes: 'Likes',
  dashboardComments: 'Comments',
  dashboardChats: 'Chats started',
  dashboardSaves: 'Saves',
  dashboardInterest: 'Interest',
  dashboardMetrics: 'Metric to chart',
  /** Template: `{change}` is a signed percentage, `{count}` a number of days. */
  dashboardChange: '{change} vs previous {count} days',
  /** Shown when the previous period had none. Template: `{count}`. */
  dashboardChangeNew: 'New vs previous {count} days',
  /** Template: `{count}`. */
  dashboardChangeNone: 'Same as previous {count} days',
  /** The tile's short form of `dashboardChangeNew`. */
  dashboardNew: 'New',
  /** The tile's short form of `dashboardChangeNone`. */
  dashboardSame: 'No change',
  /** The chart's accessible name. Template: `{metric}`, `{count}` days, `{total}`. */
  dashboardChartLabel: '{metric} per day over the last {count} days: {total} in all',
  /** Template: `{metric}`. */
  dashboardPerDay: '{metric} per day',
  /** The value under the cursor. Template: `{date}`, `{value}`. */
  dashboardReadout: '{date}: {value}',
  /** Above the chart when the cursor is away. Template: `{from}`, `{to}` are dates. */
  dashboardRangeDates: '{from} – {to}',
  dashboardChartLoading: 'Loading the chart…',
  dashboardByListing: 'By listing',
  /** Template: `{count}` is a number of days. */
  dashboardByListingCaption: 'Each listing over the last {count} days, the most interest first',
  dashboardTopListings: 'Top listings',
  dashboardInterestRule: 'Interest = likes + comments × 2 + chats × 3 + saves × 2',
  dashboardNoInterest: 'No likes, comments, chats or saves in this period yet.',
  /** Template: `{title}`. */
  dashboardChartListing: 'Chart {title}',
  /** Template: `{score}`. */
  dashboardScore: '{score} interest',
  dashboardEmptyTitle: 'No listings yet',
  dashboardEmptyBody: 'Post a property: its views, likes, comments, chats and saves will show here, day by day.',
  dashboardError: 'The dashboard could not be loaded.',
  dashboardUpdating: 'Updating…',
  /** Shown to buyers and sellers. */
  dashboardAgentsOnly: 'The dashboard is for agents and top agents.',
};
