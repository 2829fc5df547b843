import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DashboardMetric } from '@estate/sdk';
import { useState, type ComponentProps } from 'react';
import { SWRConfig } from 'swr';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dashboardFixture } from '../../storybook/dashboard.js';
import { asUser } from '../../storybook/session.js';
import { AgentDashboard, AgentDashboardView } from './AgentDashboard.js';
import { ViewingHoursForm } from './ViewingHours.js';

const month = dashboardFixture(30);

/** The view with its own range, listing and metric, as `AgentDashboard` keeps them. */
function Interactive(props: ComponentProps<typeof AgentDashboardView>) {
  const [days, setDays] = useState(props.days);
  const [propertyId, setPropertyId] = useState(props.propertyId);
  const [metric, setMetric] = useState<DashboardMetric>(props.metric ?? 'views');
  const dashboard = props.dashboard && { ...dashboardFixture(days, { listings: props.dashboard.listings.length, property: propertyId }) };
  return (
    <AgentDashboardView
      {...props}
      dashboard={dashboard}
      days={days}
      onDaysChange={(next) => (setDays(next), props.onDaysChange?.(next))}
      propertyId={propertyId}
      onPropertyChange={(next) => (setPropertyId(next), props.onPropertyChange?.(next))}
      metric={metric}
      onMetricChange={(next) => (setMetric(next), props.onMetricChange?.(next))}
    />
  );
}

/**
 * An agent's dashboard (ours, beyond the spec): a tile a metric (views, likes, comments, chats
 * started, saves) with its change over the previous period — choosing one charts it — a chart a
 * day drawn by uPlot, which loads with the first chart in a chunk of its own, every listing's
 * totals with a bar of its interest, and the top listings. Connected: `<AgentDashboard />` reads
 * `useDashboard({ days, propertyId })` for the signed-in agent.
 */
const meta = {
  title: 'Account/AgentDashboard',
  component: AgentDashboardView,
  render: (args) => <Interactive {...args} />,
  args: { dashboard: month, days: 30, propertyId: null, onDaysChange: fn(), onPropertyChange: fn(), onMetricChange: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AgentDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The connected dashboard with a cache of its own: the stories share one page, and their users one key. */
const ConnectedDashboard = () => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <AgentDashboard />
  </SWRConfig>
);

/** The chart's canvas has been drawn by uPlot. */
async function chartDrawn(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.est-dashboard-plot canvas')).toBeTruthy(), { timeout: 10_000 });
}

export const Overview: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: /^Views per day over the last 30 days/ })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /Chats started/ }));
    await expect(args.onMetricChange).toHaveBeenCalledWith('chats');
    await waitFor(() => expect(canvas.getByRole('img', { name: /^Chats started per day/ })).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: '7 days' }));
    await expect(args.onDaysChange).toHaveBeenCalledWith(7);
    await waitFor(() => expect(canvas.getByRole('img', { name: /over the last 7 days/ })).toBeVisible());

    const listing = month.listings[1]!;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Listing' }), String(listing.id));
    await expect(args.onPropertyChange).toHaveBeenCalledWith(listing.id);
    await expect(canvas.getByRole('button', { name: `Chart ${listing.title}` })).toHaveAttribute('aria-pressed', 'true');

    const top = canvas.getByRole('heading', { name: 'Top listings' }).closest('section')!;
    await expect(within(top).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Issue 27: the coming viewings (accepted, and proposed awaiting an answer), and the agent's weekly viewing hours. */
export const UpcomingViewingsAndHours: Story = {
  args: {
    viewingHours: (
      <section className="est-dashboard-card est-shrink est-card-raised">
        <ViewingHoursForm timeZone="Africa/Nairobi" weekly={[{ weekday: 1, start: '09:00', end: '17:00' }, { weekday: 6, start: '10:00', end: '13:00' }]} onSave={fn()} />
      </section>
    ),
  },
  play: async ({ canvas }) => {
    const upcoming = canvas.getByRole('region', { name: 'Upcoming viewings' });
    const rows = within(upcoming).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Accepted');
    await expect(rows[1]).toHaveTextContent('Proposed');
    await expect(within(rows[0]!).getByRole('link', { name: /^With / })).toHaveAttribute('href', expect.stringContaining('/inbox?with='));
    const hours = canvas.getByRole('form', { name: 'Viewing hours' });
    await expect(within(hours).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(hours).getByRole('button', { name: 'Add hours' }));
    await expect(within(hours).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(hours).getAllByRole('button', { name: /^Remove the hours of / })[2]!);
    await expect(within(hours).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Loading: Story = { args: { dashboard: undefined, loading: true } };
export const NoListings: Story = {
  args: { dashboard: dashboardFixture(30, { listings: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No listings yet')).toBeVisible();
  },
};
export const LoadError: Story = {
  args: { dashboard: undefined, error: 'The dashboard could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Quarter: Story = { args: { dashboard: dashboardFixture(90), days: 90 } };
export const French: Story = { globals: { locale: 'fr' } };
export const Light: Story = { globals: { theme: 'light' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** The demo agent's real dashboard, from the API. */
export const Connected: Story = {
  ...asUser('agent@estate.demo'),
  render: () => <ConnectedDashboard />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Metric to chart' })).toBeVisible(), { timeout: 10_000 });
    await chartDrawn(canvasElement);
    // The seeded proposal of the demo buyer waits for Grace; her weekly hours are in the form.
    await expect(within(canvas.getByRole('region', { name: 'Upcoming viewings' })).getByText('Proposed')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('form', { name: 'Viewing hours' })).getAllByRole('listitem')).toHaveLength(6), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: /over the last 7 days/ })).toBeVisible(), { timeout: 10_000 });
  },
};

/** A buyer: the server's 403, worded for agents. */
export const ConnectedBuyer: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <ConnectedDashboard />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/agents and top agents/), { timeout: 10_000 });
  },
};
