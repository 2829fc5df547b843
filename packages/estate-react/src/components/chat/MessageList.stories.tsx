import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { longThread } from '../../storybook/chat-thread.js';
import { chatPartners, myProfile } from '../../storybook/fixtures.js';
import { MessageList } from './MessageList.js';
import { framed } from '../shared/story-helpers.js';

const me = myProfile.username;
const grace = chatPartners[0]!;
const now = new Date('2026-11-22T10:00:00.000Z');
const thread = longThread(me, grace.username);

/**
 * The messages of a conversation, virtualised: only the rows in view (plus an overscan) are in the
 * DOM, with measured heights, pinned to the newest message and steady when older pages come in
 * above.
 */
const meta = {
  title: 'Chat/MessageList',
  component: MessageList,
  args: { me, partnerName: grace.full_name, partnerPhoto: grace.profile_photo, messages: thread, now },
  decorators: [framed({ display: 'flex', flexDirection: 'column', height: '36rem', border: '1px solid var(--est-border)', borderRadius: 'var(--est-radius-lg)' }, 'est-chat-conversation est-shrink est-relative est-stack')],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollerOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.est-chat-scroller')!;
const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.est-chat-row').length;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** 10,000 messages: opens at the newest, scrolls to the oldest and back, never drawing more than a screenful or so. */
export const TenThousandMessages: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const scroller = scrollerOf(canvasElement);
    await step('opens at the newest message, with a bounded number of rows drawn', async () => {
      await waitFor(() => expect(scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight).toBeLessThan(2));
      await expect(Array.from(canvasElement.querySelectorAll('.est-chat-bubble')).at(-1)).toHaveTextContent(thread.at(-1)!.message!);
      await expect(rowCount(canvasElement)).toBeLessThan(80);
    });
    await step('jumps to the oldest: still bounded, and the first message is there', async () => {
      for (let pass = 0; pass < 6 && scroller.scrollTop > 0; pass += 1) {
        scroller.scrollTop = 0;
        scroller.dispatchEvent(new Event('scroll'));
        await nextFrame();
      }
      await waitFor(() => expect(canvas.getAllByText(thread[0]!.message!).length).toBeGreaterThan(0));
      await expect(canvasElement.querySelector('.est-chat-bubble')).toHaveTextContent(thread[0]!.message!);
      await expect(rowCount(canvasElement)).toBeLessThan(80);
    });
    await step('scrolls through the middle smoothly: the rows in view are drawn', async () => {
      scroller.scrollTop = scroller.scrollHeight / 2;
      scroller.dispatchEvent(new Event('scroll'));
      await nextFrame();
      const box = scroller.getBoundingClientRect();
      const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(middle?.closest('.est-chat-row')).not.toBeNull();
      await expect(rowCount(canvasElement)).toBeLessThan(80);
    });
  },
};

/** A message arriving while the reader is at the end: the list follows it. */
export const FollowsNewMessages: Story = {
  render: (args) => {
    const [messages, setMessages] = useState(() => thread.slice(-200));
    return (
      <>
        <MessageList {...args} messages={messages} />
        <button
          type="button"
          onClick={() =>
            setMessages((current) => [
              ...current,
              { ...current.at(-1)!, id: current.at(-1)!.id! + 1, message: `New message ${current.length}`, sender_username: grace.username, receiver_username: me, created_at: '2026-11-22T09:59:00.000Z' },
            ])
          }
        >
          Receive
        </button>
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const scroller = scrollerOf(canvasElement);
    canvas.getByRole('button', { name: 'Receive' }).click();
    // Drawn (it may still be fading in), and the list has followed it to the end.
    await waitFor(() => expect(canvas.getByText('New message 200')).toBeInTheDocument());
    await waitFor(() => expect(scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight).toBeLessThan(2));
  },
};

/** The partner typing, and 'Seen' under my last message they read. */
export const TypingAndSeen: Story = {
  // Ends with two of my messages (ids 9997 and 9998), both read.
  args: { messages: thread.slice(-8, -2), partnerTyping: true, seenId: thread.at(-3)!.id! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${grace.full_name} is typing…`).closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByTestId('chat-seen')).toHaveTextContent('Seen');
  },
};
