import type { Meta, StoryObj } from '@storybook/react-vite';
import { createChatSocket, createEstateClient, memoryStorage, type ChatSocket } from '@estate/sdk';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useEstateClient } from '@estate/sdk/react';
import { useState } from 'react';
import { asUser, DEMO_PASSWORD } from '../../storybook/session.js';
import { Button } from '../../primitives/Button.js';
import { ChatPane, type ChatPaneProps } from './ChatPane.js';
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
 * the composer and the agent search. A guest or a visitor signs in right in the pane: the kit's
 * `LoginForm` by default, or the host's own sign-in (`renderSignIn`, `onSignInRequest`).
 *
 * ```tsx
 * <ChatPane />                                                    // the whole inbox
 * <ChatPane agent="grace_achieng" showConversationList={false} /> // one agent, on a listing page
 * <ChatPane renderSignIn={() => <MySignIn />} />                  // the host's sign-in, then session.adopt(tokens)
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

/**
 * Search messages (issue 27): a word Grace sent from her phone is found by the server's full-text
 * search under the inbox's box, marked in the hit; the hit opens her conversation.
 */
export const SearchMessages: Story = {
  ...asUser('buyer@estate.demo'),
  play: async ({ canvas, canvasElement, step }) => {
    const grace = await graceOnAnotherDevice();
    const word = `kiwanja${Math.random().toString(36).slice(2, 8)}`;
    try {
      await expect(grace.send(`The ${word} plot in Kitengela is still free`).ok).toBe(true);
      await waitFor(() => expect(grace.messages.some((message) => message.message?.includes(word))).toBe(true), { timeout: 8000 });
    } finally {
      grace.close();
    }
    const box = await canvas.findByRole('searchbox', { name: 'Search messages' });
    await step('one character asks for more; the word finds the message, marked', async () => {
      await userEvent.type(box, 'k');
      await expect(await canvas.findByText('Type at least 2 characters to search your messages.')).toBeVisible();
      await userEvent.type(box, word.slice(1, 10));
      const hit = await canvas.findByRole('button', { name: new RegExp(`^Message in your conversation with Grace Achieng.*${word}`) }, { timeout: 8000 });
      await expect(hit.querySelector('mark')).toHaveTextContent(new RegExp(`^${word.slice(0, 10)}$`, 'i'));
      await userEvent.click(hit);
    });
    await step('the hit opens the conversation at the message', async () => {
      await expect(await canvas.findByRole('link', { name: /Grace Achieng/ })).toHaveAttribute('href', `/profile/${AGENT}/`);
      await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent(word), { timeout: 8000 });
      // Brought into view and focused, as a quote's message is.
      await waitFor(() => expect(document.activeElement?.textContent).toContain(word), { timeout: 8000 });
      await waitUntilConnected(canvasElement);
    });
    await step('Escape empties the box and the conversations come back', async () => {
      await userEvent.click(box);
      await userEvent.keyboard('{Escape}');
      await expect(box).toHaveValue('');
      await expect(canvas.getByRole('navigation', { name: 'Messages' })).toHaveTextContent('Grace Achieng');
    });
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

/**
 * A guest (the server refuses guests chat) signs in right in the pane with the kit's `LoginForm`:
 * the heading, the form, 'Create account' to the marketplace's registration (relative here: the
 * page is on the API's origin, as the reference app is). Signed in, the inbox shows, no reload.
 */
export const Guest: Story = {
  ...asUser('guest'),
  play: async ({ canvas }) => {
    const signIn = await canvas.findByRole('region', { name: 'Sign in to chat' });
    await expect(within(signIn).getByRole('heading', { level: 2, name: 'Sign in to chat' })).toBeVisible();
    await expect(within(signIn).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    await userEvent.type(within(signIn).getByLabelText('Email address'), 'buyer@estate.demo');
    await userEvent.type(within(signIn).getByLabelText('Password', { selector: 'input' }), DEMO_PASSWORD);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('navigation', { name: 'Messages' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Sign in to chat' })).toBeNull();
  },
};

/** A visitor (nobody signed in): the sign-in sits in the middle of the pane, the form as wide as it reads well. */
export const Visitor: Story = {
  ...asUser('anonymous'),
  play: async ({ canvas, canvasElement }) => {
    const signIn = await canvas.findByRole('region', { name: 'Sign in to chat' });
    const pane = canvasElement.querySelector('.est-chat-pane')!.getBoundingClientRect();
    const box = signIn.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - (pane.left + pane.width / 2))).toBeLessThan(2);
    await expect(Math.abs(box.top + box.height / 2 - (pane.top + pane.height / 2))).toBeLessThan(2);
    await expect(box.width).toBeLessThanOrEqual(24 * 16 + 1);
    await expect(within(signIn).getByLabelText('Email address')).toBeVisible();
  },
};

/** What a partner's backend does: signs the user in to this API (here with the demo buyer) and gives the page the tokens. */
async function tokensFromTheHostsBackend(): Promise<{ access: string; refresh: string }> {
  const response = await fetch('/api/v1/auth/jwt/create/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'buyer@estate.demo', password: DEMO_PASSWORD }) });
  return (await response.json()) as { access: string; refresh: string };
}

/** The partner's own sign-in button: its auth, then `session.adopt` with the tokens it got. */
function AgencySignIn() {
  const client = useEstateClient();
  return (
    <Button variant="secondary" size="lg" className="est-full" onClick={async () => void (await client.session.adopt(await tokensFromTheHostsBackend()))}>
      Continue with Agency ID
    </Button>
  );
}

/**
 * `renderSignIn`: the host's own sign-in in the pane, under its heading, instead of the kit's form
 * (and without its register link: the account is the host's business). The host adopts the tokens
 * its sign-in got (`client.session.adopt`), and the chat shows.
 */
export const HostSignInInThePane: Story = {
  ...asUser('anonymous'),
  args: { agent: AGENT, showConversationList: false, renderSignIn: () => <AgencySignIn /> },
  play: async ({ canvas, canvasElement }) => {
    const signIn = await canvas.findByRole('region', { name: 'Sign in to chat' });
    await expect(within(signIn).queryByLabelText('Email address')).toBeNull();
    await expect(within(signIn).queryByRole('link', { name: 'Create account' })).toBeNull();
    await userEvent.click(within(signIn).getByRole('button', { name: 'Continue with Agency ID' }));
    await waitUntilConnected(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Type a message' })).toBeVisible();
  },
};

/** The host's auth opens from the pane's 'Sign in' button (`onSignInRequest`); it adopts the tokens, and the chat shows. */
function HostAuthPane(args: ChatPaneProps) {
  const client = useEstateClient();
  const [asked, setAsked] = useState(0);
  return (
    <>
      <ChatPane
        {...args}
        onSignInRequest={() => {
          setAsked((count) => count + 1);
          void tokensFromTheHostsBackend().then((tokens) => client.session.adopt(tokens));
        }}
      />
      <output className="est-text-sm est-muted" aria-label="Sign-in requests">
        {asked}
      </output>
    </>
  );
}

export const HostAuthFromASignInButton: Story = {
  ...asUser('anonymous'),
  args: { agent: AGENT, showConversationList: false },
  render: (args) => <HostAuthPane {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const signIn = await canvas.findByRole('region', { name: 'Sign in to chat' });
    await expect(within(signIn).queryByLabelText('Email address')).toBeNull();
    await expect(within(signIn).queryByRole('link', { name: 'Create account' })).toBeNull();
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('status', { name: 'Sign-in requests' })).toHaveTextContent('1');
    await waitUntilConnected(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Type a message' })).toBeVisible();
  },
};
