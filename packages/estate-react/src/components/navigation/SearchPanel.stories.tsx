import type { Meta, StoryObj } from '@storybook/react-vite';
import { EstateError, type RecentEntry } from '@estate/sdk';
import { Search, Users } from '../../icons/index.js';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button.js';
import { agents } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { SearchPanel, SearchPanelView, type SearchPanelViewProps } from './SearchPanel.js';
import { SearchSlideOver, SearchSlideOverTitle } from './SearchSlideOver.js';

/**
 * The user search and agents slide-overs (spec §2, §4): a debounced search box, the recent list
 * with Clear All, and the people found.
 *
 * ```tsx
 * <SearchPanel kind="users" trigger={<button>Search</button>} />
 * <SearchPanel kind="agents" open={open} onOpenChange={setOpen} onSelect={(agent) => openChat(agent.username)} resultHref={() => null} />
 * ```
 *
 * Guests who press the trigger get the registered-user popup instead. `SearchPanelView` is the
 * panel from plain props.
 */
const meta = {
  title: 'Navigation/SearchPanel',
  component: SearchPanelView,
  args: {
    kind: 'users',
    query: '',
    recent: [],
    results: undefined,
    onQueryChange: fn(),
    onSubmit: fn(),
    onClearRecent: fn(),
    onRemoveRecent: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof SearchPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stories of behaviour sign in their own client; typed loosely, as the loaders do not know the view's args. */

const recentMixed: RecentEntry[] = ['Kilimani apartment', { username: agents[0]!.username, full_name: agents[0]!.full_name, profile_photo: agents[0]!.profile_photo }, 'Grace', { username: agents[3]!.username, full_name: agents[3]!.full_name, profile_photo: agents[3]!.profile_photo }];

/** The panel at the slide-over's width, in the page's flow, so each state can be seen side by side. */
function Framed(props: SearchPanelViewProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <div className="est-root" style={{ display: 'flex', width: '100%', maxWidth: 384, height: 640, border: '1px solid var(--est-border)', borderRadius: 16, overflow: 'hidden' }}>
      <SearchPanelView
        {...props}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          props.onQueryChange(next);
        }}
        resultHref={() => null}
      />
    </div>
  );
}

export const UsersWithResults: Story = {
  args: { query: 'grace', recent: recentMixed.slice(0, 2), results: agents.slice(3, 5) },
  render: (args) => <Framed {...args} />,
};

export const RecentSearches: Story = {
  args: { recent: recentMixed },
  render: (args) => <Framed {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClearRecent).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search people' }), '  Westlands {enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Westlands');
  },
};

export const NoRecentSearches: Story = {
  render: (args) => <Framed {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recent searches')).toBeVisible();
  },
};

export const Searching: Story = {
  args: { query: 'gra', loading: true },
  render: (args) => <Framed {...args} />,
};

export const NoResults: Story = {
  args: { query: 'zzz', results: [] },
  render: (args) => <Framed {...args} />,
};

export const SearchFailed: Story = {
  args: { query: 'grace', error: new EstateError('Network error. Please check your connection and try again.', 'network') },
  render: (args) => <Framed {...args} />,
};

/** Every agent with the directory's figures: agency, rating and reviews, active listings, response time (issue 22). */
export const AgentsList: Story = {
  args: { kind: 'agents', recent: ['Nairobi', recentMixed[1]!], results: agents, resultsTitle: 'All agents' },
  render: (args) => <Framed {...args} />,
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByTestId('agent-figures');
    await expect(first).toHaveTextContent('4.8 (138 reviews)');
    await expect(first).toHaveTextContent('14 active listings');
    await expect(first).toHaveTextContent('Replies in about 12 min');
    await expect(canvas.getByText(/@david_kamau · Kamau Realty Group/)).toBeVisible();
  },
};

export const AgentsLoading: Story = {
  args: { kind: 'agents', loading: true, resultsTitle: 'All agents' },
  render: (args) => <Framed {...args} />,
};

export const French: Story = {
  args: { kind: 'agents', recent: recentMixed, results: agents.slice(0, 3), resultsTitle: 'Tous les agents' },
  globals: { locale: 'fr' },
  render: (args) => <Framed {...args} />,
};

export const LightTheme: Story = {
  args: { query: 'grace', recent: recentMixed.slice(0, 3), results: agents.slice(3, 6) },
  globals: { theme: 'light' },
  render: (args) => <Framed {...args} />,
};

/** The real slide-over at phone width: it takes the whole screen and slides in from the left. */
export const SlideOverOnPhone: Story = {
  args: { kind: 'agents', recent: recentMixed.slice(0, 2), results: agents, resultsTitle: 'All agents' },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <SearchSlideOver open>
      <SearchPanelView {...args} titleAs={SearchSlideOverTitle} resultHref={() => null} />
    </SearchSlideOver>
  ),
};

/* ---------- Behaviour against the real server ---------- */

export const SearchUsersLive: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <SearchPanel kind="users" resultHref={() => null} trigger={<Button icon={<Search size={16} aria-hidden />}>Search</Button>} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const panel = within(dialog);
    await expect(panel.getByText('No recent searches')).toBeVisible();

    // Typing waits for the debounce, then the result appears.
    const box = panel.getByRole('searchbox', { name: 'Search people' });
    await userEvent.type(box, 'Grace');
    await expect(await panel.findByRole('button', { name: /Grace Achieng/ }, { timeout: 5000 })).toBeVisible();

    // Submitting stores the text in Recent.
    await userEvent.type(box, '{enter}');
    await expect(await panel.findByRole('button', { name: /Search “Grace” again/ })).toBeVisible();

    // Picking a person stores them first and closes the panel.
    await userEvent.click(panel.getByRole('button', { name: /Grace Achieng/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const again = within(await screen.findByRole('dialog', { name: 'Search' }));
    const recent = again.getByRole('region', { name: 'Recent' });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent('Grace Achieng');

    // Clear All empties it.
    await userEvent.click(again.getByRole('button', { name: 'Clear All' }));
    await expect(again.getByText('No recent searches')).toBeVisible();

    // Escape closes the panel.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const AgentsLive: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <SearchPanel kind="agents" resultHref={() => null} trigger={<Button icon={<Users size={16} aria-hidden />}>Agents</Button>} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agents' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Agents' }));
    // A blank box lists every agent.
    await expect(await panel.findByRole('button', { name: /Halima Abdalla/ }, { timeout: 5000 })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Grace Achieng/ })).toBeVisible();
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search agents' }), 'halima');
    // Once the debounced search answers: Halima only, under 'Results'.
    await waitFor(
      () => {
        expect(panel.getByRole('heading', { name: 'Results' })).toBeVisible();
        expect(panel.getByRole('button', { name: /Halima Abdalla/ })).toBeVisible();
        expect(panel.queryByRole('button', { name: /Grace Achieng/ })).toBeNull();
      },
      { timeout: 5000 },
    );
  },
};

export const GuestGetsThePopup: Story = {
  ...asUser('guest'),
  render: () => <SearchPanel kind="agents" trigger={<Button icon={<Users size={16} aria-hidden />}>Agents</Button>} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agents' }));
    await waitFor(() => expect(screen.getByText('You need to be a registered user to access this feature')).toBeVisible());
    await expect(screen.queryByRole('searchbox')).toBeNull();
  },
};
