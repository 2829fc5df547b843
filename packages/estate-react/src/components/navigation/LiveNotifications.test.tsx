import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '../../storybook/fixtures.js';
import { LiveNotifications, NotificationsPanelView } from './NotificationsPanel.js';
import { titleWithCount, titleWithoutCount, useTabTitleCount } from './useTabTitleCount.js';
import { offlineClient } from '../../testing/offline-client.js';

afterEach(() => {
  cleanup();
  document.title = '';
});

const now = new Date('2026-11-22T12:00:00Z');
const arrival = { ...notifications[0]!, id: 9_001, message: 'wanjiru liked your property "Loft in Westlands"', is_read: false, created_at: now.toISOString() };

describe('NotificationsPanelView, live', () => {
  it('highlights and announces what arrives while it is shown, not what it first loaded with', () => {
    const { rerender } = render(<NotificationsPanelView notifications={notifications} now={now} />);
    const rows = () => screen.getAllByRole('link');
    expect(rows().some((row) => row.hasAttribute('data-fresh'))).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');

    rerender(<NotificationsPanelView notifications={[arrival, ...notifications]} now={now} />);
    expect(rows()[0]!.textContent).toContain('wanjiru liked your property');
    expect(rows()[0]!.hasAttribute('data-fresh')).toBe(true);
    expect(rows()[0]!.hasAttribute('data-unread')).toBe(true);
    expect(rows().filter((row) => row.hasAttribute('data-fresh'))).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe(`New notification: ${arrival.message}`);
    expect(screen.getByText(String(notifications.filter((item) => !item.is_read).length + 1))).toBeTruthy();
  });

  it('counts nothing as arrived while the first page is still loading', () => {
    const { rerender } = render(<NotificationsPanelView notifications={[]} loading now={now} />);
    rerender(<NotificationsPanelView notifications={notifications} now={now} />);
    expect(screen.getAllByRole('link').some((row) => row.hasAttribute('data-fresh'))).toBe(false);
  });
});

describe('useTabTitleCount', () => {
  it('puts the count before the title, keeps it there when a page sets its own, and takes it off', async () => {
    document.title = 'Estate';
    const { rerender, unmount } = renderHook(({ count }) => useTabTitleCount(count), { initialProps: { count: 3 } });
    expect(document.title).toBe('(3) Estate');
    document.title = 'Explore · Estate';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('(3) Explore · Estate');
    rerender({ count: 120 });
    expect(document.title).toBe('(99+) Explore · Estate');
    rerender({ count: 0 });
    expect(document.title).toBe('Explore · Estate');
    rerender({ count: 1 });
    unmount();
    expect(document.title).toBe('Explore · Estate');
  });

  it('formats and strips the count', () => {
    expect(titleWithCount('(2) Estate', 5)).toBe('(5) Estate');
    expect(titleWithCount('Estate', 0)).toBe('Estate');
    expect(titleWithoutCount('(99+) Inbox')).toBe('Inbox');
    expect(titleWithoutCount('(note) Inbox')).toBe('(note) Inbox');
  });
});

describe('LiveNotifications', () => {
  it('renders nothing and leaves the title alone for a visitor', () => {
    document.title = 'Estate';
    const { container } = render(<LiveNotifications tabTitle />, { wrapper: offlineClient().wrapper });
    expect(container.textContent).toBe('');
    expect(document.title).toBe('Estate');
  });
});
