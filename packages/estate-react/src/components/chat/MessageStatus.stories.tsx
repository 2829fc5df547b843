import type { ChatListMessage, ErrorIssue } from '@estate/sdk';
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
const ODD_ID = '9d2e4b1c-6a3f-4e8d-b5c7-1f0a2e3d4c03';

/** A message of mine the server does not have: waiting (`refusal` null) or refused, as the SDK keeps the server's frame (code, values, English). */
const mine = (client_id: string, message: string, minute: number, refusal: ErrorIssue | null): ChatListMessage => ({
  client_id, message, image: null, sender_username: me, receiver_username: grace.username,
  created_at: `2026-11-22T09:${minute}:00.000Z`, status: refusal === null ? 'pending' : 'failed', failure: refusal?.message ?? null, refusal,
});

/**
 * The conversation, then three messages of mine the server does not have: one refused for a code
 * the kit words (its quote is gone), one refused for a code it does not know (the generic
 * wording), one waiting for the connection.
 */
const outbox: ChatListMessage[] = [
  ...chatMessages,
  mine(FAILED_ID, 'Can I bring my partner along?', 13, { code: 'chat_reply_to_unknown', values: {}, message: 'reply_to must be the id of a message in this conversation.' }),
  mine(ODD_ID, 'And the parking?', 14, { code: 'chat_refusal_from_the_future', values: {}, message: 'Some refusal this kit has never heard of.' }),
  mine(PENDING_ID, 'On my way, 10 minutes away.', 15, null),
];
const failedOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-status="failed"]')];

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
  await step("a refusal the kit knows says why in plain words, never the server's", async () => {
    const [failed] = failedOf(canvasElement);
    await expect(failed).toHaveTextContent('Not sent: The message you replied to is no longer in this conversation.');
    await expect(failed).not.toHaveTextContent('reply_to');
  });
  await step('a refusal whose code it does not know reads as the generic failure, not the English', async () => {
    await expect(failedOf(canvasElement)[1]).toHaveTextContent('Not sent: Something went wrong. Please try again.');
  });
  await step('Retry and Delete name each refused message by its client id', async () => {
    const [failed, odd] = failedOf(canvasElement);
    await userEvent.click(within(failed!).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryMessage).toHaveBeenCalledWith(FAILED_ID);
    await userEvent.click(within(odd!).getByRole('button', { name: 'Delete' }));
    await expect(args.onDiscardMessage).toHaveBeenCalledWith(ODD_ID);
  });
};

export const PendingAndFailed: Story = { play, globals: { theme: 'light' } };
export const PendingAndFailedDark: Story = { play, globals: { theme: 'dark' } };

/** In French: the waiting and refused wordings, and the buttons, come from the catalogue. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-status="pending"]')).toHaveTextContent('En attente d’envoi');
    const [failed] = failedOf(canvasElement);
    await expect(failed).toHaveTextContent('Non envoyé : Le message auquel vous répondez n’est plus dans cette conversation.');
    await expect(failedOf(canvasElement)[1]).not.toHaveTextContent('Some refusal');
    await expect(within(failed!).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  },
};
