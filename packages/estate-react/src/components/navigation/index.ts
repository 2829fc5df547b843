/** The navigation components: search panels, notifications (panel, bell, live updates, tab title), tour and theme toggle. */
export {
  LiveNotifications,
  NotificationsBell,
  NotificationsBellView,
  NotificationsPanel,
  NotificationsPanelView,
  type LiveNotificationsProps,
  type NotificationsBellProps,
  type NotificationsBellViewProps,
  type NotificationsPanelProps,
  type NotificationsPanelViewProps,
} from './NotificationsPanel.js';
export {
  SEARCH_PANEL_STORAGE_KEYS,
  SearchPanel,
  SearchPanelView,
  type SearchPanelKind,
  type SearchPanelProps,
  type SearchPanelViewProps,
  type SearchPerson,
} from './SearchPanel.js';
export { SearchSlideOver, SearchSlideOverTitle, type SearchSlideOverProps } from './SearchSlideOver.js';
export { ThemeToggle, ThemeToggleView, type ThemeToggleProps, type ThemeToggleViewProps } from './ThemeToggle.js';
export { useRecentSearches } from './useRecentSearches.js';
export { titleWithCount, titleWithoutCount, useTabTitleCount } from './useTabTitleCount.js';
