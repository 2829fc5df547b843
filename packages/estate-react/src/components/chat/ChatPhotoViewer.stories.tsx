import type { ChatListMessage } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatMessages, chatPartners, myProfile, properties } from '../../storybook/fixtures.js';
import { framed } from '../shared/story-helpers.js';
import { MessageList } from './MessageList.js';

const me = myProfile.username;
const grace = chatPartners[0]!;
const now = new Date('2026-11-22T10:00:00.000Z');
const photo = (index: number) => properties[index % properties.length]!.cover_photo;

/** The conversation, then three images: two from Grace, one of mine. */
const withImages: ChatListMessage[] = [
  ...chatMessages,
  { id: 101, message: null, image: photo(0), sender_username: grace.username, receiver_username: me, created_at: '2026-11-22T09:20:00.000Z' },
  { id: 102, message: null, image: photo(1), sender_username: grace.username, receiver_username: me, created_at: '2026-11-22T09:21:00.000Z' },
  { id: 103, message: null, image: photo(2), sender_username: me, receiver_username: grace.username, created_at: '2026-11-22T09:22:00.000Z' },
];

/**
 * Issue 27: an image of the conversation opens the photo viewer (the listings' `PhotoViewer`) on the
 * conversation's images: ←/→ move (wrapping round), a '2 / 3' counter, Escape closes and focus goes
 * back to the image that opened it.
 */
const meta = {
  title: 'Chat/PhotoViewer',
  component: MessageList,
  args: { me, partnerName: grace.full_name, partnerPhoto: grace.profile_photo, messages: withImages, now },
  decorators: [framed({ display: 'flex', flexDirection: 'column', height: '36rem', border: '1px solid var(--est-border)', borderRadius: 'var(--est-radius-lg)' }, 'est-chat-conversation est-shrink est-relative est-stack')],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const openers = await canvas.findAllByRole('button', { name: 'Open the image full size' });
  await expect(openers).toHaveLength(3);
  await step('the second image opens the viewer at 2 / 3', async () => {
    await userEvent.click(openers[1]!);
    const dialog = await body.findByRole('dialog', { name: `Photos in your chat with ${grace.full_name}` }, { timeout: 5_000 });
    await waitFor(() => expect(dialog).toHaveTextContent('2 / 3'));
    await expect(within(dialog).getByRole('img')).toHaveAttribute('alt', `Image from ${grace.full_name}`);
  });
  await step('→ moves on, and wraps round; ← goes back', async () => {
    await userEvent.keyboard('{ArrowRight}');
    const dialog = body.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('3 / 3'));
    await expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Image from You');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog).toHaveTextContent('1 / 3'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(dialog).toHaveTextContent('3 / 3'));
  });
  await step('focus stays in the viewer; Escape closes it and gives focus back to the image', async () => {
    await userEvent.tab();
    await expect(body.getByRole('dialog')).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(openers[1]).toHaveFocus());
  });
};

export const KeyboardNavigation: Story = { play, globals: { theme: 'light' } };
export const KeyboardNavigationDark: Story = { play, globals: { theme: 'dark' } };
