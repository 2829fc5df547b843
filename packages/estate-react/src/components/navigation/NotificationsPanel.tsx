'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import { formatRelativeTime, type Notification } from '@estate/sdk';
import { useLiveNotifications, useNotificationReads, useNotifications, useUnreadNotifications } from '@estate/sdk/react';
import { Bell, BellOff, CheckCheck } from '../../icons/index.js';
import { useEffect, useId, useRef, useState, type ElementType, type ReactNode } from 'react';
import { useTabTitleCount } from './useTabTitleCount.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { EstatePortal } from '../../primitives/EstatePortal.js';
import { AvatarSkeletonRows } from '../../primitives/Skeleton.js';
import { RetryButton } from '../shared/RetryBanner.js';

export interface NotificationsPanelViewProps {
  notifications: Notification[];
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  /** A notification was opened (its link is followed too): mark it read here. */
  onOpen?: (notification: Notification) => void;
  /** Shows 'Mark all read' while some are unread. */
  onMarkAllRead?: () => void;
  /** Where 'See all' leads (the page of all notifications); no 'See all' without it. */
  seeAllHref?: string;
  /** 'See all' was followed (a popover closes). */
  onSeeAll?: () => void;
  /** The moment relative times are counted from; now by default (fixed in stories and tests). */
  now?: Date | number;
  /** The heading element ('h2' by default). */
  titleAs?: ElementType;
  className?: string;
}

const SKELETON_ROWS = 4;

/** Who a notification is from: the username that starts its message, as the server words it. */
function actorOf(notification: Notification): string | undefined {
  return /^([\w.@+-]+)\s/.exec(notification.message)?.[1];
}

/**
 * The ids of the notifications that arrived while the list was shown (on top, not in its first
 * loaded state), to highlight them; a list shown again (a remount) starts with none.
 */
function useArrivals(notifications: Notification[], loading: boolean): { fresh: ReadonlySet<number>; latest: Notification | undefined } {
  const known = useRef<Set<number> | null>(null);
  const [arrivals, setArrivals] = useState<{ fresh: ReadonlySet<number>; latest: Notification | undefined }>({ fresh: new Set(), latest: undefined });
  useEffect(() => {
    if (loading) return;
    if (known.current === null) {
      known.current = new Set(notifications.map((item) => item.id));
      return;
    }
    const seen = known.current;
    const added = notifications.filter((item) => !seen.has(item.id));
    if (added.length === 0) return;
    for (const item of added) seen.add(item.id);
    setArrivals((current) => ({ fresh: new Set([...current.fresh, ...added.map((item) => item.id)]), latest: added[0] }));
  }, [notifications, loading]);
  return arrivals;
}

/**
 * The notifications list (spec §2 right sidebar): 'Notifications', each with photo, message and
 * time, or 'No new notifications'. Notifications that arrive while it is shown (live, or on a
 * refresh) come in on top with a short highlight (none with reduced motion) and are announced to
 * screen readers.
 */
export function NotificationsPanelView({ notifications, loading = false, error, onRetry, onOpen, onMarkAllRead, seeAllHref, onSeeAll, now, titleAs: Title = 'h2', className }: NotificationsPanelViewProps) {
  const t = useTranslate();
  const { components, intlLocale, messages } = useEstateUI();
  const Link = components.Link;
  const root = useRootProps('notifications-panel', 'est-surface', 'est-stack', className);
  const headingId = useId();
  const unread = notifications.filter((item) => !item.is_read).length;
  const { fresh, latest } = useArrivals(notifications, loading);
  const [markedAll, setMarkedAll] = useState(false);
  const heading = useRef<HTMLElement>(null);
  const markAllRead = () => {
    setMarkedAll(true);
    onMarkAllRead?.();
    // The button goes with the last unread one: the focus stays in the panel, on its heading.
    heading.current?.focus();
  };
  const announcement = markedAll && unread === 0 ? t('notificationsAllRead') : latest ? t('notificationArrived', { message: latest.message }) : '';

  return (
    <section {...root} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <p className="est-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <header className="est-notifications-header est-surface est-row est-gap-2">
        <Title ref={heading} id={headingId} tabIndex={-1} className="est-notifications-title est-text-lg est-bold">
          {t('notifications')}
        </Title>
        {unread > 0 && <span className="est-notifications-count est-text-center est-text-accent est-pill est-text-xs est-bold">{unread}</span>}
        {onMarkAllRead && unread > 0 && !loading && !error && (
          <button type="button" className="est-notifications-mark-all est-row est-gap-1 est-text-sm" onClick={markAllRead}>
            <CheckCheck size={16} aria-hidden />
            {t('notificationsMarkAllRead')}
          </button>
        )}
      </header>
      {error ? (
        <div className="est-notifications-error est-align-start est-stack est-gap-3">
          <Banner tone="danger">{t('notificationsFailed')}</Banner>
          <RetryButton onRetry={onRetry} size="sm" />
        </div>
      ) : loading ? (
        <ul className="est-notifications-list est-stack" aria-hidden>
          <AvatarSkeletonRows count={SKELETON_ROWS} className="est-notification est-align-start est-flex est-rounded est-relative est-gap-3" avatar={36} linesClassName="est-notification-text est-stack est-grow est-gap-1" lines={[['90%', 12], ['70%', 12], ['30%', 10]]} />
        </ul>
      ) : notifications.length === 0 ? (
        <EmptyState className="est-notifications-empty" icon={<BellOff size={22} />} title={t('noNotifications')} />
      ) : (
        <ul className="est-notifications-list est-stack">
          {notifications.map((notification) => {
            const body = (
              <>
                <Avatar src={notification.profile_photo} name={actorOf(notification)} size={36} />
                <span className="est-notification-text est-stack est-grow est-gap-1">
                  <span className="est-notification-message est-clip est-break est-text-sm">{notification.message}</span>
                  <time className="est-notification-time est-text-xs est-muted" dateTime={notification.created_at}>
                    {formatRelativeTime(notification.created_at, { now, locale: intlLocale, messages })}
                  </time>
                </span>
                {!notification.is_read && <span className="est-notification-dot est-absolute est-pill" aria-hidden />}
              </>
            );
            return (
              <li key={notification.id}>
                {notification.link ? (
                  <Link
                    href={notification.link}
                    className="est-notification est-align-start est-flex est-rounded est-relative est-gap-3"
                    data-unread={!notification.is_read || undefined}
                    data-fresh={fresh.has(notification.id) || undefined}
                    onClick={() => onOpen?.(notification)}
                  >
                    {body}
                  </Link>
                ) : (
                  <div className="est-notification est-align-start est-flex est-rounded est-relative est-gap-3" data-unread={!notification.is_read || undefined} data-fresh={fresh.has(notification.id) || undefined}>
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {seeAllHref && !error && (
        <footer className="est-notifications-footer est-surface">
          <Link href={seeAllHref} className="est-notifications-see-all est-row est-justify-center est-rounded est-text-sm est-bold" aria-label={t('notificationsSeeAllLabel')} onClick={onSeeAll}>
            {t('notificationsSeeAll')}
          </Link>
        </footer>
      )}
    </section>
  );
}

export interface NotificationsPanelProps {
  /**
   * How often to look for new notifications, in ms (off by default). Not needed where
   * `<LiveNotifications />` (or `useLiveNotifications`) is mounted: the list then updates itself.
   */
  refreshInterval?: number;
  /** Called after an opened notification is marked read. */
  onOpen?: (notification: Notification) => void;
  /**
   * Shows 'See all', to `paths.notifications()` (true, the default in a bell) or to this path; false
   * on the page of all notifications itself.
   */
  seeAll?: boolean | string;
  onSeeAll?: () => void;
  titleAs?: ElementType;
  className?: string;
}

/**
 * The signed-in user's notifications, connected through `useNotifications`: opening one marks it
 * read, and 'Mark all read' marks them all, at once in every list and count of every tab
 * (`useNotificationReads`; the server tells the other tabs and devices).
 */
export function NotificationsPanel({ refreshInterval, onOpen, seeAll = false, onSeeAll, titleAs, className }: NotificationsPanelProps) {
  const { paths } = useEstateUI();
  const { notifications, isLoading, error, mutate } = useNotifications(refreshInterval ? { swr: { refreshInterval } } : {});
  const { markRead, markAllRead } = useNotificationReads();
  return (
    <NotificationsPanelView
      notifications={notifications}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      onOpen={(notification) => {
        void markRead(notification);
        onOpen?.(notification);
      }}
      onMarkAllRead={() => void markAllRead()}
      seeAllHref={seeAll === true ? paths.notifications() : seeAll || undefined}
      onSeeAll={onSeeAll}
      titleAs={titleAs}
      className={className}
    />
  );
}

export interface NotificationsBellViewProps {
  /** How many are unread: a count on the bell ("9+" from 10 up), and in its name. */
  unread?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What the popover shows: `<NotificationsPanel />` when connected. */
  panel: ReactNode;
  /** Delay before hover opens and closes it, in ms. */
  hoverDelayMs?: number;
  className?: string;
}

const HOVER_CLOSE_DELAY_MS = 250;

/**
 * The bell of the top bar with its hover panel: it opens on hover, on keyboard focus and on click
 * (a click keeps it open until the next click, Escape or a click outside).
 */
export function NotificationsBellView({ unread = 0, open: openProp, onOpenChange, panel, hoverDelayMs = 120, className }: NotificationsBellViewProps) {
  const t = useTranslate();
  const { theme } = useEstateUI();
  const root = useRootProps('notifications-bell', 'est-relative', className);
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const reason = useRef<'hover' | 'focus' | 'click' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setOpen = (next: boolean, why: 'hover' | 'focus' | 'click' | null = null) => {
    clearTimeout(timer.current);
    reason.current = next ? why : null;
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const hoverOpen = () => {
    clearTimeout(timer.current);
    if (open) return;
    timer.current = setTimeout(() => setOpen(true, 'hover'), hoverDelayMs);
  };
  const hoverClose = () => {
    clearTimeout(timer.current);
    if (!open || reason.current === 'click' || reason.current === 'focus') return;
    timer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const label = unread > 0 ? t('notificationsUnread', { count: unread }) : t('notifications');
  return (
    <span {...root}>
      <RadixPopover.Root
        open={open}
        onOpenChange={(next) => setOpen(next, 'click')}
      >
        <RadixPopover.Trigger asChild>
          <button
            type="button"
            className="est-icon-button est-notifications-trigger est-relative"
            data-variant="ghost"
            aria-label={label}
            title={t('notifications')}
            onPointerEnter={(event) => event.pointerType === 'mouse' && hoverOpen()}
            onPointerLeave={(event) => event.pointerType === 'mouse' && hoverClose()}
            onFocus={(event) => {
              if (!open && event.currentTarget.matches(':focus-visible')) setOpen(true, 'focus');
            }}
            onClick={(event) => {
              // A click on a bell that hover or focus opened pins it open instead of closing it.
              if (open && reason.current !== 'click') {
                event.preventDefault();
                clearTimeout(timer.current);
                reason.current = 'click';
              }
            }}
          >
            <Bell size={20} aria-hidden />
          </button>
        </RadixPopover.Trigger>
        {/* Beside the button, not in it: the count is in the button's name already. */}
        {unread > 0 && (
          <span className="est-notifications-badge est-absolute est-text-center est-pill est-bold" aria-hidden>
            {unread > 9 ? '9+' : unread}
          </span>
        )}
        <EstatePortal part={RadixPopover.Portal} name="popover-layer">
          <RadixPopover.Content
            className="est-root est-popover est-notifications-popover"
            data-theme={theme}
            side="bottom"
            align="end"
            sideOffset={8}
            collisionPadding={12}
            aria-label={t('notifications')}
            onPointerEnter={hoverOpen}
            onPointerLeave={hoverClose}
            onOpenAutoFocus={(event) => {
              // Hovering must not move the focus; a click or the keyboard takes it into the panel.
              if (reason.current === 'hover') event.preventDefault();
            }}
          >
            {panel}
          </RadixPopover.Content>
        </EstatePortal>
      </RadixPopover.Root>
    </span>
  );
}

export interface NotificationsBellProps {
  refreshInterval?: number;
  /** Where the panel's 'See all' leads: `paths.notifications()` by default, false for none. */
  seeAll?: boolean | string;
  className?: string;
}

/**
 * The bell, connected: the unread count (live where `<LiveNotifications />` is mounted, else that of
 * the first page of `useNotifications`), the panel in its popover.
 */
export function NotificationsBell({ refreshInterval, seeAll = true, className }: NotificationsBellProps) {
  useNotifications(refreshInterval ? { swr: { refreshInterval } } : {});
  const unread = useUnreadNotifications();
  const [open, setOpen] = useState(false);
  // Following a notification or 'See all' leaves the popover behind: it closes.
  const close = () => setOpen(false);
  return (
    <NotificationsBellView
      unread={unread}
      open={open}
      onOpenChange={setOpen}
      panel={<NotificationsPanel refreshInterval={refreshInterval} seeAll={seeAll} onOpen={close} onSeeAll={close} />}
      className={className}
    />
  );
}

export interface LiveNotificationsProps {
  /** Puts the unread count before the page title, as "(3) Estate" (off by default). */
  tabTitle?: boolean;
}

/**
 * Keeps the signed-in user's notifications live for everything below and beside it (the bell's
 * count, the panels, the lists): mount it once, in the layout. It opens one events socket a
 * browser (see `useLiveNotifications`) for registered users only, and renders nothing.
 */
export function LiveNotifications({ tabTitle = false }: LiveNotificationsProps) {
  useLiveNotifications();
  const unread = useUnreadNotifications();
  useTabTitleCount(tabTitle ? unread : 0);
  return null;
}
