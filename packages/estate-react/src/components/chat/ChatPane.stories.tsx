import type { Meta, StoryObj } from '@storybook/react-vite';
import { createChatSocket, createEstateClient, memoryStorage, type ChatSocket } from '@estate/sdk';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { asUser, DEMO_PASSWORD } from '../../storybook/session.js';
import { ChatPane } from './ChatPane.js';
import { framed } from '../shared/story-helpers.js';

/** The demo buyer (Amina) and agent (Grace) of the seeded data. */
const BUYER = 'amina_wanjiru';
const AGENT = 'grace_achieng';

/** Grace on a second client of her own, with her own socket to Amina: the other end of the chat. */
async function graceOnAnotherDevice(): Promise<ChatSocket> {
  const client = createEstateClient({ baseUrl: window.location.origin, storage: memoryStorage() });
  await client.auth.login({ email: 'agent@estate.demo', password: DEMO_PASSWORD });
  const socket = createChatSocket({ client, partner: BUYER, me: AGENT });
  await waitFor(() => expect(socket.state).toBe('open'), { timeout: 8000 });
  return socket;
}

const unique = (text: string) => `${text} #${Math.random().toString(36).slice(2, 8)}`;

/** Waits until the composer may send: the socket is open. */
async function waitUntilConnected(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.est-chat-conversation')).toHaveAttribute('data-connection', 'open'), { timeout: 8000 });
}

/**
 * The inbox (spec §2 Chat, `/inbox`): conversations, the live conversation over the chat socket,
 * the composer and the agent search. Guests see the registered-user notice.
 *
 * ```tsx
 * <ChatPane />                                                    // the whole inbox
 * <ChatPane agent="grace_achieng" showConversationList={false} /> // one agent, on a listing page
 * ```
 *
 * Your own bubble or avatars go to the provider, for every chat at once: `<EstateProvider
 * client={client} components={{ MessageBubble: MyBubble }}>`.
 *
 * Its height is `--est-chat-height` (40rem by default); below 720 px of its own width it shows the
 * list first, then the conversation with a back button.
 */
const meta = {
  title: 'Chat/ChatPane',
  component: ChatPane,
  decorators: [framed({ '--est-chat-height': '36rem' })],
} satisfies Meta<typeof ChatPane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer searches an agent, picks her, and sends a message; Grace, on another device, gets it live. */
export const StartChatWithAnAgent: Story = {
  ...asUser('buyer@estate.demo'),
  play: async ({ canvas, canvasElement }) => {
    const grace = await graceOnAnotherDevice();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'New message' }));
      const dialog = await screen.findByRole('dialog', { name: 'Start chat with an Agent' });
      await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search Agent ...' }), 'Grace');
      await userEvent.click(await within(dialog).findByRole('button', { name: /Grace Achieng/ }, { timeout: 5000 }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(await canvas.findByRole('link', { name: /Grace Achieng/ })).toHaveAttribute('href', `/profile/${AGENT}/`);

      await waitUntilConnected(canvasElement);
      const text = unique('Hello Grace, is the Nyali villa still available?');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Type a message' }), `${text}{Enter}`);
      await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent(text), { timeout: 8000 });
      await waitFor(() => expect(grace.messages.map((message) => message.message)).toContain(text), { timeout: 8000 });
      // The conversation now heads the buyer's inbox.
      await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Messages' })).toHaveTextContent(text.slice(0, 20)), { timeout: 8000 });
    } finally {
      grace.close();
    }
  },
};

/** Opened on one agent (`agent="grace_achieng"`): what Grace sends from her phone appears at once. */
export const ReceivesInRealTime: Story = {
  ...asUser('buyer@estate.demo'),
  args: { agent: AGENT },
  play: async ({ canvas, canvasElement }) => {
    const grace = await graceOnAnotherDevice();
    try {
      await waitUntilConnected(canvasElement);
      const text = unique('Karibu! The viewing is confirmed for Saturday at 10.');
      await expect(grace.send(text).ok).toBe(true);
      await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent(text), { timeout: 8000 });
    } finally {
      grace.close();
    }
  },
};

/** Shift+Enter adds a line; Enter sends the message with both lines. */
export const EnterSendsShiftEnterBreaksTheLine: Story = {
  ...asUser('buyer@estate.demo'),
  args: { agent: AGENT, showConversationList: false },
  play: async ({ canvas, canvasElement }) => {
    await waitUntilConnected(canvasElement);
    const first = unique('First line');
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await userEvent.type(box, `${first}{Shift>}{Enter}{/Shift}and a second line`);
    await expect(box).toHaveValue(`${first}\nand a second line`);
    await expect(canvas.getByRole('log')).not.toHaveTextContent(first);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent(first), { timeout: 8000 });
    await expect(box).toHaveValue('');
  },
};

/** Guests may not chat (the server refuses them): they get the registered-user notice, with Sign in (in place) and Create account. */
export const Guest: Story = {
  ...asUser('guest'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You need to be a registered user to access this feature')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
  },
};
