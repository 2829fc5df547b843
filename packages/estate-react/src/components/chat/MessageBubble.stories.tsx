import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chatPartners, myProfile, warnedChatMessages } from '../../storybook/fixtures.js';
import { framed } from '../shared/story-helpers.js';
import { MessageList } from './MessageList.js';

const me = myProfile.username;
const sender = chatPartners[1]!;
const now = new Date('2026-11-22T10:00:00.000Z');
const [question, feeRequest, reply, offPlatform] = warnedChatMessages as [
  (typeof warnedChatMessages)[number],
  (typeof warnedChatMessages)[number],
  (typeof warnedChatMessages)[number],
  (typeof warnedChatMessages)[number],
];

/**
 * Scam warnings in chat (issue 26): a received message the server warned of (a request for money
 * before a viewing, or a move off the platform) has a calm notice under it, worded by its kind, with
 * 'Report' (when `onReportMessage` is given) and three tips behind 'Learn how to stay safe'. The
 * sender's own copy never carries a warning. Shown in the list the bubbles live in.
 */
const meta = {
  title: 'Chat/MessageBubble/Scam warnings',
  component: MessageList,
  args: { me, partnerName: sender.full_name, partnerPhoto: sender.profile_photo, messages: [question, feeRequest], now, onReportMessage: fn() },
  decorators: [framed({ display: 'flex', flexDirection: 'column', height: '30rem', border: '1px solid var(--est-border)', borderRadius: 'var(--est-radius-lg)' }, 'est-chat-conversation est-shrink est-relative est-stack')],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A viewing fee asked over M-Pesa: the payment wording, Report calls back with the message, the tips open. */
export const WarnedPaymentRequest: Story = {
  play: async ({ canvas, args, step }) => {
    const note = canvas.getByRole('note', { name: 'Safety tip about this message' });
    await step('the notice sits under the received message, worded for a payment request', async () => {
      await expect(note).toHaveTextContent('never pay a deposit or viewing fee before you have seen the property');
      await expect(note.previousElementSibling).toHaveTextContent(feeRequest.message!);
    });
    await step('Report is labelled with the message and reports it', async () => {
      const report = within(note).getByRole('button', { name: new RegExp(`^Report the message from ${sender.full_name}: “Yes it is\\. The viewing fee`) });
      await userEvent.click(report);
      await expect(args.onReportMessage).toHaveBeenCalledWith(feeRequest);
    });
    await step("'Learn how to stay safe' opens three tips", async () => {
      const tips = within(note).getByText('Learn how to stay safe');
      await expect(tips.closest('details')).not.toHaveAttribute('open');
      await userEvent.click(tips);
      await expect(tips.closest('details')).toHaveAttribute('open');
      await expect(within(note).getAllByRole('listitem')).toHaveLength(3);
      // The message slides in (est-chat-message-in): visible once it has.
      await waitFor(() => expect(within(note).getByText(/See the property in person/)).toBeVisible());
    });
  },
};

/** A move to WhatsApp with a phone number: the off-platform wording. */
export const WarnedOffPlatform: Story = {
  args: { messages: [question, feeRequest, reply, offPlatform] },
  play: async ({ canvas }) => {
    const notes = canvas.getAllByRole('note', { name: 'Safety tip about this message' });
    await expect(notes).toHaveLength(2);
    await expect(notes[1]).toHaveTextContent('keep the conversation here until you have seen the property');
    await expect(notes[1]!.previousElementSibling).toHaveTextContent(offPlatform.message!);
  },
};

/**
 * The sender's side of the same conversation: their own messages carry no warning (the server sends
 * `warning: null` in the sender's copy, and the bubble ignores one on an own message anyway).
 */
export const SendersOwnMessageHasNone: Story = {
  args: {
    me: sender.username,
    partnerName: myProfile.full_name,
    partnerPhoto: myProfile.profile_photo,
    messages: [question, { ...feeRequest, warning: null }, reply, offPlatform],
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(offPlatform.message!)).toBeVisible());
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** Without `onReportMessage` (no report route wired yet) the notice has no Report button. */
export const WithoutReport: Story = {
  args: { onReportMessage: undefined },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Safety tip about this message' });
    await expect(within(note).queryByRole('button')).toBeNull();
    await waitFor(() => expect(within(note).getByText('Learn how to stay safe')).toBeVisible());
  },
};
