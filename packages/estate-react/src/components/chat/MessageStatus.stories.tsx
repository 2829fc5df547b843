import type { ChatListMessage } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chatMessages, chatPartners, myProfile } from '../../storybook/fixtures.js';
import { framed } from '../shared/story-helpers.js';
import { MessageList } from './MessageList.js';

const me = myProfile.username;
const grace = chatPartners[0]!;
const now = new Date('2026-11-22T10:00:00.000Z');
const PENDING_ID = '0b6a1f5e-3c1d-4f53-9f3e-7d2b8d1c2a01';
const FAILED_ID = '5c7f2a9d-8e44-4b1a-a0c6-2f1e9b7d3c02';
const reason = 'reply_to must be the id of a message in this conversation.';

/** The conversation, then two messages of mine the server does not have: one waiting for the connection, one it refused. */
const outbox: ChatListMessage[] = [
  ...chatMessages,
  { client_id: FAILED_ID, message: 'Can I bring my partner along?', image: null, sender_username: me, receiver_username: grace.username, created_at: '2026-11-22T09:14:00.000Z', status: 'failed', failure: reason },
  { client_id: PENDING_ID, message: 'On my way, 10 minutes away.', image: null, sender_username: me, receiver_username: grace.username, created_at: '2026-11-22T09:15:00.000Z', status: 'pending', failure: null },
];

/**
 * Issue 27's outbox under my bubbles (`MessageStatus`): 'Waiting to send' with a clock while the
 * connection is down; a message the server refused says why, with Retry and Delete.
 */
const meta = {
  title: 'Chat/MessageStatus',
  component: MessageList,
  args: { me, partnerName: grace.full_name, partnerPhoto: grace.profile_photo, messages: outbox, now, onRetryMessage: fn(), onDiscardMessage: fn() },
  decorators: [framed({ display: 'flex', flexDirection: 'column', height: '32rem', border: '1px solid var(--est-border)', borderRadius: 'var(--est-radius-lg)' }, 'est-chat-conversation est-shrink est-relative est-stack')],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, args, step }) => {
  await step("the waiting message says 'Waiting to send', on my side, with no buttons", async () => {
    const pending = canvasElement.querySelector<HTMLElement>('[data-status="pending"]')!;
    await expect(pending).toHaveTextContent('Waiting to send');
    await expect(pending.closest('.est-chat-group')).toHaveAttribute('data-own');
    await expect(within(pending).queryByRole('button')).toBeNull();
  });
  await step('the refused message says why, and Retry and Delete name it by its client id', async () => {
    const failed = canvasElement.querySelector<HTMLElement>('[data-status="failed"]')!;
    await expect(failed).toHaveTextContent(`Not sent: ${reason}`);
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryMessage).toHaveBeenCalledWith(FAILED_ID);
    await userEvent.click(within(failed).getByRole('button', { name: 'Delete' }));
    await expect(args.onDiscardMessage).toHaveBeenCalledWith(FAILED_ID);
  });
};

export const PendingAndFailed: Story = { play, globals: { theme: 'light' } };
export const PendingAndFailedDark: Story = { play, globals: { theme: 'dark' } };
