import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { dashboardFixture } from '../../storybook/dashboard.js';
import { AgentDashboardView } from './AgentDashboard.js';

/**
 * jsdom has no canvas, so uPlot itself cannot draw here: it is replaced by a stand-in that records
 * what it was given. The real chart is drawn in Chromium by the stories' play tests.
 */
const charts = vi.hoisted(() => [] as { data: number[][]; destroyed: boolean; label?: string }[]);
vi.mock('uplot', () => ({
  default: class {
    record: { data: number[][]; destroyed: boolean; label?: string };
    constructor(opts: { series: { label?: string }[] }, data: number[][]) {
      this.record = { data, destroyed: false, label: opts.series[1]?.label };
      charts.push(this.record);
    }
    setData(data: number[][]) {
      this.record.data = data;
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

afterEach(() => {
  cleanup();
  charts.length = 0;
});

const dashboard = dashboardFixture(30);

describe('AgentDashboardView', () => {
  it('shows a tile a metric with its total and its change over the previous period', () => {
    render(<AgentDashboardView dashboard={dashboard} days={30} propertyId={null} />);
    const tiles = within(screen.getByRole('group', { name: 'Metric to chart' })).getAllByRole('button');
    expect(tiles.map((tile) => tile.querySelector('.est-dashboard-tile-label')!.textContent)).toEqual(['Views', 'Likes', 'Comments', 'Chats started', 'Saves']);
    expect(tiles[0]!.textContent).toContain(dashboard.totals.views.toLocaleString('en-US'));
    const change = Math.round(((dashboard.totals.views - dashboard.previous.views) / dashboard.previous.views) * 100);
    expect(tiles[0]!.textContent).toContain(`+${change}% vs previous 30 days`);
    expect(tiles[0]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('draws the chosen metric with uPlot (loaded on demand) and charts another when its tile is chosen', async () => {
    const onMetricChange = vi.fn();
    const { rerender } = render(<AgentDashboardView dashboard={dashboard} days={30} propertyId={null} onMetricChange={onMetricChange} />);
    expect(screen.getByRole('status', { name: 'Loading the chart…' })).toBeTruthy();
    await waitFor(() => expect(charts).toHaveLength(1));
    expect(charts[0]!.label).toBe('Views');
    expect(charts[0]!.data[1]).toEqual(dashboard.series.views);
    expect(charts[0]!.data[0]![0]).toBe(Date.parse(`${dashboard.since}T00:00:00Z`) / 1000);
    expect(screen.getByRole('img', { name: `Views per day over the last 30 days: ${dashboard.totals.views.toLocaleString('en-US')} in all` })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Likes/ }));
    expect(onMetricChange).toHaveBeenCalledWith('likes');
    rerender(<AgentDashboardView dashboard={dashboard} days={30} propertyId={null} metric="likes" />);
    await waitFor(() => expect(charts).toHaveLength(2));
    expect(charts[0]!.destroyed).toBe(true);
    expect(charts[1]!.data[1]).toEqual(dashboard.series.likes);
  });

  it('switches the range and the listing', () => {
    const onDaysChange = vi.fn();
    const onPropertyChange = vi.fn();
    render(<AgentDashboardView dashboard={dashboard} days={30} propertyId={null} onDaysChange={onDaysChange} onPropertyChange={onPropertyChange} />);
    const range = screen.getByRole('group', { name: 'Period' });
    expect(within(range).getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(range).getByRole('button', { name: '7 days' }));
    expect(onDaysChange).toHaveBeenCalledWith(7);

    const picker = screen.getByRole('combobox', { name: 'Listing' });
    expect(within(picker).getAllByRole('option')).toHaveLength(dashboard.listings.length + 1);
    fireEvent.change(picker, { target: { value: String(dashboard.listings[1]!.id) } });
    expect(onPropertyChange).toHaveBeenCalledWith(dashboard.listings[1]!.id);
    fireEvent.click(screen.getByRole('button', { name: `Chart ${dashboard.listings[2]!.title}` }));
    expect(onPropertyChange).toHaveBeenCalledWith(dashboard.listings[2]!.id);
  });

  it('lists every listing in a table and the top ones with thumbnails and links', () => {
    render(<AgentDashboardView dashboard={dashboard} days={30} propertyId={null} />);
    const table = screen.getByRole('table', { name: /Each listing over the last 30 days/ });
    expect(within(table).getAllByRole('row')).toHaveLength(dashboard.listings.length + 1);
    const top = screen.getByRole('heading', { name: 'Top listings' }).closest('section')!;
    const items = within(top).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('link', { name: dashboard.top_listings[0]!.title }).getAttribute('href')).toBe(`/property/${dashboard.top_listings[0]!.slug}/`);
    expect(items[0]!.querySelector('img')!.getAttribute('src')).toBe(dashboard.top_listings[0]!.cover_photo);
  });

  it('has a skeleton while loading, an empty state without listings and an error with a retry', () => {
    const { rerender } = render(<AgentDashboardView loading days={30} propertyId={null} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(document.querySelector('.est-agent-dashboard')!.getAttribute('aria-busy')).toBe('true');

    rerender(<AgentDashboardView dashboard={dashboardFixture(30, { listings: 0 })} days={30} propertyId={null} />);
    expect(screen.getByText('No listings yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    const onRetry = vi.fn();
    rerender(<AgentDashboardView error="The dashboard could not be loaded." onRetry={onRetry} days={30} propertyId={null} />);
    expect(screen.getByRole('alert').textContent).toContain('The dashboard could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('speaks French', () => {
    render(<AgentDashboardView dashboard={dashboard} days={30} propertyId={null} />, {
      wrapper: ({ children }) => <FrenchProvider>{children}</FrenchProvider>,
    });
    expect(screen.getByRole('heading', { name: 'Tableau de bord' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '7 jours' })).toBeTruthy();
  });
});

function FrenchProvider({ children }: { children: ReactNode }) {
  return <EstateUIProvider locale="fr">{children}</EstateUIProvider>;
}
