import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { agents } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { AgentSearchDialog, AgentSearchDialogView } from './AgentSearchDialog.js';

const [david, halima] = agents;

/**
 * The inbox's agent search (spec §2 Chat): 'Search Agent ...' debounced 500 ms, Recent Searches
 * with Clear All, the agents. `ChatPane` opens it; alone:
 *
 * ```tsx
 * <AgentSearchDialog open={open} onOpenChange={setOpen} onPick={(agent) => openChat(agent.username)} />
 * ```
 */
const meta = {
  title: 'Chat/AgentSearchDialog',
  component: AgentSearchDialogView,
  args: {
    open: true,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    onSubmitQuery: fn(),
    recent: [{ username: halima!.username, full_name: halima!.full_name, profile_photo: halima!.profile_photo }, 'nairobi'],
    onClearRecent: fn(),
    agents,
    searching: false,
    onPick: fn(),
  },
} satisfies Meta<typeof AgentSearchDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RecentAndAgents: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Start chat with an Agent' }));
    await expect(dialog.getByRole('heading', { name: 'Recent Searches' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(david!.full_name) }));
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ username: david!.username }));
    await userEvent.click(dialog.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClearRecent).toHaveBeenCalled();
  },
};

export const NoRecentSearches: Story = {
  args: { recent: [] },
};

export const Results: Story = {
  args: { query: 'Grace', searching: true, agents: agents.filter((agent) => agent.full_name.includes('Grace')) },
};

export const NoResults: Story = {
  args: { query: 'Zebedee', searching: true, agents: [] },
};

export const Searching: Story = {
  args: { query: 'Gra', searching: true, agents: [], loading: true },
};

export const French: Story = {
  globals: { locale: 'fr' },
};

export const PhoneLight: Story = {
  globals: { viewport: { value: 'phone' }, theme: 'light' },
};

/** The dialog on the real API: search, pick (kept as the most recent, once), then Clear All. */
function Connected() {
  const [open, setOpen] = useState(true);
  const [picked, setPicked] = useState<string>();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the agent search
      </button>
      {picked && <p>Picked {picked}</p>}
      <AgentSearchDialog
        open={open}
        onOpenChange={setOpen}
        onPick={(agent) => {
          setPicked(agent.username);
          setOpen(false);
        }}
      />
    </>
  );
}

export const PickKeepsTheAgentAsRecent: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <Connected />,
  play: async ({ canvas }) => {
    const pickGrace = async () => {
      const dialog = within(await screen.findByRole('dialog'));
      await userEvent.type(dialog.getByRole('searchbox', { name: 'Search Agent ...' }), 'grace');
      await userEvent.click(await dialog.findByRole('button', { name: /Grace Achieng/ }, { timeout: 5000 }));
      await canvas.findByText('Picked grace_achieng');
    };
    await pickGrace();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the agent search' }));
    await pickGrace();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the agent search' }));
    const dialog = within(await screen.findByRole('dialog'));
    const recent = dialog.getByRole('region', { name: 'Recent Searches' });
    // Picked twice, kept once.
    await expect(within(recent).getAllByRole('button', { name: /Grace Achieng/ })).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(recent).toHaveTextContent('No recent searches'));
  },
};
