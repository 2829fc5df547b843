import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { memoryStorage } from '@estate/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agents, notifications } from '../../storybook/fixtures.js';
import { NotificationsPanelView } from './NotificationsPanel.js';
import { SearchPanel, SearchPanelView } from './SearchPanel.js';
import { ThemeToggle } from './ThemeToggle.js';
import { Tour, TOUR_STEP_IDS, useDefaultTourSteps } from './Tour.js';
import { offlineClient } from '../../testing/offline-client.js';

afterEach(cleanup);


const noop = () => undefined;

describe('SearchPanelView', () => {
  const base = { kind: 'users' as const, query: '', onQueryChange: noop, onSubmit: noop, onClearRecent: noop, onSelect: noop, results: undefined };

  it("shows 'No recent searches' and no Clear All when the list is empty", () => {
    render(<SearchPanelView {...base} recent={[]} />);
    expect(screen.getByText('No recent searches')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull();
  });

  it('links results to their profile and reports the pick', () => {
    const onSelect = vi.fn();
    render(<SearchPanelView {...base} query="gr" recent={[]} results={agents.slice(0, 2)} onSelect={onSelect} />);
    const link = screen.getByRole('link', { name: new RegExp(agents[0]!.full_name) });
    expect(link.getAttribute('href')).toBe(`/profile/${agents[0]!.username}/`);
    fireEvent.click(link);
    expect(onSelect).toHaveBeenCalledWith(agents[0]);
  });

  it("titles the agents panel 'Recent Searches' and uses 'Search Agent ...'", () => {
    render(<SearchPanelView {...base} kind="agents" recent={['Nairobi']} />);
    expect(screen.getByRole('heading', { name: 'Recent Searches' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search Agent ...')).toBeTruthy();
  });

  it("says 'No results found.' when a search finds nobody", () => {
    render(<SearchPanelView {...base} query="zzz" recent={[]} results={[]} />);
    expect(screen.getAllByText('No results found.').length).toBeGreaterThan(0);
  });
});

describe('SearchPanel recent list', () => {
  function open(kind: 'users' | 'agents', storage = memoryStorage()) {
    const setup = offlineClient({ storage });
    render(<SearchPanel kind={kind} defaultOpen />, { wrapper: setup.wrapper });
    return { ...setup, panel: within(screen.getByRole('dialog')), box: screen.getByRole('searchbox') };
  }

  it('stores a submitted text at the front of recentUsers, without duplicates', () => {
    const { panel, box, storage } = open('users');
    for (const text of ['Kilimani', 'Grace', '  Kilimani ']) {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.submit(box.closest('form')!);
    }
    expect(JSON.parse(storage.getItem('recentUsers')!)).toEqual(['Kilimani', 'Grace']);
    const items = within(panel.getByRole('region', { name: 'Recent' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Kilimani', 'Grace']);
  });

  it('empties the list and its storage with Clear All', () => {
    const storage = memoryStorage({ recentAgents: JSON.stringify(['Nairobi', { username: 'grace_achieng', full_name: 'Grace Achieng', profile_photo: null }]) });
    const { panel } = open('agents', storage);
    expect(panel.getByRole('link', { name: /Grace Achieng/ })).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Clear All' }));
    expect(storage.getItem('recentAgents')).toBeNull();
    expect(panel.getByText('No recent searches')).toBeTruthy();
  });

  it('picking a recent person moves them to the front and closes the panel', () => {
    const people = [
      { username: 'a_one', full_name: 'A One', profile_photo: null },
      { username: 'b_two', full_name: 'B Two', profile_photo: null },
    ];
    const storage = memoryStorage({ recentUsers: JSON.stringify(people) });
    const { panel } = open('users', storage);
    fireEvent.click(panel.getByRole('link', { name: /B Two/ }));
    expect(JSON.parse(storage.getItem('recentUsers')!).map((entry: { username: string }) => entry.username)).toEqual(['b_two', 'a_one']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    open('users');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('NotificationsPanelView', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('lists each notification with its message, time and link', () => {
    render(<NotificationsPanelView notifications={notifications} now={now} />);
    const first = screen.getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe(notifications[0]!.link);
    expect(first.textContent).toContain(notifications[0]!.message);
    expect(within(first).getByText('2 hours ago')).toBeTruthy();
  });

  it("says 'No new notifications' when there are none", () => {
    render(<NotificationsPanelView notifications={[]} />);
    expect(screen.getByText('No new notifications')).toBeTruthy();
  });

  it('offers Try again when loading failed', () => {
    const onRetry = vi.fn();
    render(<NotificationsPanelView notifications={[]} error={new Error('x')} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('NotificationsPanelView actions', () => {
  const unread = notifications.map((item, index) => ({ ...item, is_read: index > 1 }));

  it("offers 'Mark all read' while some are unread, keeps the focus in the panel, and announces it", () => {
    const onMarkAllRead = vi.fn();
    const { rerender } = render(<NotificationsPanelView notifications={unread} onMarkAllRead={onMarkAllRead} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications' }));
    rerender(<NotificationsPanelView notifications={unread.map((item) => ({ ...item, is_read: true }))} onMarkAllRead={onMarkAllRead} />);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('All notifications marked read.');
  });

  it("has no 'Mark all read' when all are read or nobody handles it", () => {
    render(<NotificationsPanelView notifications={unread} />);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    cleanup();
    render(<NotificationsPanelView notifications={unread.map((item) => ({ ...item, is_read: true }))} onMarkAllRead={noop} />);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it("links 'See all' to the page of all notifications, and reports the opened one", () => {
    const onSeeAll = vi.fn();
    const onOpen = vi.fn();
    render(<NotificationsPanelView notifications={unread} seeAllHref="/notifications" onSeeAll={onSeeAll} onOpen={onOpen} />);
    const seeAll = screen.getByRole('link', { name: 'See all notifications' });
    expect(seeAll.getAttribute('href')).toBe('/notifications');
    expect(seeAll.textContent).toBe('See all');
    fireEvent.click(seeAll);
    expect(onSeeAll).toHaveBeenCalledOnce();
    fireEvent.click(screen.getAllByRole('link')[0]!);
    expect(onOpen).toHaveBeenCalledWith(unread[0]);
  });
});

describe('search slide-over focus', () => {
  it.each(['users', 'agents'] as const)('puts the focus in the %s search box when it opens, so typing goes there', (kind) => {
    const { wrapper } = offlineClient();
    render(<SearchPanel kind={kind} defaultOpen />, { wrapper });
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });
});

describe('ThemeToggle', () => {
  // jsdom has no matchMedia: with nothing saved, the theme is light, as for a visitor with no preference.
  it('toggles light and dark, saves it under theme, and relabels itself', () => {
    const { storage, wrapper } = offlineClient();
    render(<ThemeToggle />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(storage.getItem('theme')).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(storage.getItem('theme')).toBe('light');
  });

  it('puts the class on <html> only with applyToDocument', () => {
    const { wrapper } = offlineClient();
    const { unmount } = render(<ThemeToggle />, { wrapper });
    expect(document.documentElement.classList.contains('light')).toBe(false);
    unmount();
    render(<ThemeToggle applyToDocument />, { wrapper });
    expect(document.documentElement.classList.contains('light')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    document.documentElement.classList.remove('light', 'dark');
  });
});

describe('Tour', () => {
  it("has the spec's ten steps on [data-tour] targets, each with a title and text in both languages", () => {
    function Steps() {
      const steps = useDefaultTourSteps();
      return <ol>{steps.map((step) => <li key={step.id}>{`${String(step.target)}|${String(step.title)}|${String(step.content)}`}</li>)}</ol>;
    }
    render(<Steps />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent!.split('|'));
    expect(TOUR_STEP_IDS).toEqual(['home', 'explore', 'search', 'agents', 'clips', 'chat', 'create', 'profile', 'about', 'logout']);
    expect(items.map(([target]) => target)).toEqual(TOUR_STEP_IDS.map((id) => `[data-tour="${id}"]`));
    expect(items.every(([, title, body]) => title && body && title !== body)).toBe(true);
  });

  it('Skip Tour hides the intro for good: tourCompleted is stored', () => {
    const { storage, wrapper } = offlineClient();
    const { unmount } = render(<Tour />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Skip Tour' }));
    expect(storage.getItem('tourCompleted')).toBe('true');
    expect(storage.getItem('runTour')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Start Tour' })).toBeNull();
    unmount();
    render(<Tour />, { wrapper });
    expect(screen.queryByRole('button', { name: 'Start Tour' })).toBeNull();
  });

  it('Start Tour stores runTour and leaves the intro', () => {
    const { storage, wrapper } = offlineClient();
    render(<Tour />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Start Tour' }));
    expect(storage.getItem('runTour')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Start Tour' })).toBeNull();
  });
});
