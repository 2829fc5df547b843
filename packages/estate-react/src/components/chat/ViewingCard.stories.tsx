import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { myProfile } from '../../storybook/fixtures.js';
import { forReceiver, viewingConversation, viewingFixture, viewingOwner } from '../../storybook/viewings.js';
import { framed } from '../shared/story-helpers.js';
import { MessageList } from './MessageList.js';
import { ViewingCardView } from './ViewingCard.js';

const me = myProfile.username;
const ownerName = viewingOwner.full_name;

/**
 * A viewing in the chat (issue 27): the listing, the time in the reader's language (in the owner's
 * zone), the status, and the buttons of whoever looks: the receiver of a proposal accepts, declines
 * or proposes another time; the proposer may cancel; once accepted both may add it to a calendar.
 * Connected in the chat as `ViewingCard` (`useAnswerViewing`); `viewing_updated` frames keep it live.
 */
const meta = {
  title: 'Chat/ViewingCard',
  component: ViewingCardView,
  args: { me, viewing: viewingFixture('proposed'), onAction: fn() },
  decorators: [framed({ padding: '1rem', maxWidth: '26rem' })],
} satisfies Meta<typeof ViewingCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My proposal, waiting for the agent: I may only withdraw it. */
export const ProposedByMe: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: /^Viewing of .+, Sat/ });
    await expect(within(card).getByText('Proposed')).toBeVisible();
    await expect(within(card).getByText(`Waiting for ${ownerName} to answer`)).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel viewing' }));
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
  },
};

/** A time the agent proposed to me: accept, decline or propose another. */
export const ProposedToMe: Story = {
  args: { viewing: forReceiver(viewingFixture('proposed', { proposedBy: 'owner' })) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(`${ownerName} is waiting for your answer`)).toBeVisible();
    for (const [name, action] of [['Accept', 'accept'], ['Decline', 'decline'], ['Propose another time', 'propose']] as const) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(args.onAction).toHaveBeenLastCalledWith(action);
    }
    await expect(canvas.queryByRole('button', { name: 'Cancel viewing' })).toBeNull();
  },
};

/** Accepted: both sides may add it to their calendar, move it or cancel it. */
export const Accepted: Story = {
  args: { viewing: viewingFixture('accepted') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Accepted')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar' }));
    await expect(args.onAction).toHaveBeenCalledWith('calendar');
    await expect(canvas.getByRole('button', { name: 'Propose another time' })).toBeVisible();
  },
};

/** Declined: no buttons, the time struck through. */
export const Declined: Story = {
  args: { viewing: viewingFixture('declined') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Declined')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Answered with another time: this one is struck through; the new proposal is a card of its own. */
export const CounterProposed: Story = {
  args: { viewing: viewingFixture('countered') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New time proposed')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Cancelled by either side. */
export const Cancelled: Story = {
  args: { viewing: viewingFixture('cancelled') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** An action the server refused: its reason under the card, the buttons still there. */
export const Refused: Story = {
  args: { viewing: forReceiver(viewingFixture('proposed', { proposedBy: 'owner' })), error: 'This time has passed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This time has passed.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

/** In the conversation: the proposal a line, the agent's acceptance the whole card, between messages. */
export const InConversation: StoryObj<typeof MessageList> = {
  render: () => <MessageList messages={viewingConversation()} me={me} partnerName={ownerName} partnerPhoto={viewingOwner.profile_photo} now={new Date('2026-11-22T10:00:00.000Z')} />,
  decorators: [framed({ display: 'flex', flexDirection: 'column', height: '34rem', border: '1px solid var(--est-border)', borderRadius: 'var(--est-radius-lg)' }, 'est-chat-conversation est-shrink est-relative est-stack')],
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    // The windowed list draws its rows once it has measured them.
    await waitFor(() => expect(within(log).getByRole('button', { name: 'Add to calendar' })).toBeVisible());
    await expect(within(log).getAllByTestId('viewing-card')).toHaveLength(1);
    await expect(within(log).getByTestId('viewing-line')).toHaveAttribute('data-status', 'accepted');
  },
};
