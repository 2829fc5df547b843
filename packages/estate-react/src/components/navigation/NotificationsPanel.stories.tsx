import type { Meta, StoryObj } from '@storybook/react-vite';
import { EstateError } from '@estate/sdk';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { notifications } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { useEffect, useState } from 'react';
import { NotificationsBell, NotificationsBellView, NotificationsPanel, NotificationsPanelView, type NotificationsPanelViewProps } from './NotificationsPanel.js';
import { framed } from '../shared/story-helpers.js';

/** The fixtures were captured on this day: times read the same in every run. */
const NOW = new Date('2026-11-22T12:00:00Z');

/**
 * The notifications list of the right sidebar (spec §2) and the top bar's bell that shows it on
 * hover, focus or click.
 *
 * ```tsx
 * <NotificationsPanel refreshInterval={60_000} />   // in a sidebar
 * <NotificationsBell />                            // in the top bar: bell + unread count + popover
 * ```
 */
const meta = {
  title: 'Navigation/NotificationsPanel',
  component: NotificationsPanelView,
  args: { notifications, now: NOW, onRetry: fn() },
  decorators: [
    (Story, { parameters }) =>
      parameters.bare ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 384, border: '1px solid var(--est-border)', borderRadius: 16, overflow: 'hidden' }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof NotificationsPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell at the right of a top bar, with room below for its popover. */
const inTheTopBar = framed({ display: 'flex', justifyContent: 'flex-end', maxWidth: 720, minHeight: 560 });


export const WithNotifications: Story = {};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No new notifications')).toBeVisible();
  },
};

export const Loading: Story = { args: { notifications: [], loading: true } };

export const Failed: Story = {
  args: { notifications: [], error: new EstateError('Network error. Please check your connection and try again.', 'network') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const LightTheme: Story = { globals: { theme: 'light' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** With the connected panel's actions: 'Mark all read' while some are unread, and 'See all' at its foot. */
export const WithActions: Story = {
  args: { onMarkAllRead: fn(), seeAllHref: '/notifications', onSeeAll: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/notifications');
  },
};

/** The bell's popover with its actions, as a click leaves it open. */
export const BellOpenWithActions: Story = {
  parameters: { bare: true },
  decorators: [inTheTopBar],
  args: { seeAllHref: '/notifications', onMarkAllRead: fn() },
  render: (args) => <NotificationsBellView unread={args.notifications.filter((item) => !item.is_read).length} open panel={<NotificationsPanelView {...args} />} />,
};

export const BellOpenWithActionsPhone: Story = { ...BellOpenWithActions, globals: { viewport: { value: 'phone' } } };

/** The bell with the panel open, as a click leaves it. */
export const BellOpen: Story = {
  parameters: { bare: true },
  decorators: [inTheTopBar],
  render: (args) => <NotificationsBellView unread={args.notifications.filter((item) => !item.is_read).length} open panel={<NotificationsPanelView {...args} />} />,
};

/** What the events socket delivers while the panel is open: a like, a moment after it shows. */
const ARRIVAL = {
  ...notifications[0]!,
  id: 90_001,
  kind: 'property_like',
  message: 'wanjiru_m liked your property "Garden flat in Kilimani"',
  link: '/property/garden-flat-in-kilimani/',
  is_read: false,
  created_at: NOW.toISOString(),
};

/** The panel and bell as live notifications move them: the arrival comes in on top, highlighted, and the count goes up. */
function LiveArrivalDemo(args: NotificationsPanelViewProps) {
  const [items, setItems] = useState(args.notifications);
  useEffect(() => {
    const timer = setTimeout(() => setItems((current) => [ARRIVAL, ...current]), 600);
    return () => clearTimeout(timer);
  }, []);
  return <NotificationsBellView unread={items.filter((item) => !item.is_read).length} open panel={<NotificationsPanelView {...args} notifications={items} />} />;
}

/**
 * A notification arriving live (`<LiveNotifications />` puts it in the cache; here it is simulated):
 * it slides in on top with a highlight that fades (a still tint with reduced motion), is announced
 * to screen readers, and the bell's count goes up.
 */
export const LiveArrival: Story = {
  parameters: { bare: true },
  decorators: [inTheTopBar],
  render: (args) => <LiveArrivalDemo {...args} />,
  play: async ({ canvas, args }) => {
    const unreadBefore = args.notifications.filter((item) => !item.is_read).length;
    await expect(await canvas.findByRole('button', { name: `Notifications (${unreadBefore} unread)` })).toBeVisible();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const arrived = await within(panel).findByRole('link', { name: /wanjiru_m liked your property/ }, { timeout: 4000 });
    await expect(within(panel).getAllByRole('link')[0]).toBe(arrived);
    await expect(arrived).toHaveAttribute('data-fresh');
    await expect(within(panel).getByRole('status')).toHaveTextContent('New notification: wanjiru_m liked your property');
    await expect(canvas.getByRole('button', { name: `Notifications (${unreadBefore + 1} unread)` })).toBeVisible();
  },
};

/* ---------- Behaviour against the real server ---------- */

export const LoadsLive: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <NotificationsPanel />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const items = await waitFor(() => {
      const found = canvas.getAllByRole('link');
      expect(found.length).toBeGreaterThan(0);
      return found;
    }, { timeout: 5000 });
    await expect(items[0]).toHaveTextContent(/replied to your comment|liked|commented|sent you a message/);
  },
};

const buyer = asUser('buyer@estate.demo');

export const BellLive: Story = {
  loaders: buyer.loaders,
  parameters: { bare: true },
  // The signed-in provider goes around the frame (story decorators listed later wrap earlier ones).
  decorators: [framed({ display: 'flex', justifyContent: 'flex-end', maxWidth: 720 }), ...buyer.decorators],
  render: () => <NotificationsBell />,
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: /Notifications \(\d+ unread\)/ }, { timeout: 8000 });
    // Hover opens it without taking the focus.
    await userEvent.hover(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(await within(panel).findAllByRole('link')).not.toHaveLength(0);
    // A click pins it; Escape closes it.
    await userEvent.click(bell);
    await userEvent.unhover(bell);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  },
};
