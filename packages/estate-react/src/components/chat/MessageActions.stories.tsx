import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatMessage, ChatReactionEmoji } from '@estate/sdk';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { longThread } from '../../storybook/chat-thread.js';
import { chatPartners, myProfile } from '../../storybook/fixtures.js';
import { framed } from '../shared/story-helpers.js';
import { ChatPaneView, type ChatPaneViewProps } from './ChatPaneView.js';
import { MessageList, type MessageListProps } from './MessageList.js';
import { isStored } from './message-actions.js';

const me = myProfile.username;
const grace = chatPartners[0]!;
/** The fixtures' "now": my last message (09:55) can still be edited, the earlier ones cannot. */
const now = new Date('2026-11-22T10:00:00.000Z');
const EDIT_MS = 15 * 60_000;
const REFUSAL = 'A message can be edited for 15 minutes after it is sent; this one can no longer be edited.';

const sent = (id: number, from: string, at: string, text: string | null, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  message: text,
  image: null,
  sender_username: from,
  receiver_username: from === me ? grace.username : me,
  created_at: `2026-11-22T${at}:00.000Z`,
  edited_at: null,
  deleted_at: null,
  reactions: [],
  reply_to: null,
  ...extra,
});

/** A conversation with every state: reactions (mine and hers), an edited message, a deleted one, a reply with its quote. */
const conversation: ChatMessage[] = [
  sent(1, me, '08:58', 'Hello! Is the Kilimani apartment still available?'),
  sent(2, grace.username, '09:01', 'Hi Amina, yes it is. Would you like a viewing?', {
    reactions: [
      { emoji: '👍', count: 1, usernames: [me] },
      { emoji: '❤️', count: 2, usernames: [grace.username, me] },
    ],
  }),
  sent(3, me, '09:05', 'Saturday at 10 works for me 🙂', { edited_at: '2026-11-22T09:06:00.000Z', reactions: [{ emoji: '🙏', count: 1, usernames: [grace.username] }] }),
  sent(4, grace.username, '09:20', null, { deleted_at: '2026-11-22T09:21:00.000Z' }),
  sent(5, grace.username, '09:50', 'Yes, still free. Saturday at 10 it is; I will meet you at the gate.', {
    reply_to: { id: 1, sender_username: me, message: 'Hello! Is the Kilimani apartment still available?', image: null, deleted: false },
  }),
  sent(6, me, '09:55', 'Great, see you then!'),
];

/** `ChatPaneView` with the changes applied as the server would answer them (the refusal of a late edit by its own clock included). */
function LiveConversation({ serverNow = now.getTime(), ...args }: ChatPaneViewProps & { serverNow?: number }) {
  const [messages, setMessages] = useState(args.messages);
  const change = (id: number, edit: (message: ChatMessage) => Partial<ChatMessage>) => setMessages((list) => list.map((message) => (message.id === id ? { ...message, ...edit(message) } : message)));
  return (
    <ChatPaneView
      {...args}
      messages={messages}
      onSend={(draft) => {
        args.onSend(draft);
        setMessages((list) => {
          const quoted = list.filter(isStored).find((message) => message.id === draft.replyTo);
          const reply = quoted ? { id: quoted.id, sender_username: quoted.sender_username, message: quoted.message ?? null, image: quoted.image ?? null, deleted: false } : null;
          return [...list, sent(list.length + 1, me, '09:59', draft.text, { reply_to: reply })];
        });
        return true;
      }}
      onReact={(message, emoji: ChatReactionEmoji, add) => {
        args.onReact?.(message, emoji, add);
        change(message.id, (current) => {
          const others = (current.reactions ?? []).map((reaction) => (reaction.emoji === emoji ? { ...reaction, usernames: reaction.usernames.filter((name) => name !== me) } : reaction));
          const had = others.find((reaction) => reaction.emoji === emoji);
          const next = add ? (had ? others.map((reaction) => (reaction === had ? { ...had, usernames: [...had.usernames, me] } : reaction)) : [...others, { emoji, count: 1, usernames: [me] }]) : others;
          return { reactions: next.map((reaction) => ({ ...reaction, count: reaction.usernames.length })).filter((reaction) => reaction.count > 0) };
        });
      }}
      onEditMessage={(message, text) => {
        args.onEditMessage?.(message, text);
        if (serverNow - Date.parse(message.created_at) >= EDIT_MS) return REFUSAL;
        change(message.id, () => ({ message: text, edited_at: now.toISOString() }));
        return null;
      }}
      onDeleteMessage={(message) => {
        args.onDeleteMessage?.(message);
        change(message.id, () => ({ message: null, deleted_at: now.toISOString(), reactions: [] }));
        return null;
      }}
    />
  );
}

/**
 * What one can do to a message (issue 27), here from plain props (`ChatPane` wires them to
 * `useChat`'s `react`, `unreact`, `edit` and `remove`): a toolbar on hover (React, Reply, the menu),
 * the same menu by keyboard (Tab to its button) and by a long press on touch; Edit for 15 minutes on
 * one's own messages and Delete after a confirmation. Bubbles show 'edited', the tombstone of a
 * deleted message, reaction chips (mine highlighted) and the quote above a reply.
 */
const meta = {
  title: 'Chat/Message actions',
  component: ChatPaneView,
  args: {
    me,
    conversations: chatPartners,
    partner: grace,
    messages: conversation,
    connection: 'open',
    online: true,
    now,
    showConversationList: false,
    onSelectConversation: fn(),
    onStartChat: fn(),
    onSend: fn(() => true),
    onReact: fn(),
    onEditMessage: fn(),
    onDeleteMessage: fn(),
  },
  render: (args) => <LiveConversation {...args} />,
  decorators: [framed({ '--est-chat-height': '40rem' })],
} satisfies Meta<typeof ChatPaneView>;

export default meta;
type Story = StoryObj<typeof meta>;

const messageOf = (canvasElement: HTMLElement, id: number) => canvasElement.querySelector<HTMLElement>(`[data-message-id="${id}"]`)!;

/** 'edited' after a changed text; a deleted message reads 'This message was deleted' and offers no actions. */
export const EditedAndDeleted: Story = {
  play: async ({ canvasElement }) => {
    const edited = messageOf(canvasElement, 3);
    await expect(edited).toHaveTextContent('Saturday at 10 works for me 🙂 (edited)');
    const deleted = messageOf(canvasElement, 4);
    await expect(deleted).toHaveTextContent('This message was deleted');
    await expect(within(deleted).queryByRole('button')).toBeNull();
    await expect(within(messageOf(canvasElement, 2)).getByRole('button', { name: 'Message actions' })).toBeInTheDocument();
  },
};

/** Chips under the bubble: emoji and count, mine pressed; who reacted in the name and title; a click toggles mine. */
export const Reactions: Story = {
  play: async ({ canvasElement, args, step }) => {
    const liked = within(messageOf(canvasElement, 2));
    const heart = liked.getByRole('button', { name: `❤️ 2, from You and ${grace.full_name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAttribute('title', `You and ${grace.full_name}`);
    const hers = within(messageOf(canvasElement, 3)).getByRole('button', { name: `🙏 1, from ${grace.full_name}` });
    await expect(hers).toHaveAttribute('aria-pressed', 'false');
    await step('a click on my chip takes mine off', async () => {
      await userEvent.click(heart);
      await expect(args.onReact).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), '❤️', false);
      await expect(liked.getByRole('button', { name: `❤️ 1, from ${grace.full_name}` })).toHaveAttribute('aria-pressed', 'false');
    });
    await step('a click on hers adds mine', async () => {
      await userEvent.click(hers);
      await expect(within(messageOf(canvasElement, 3)).getByRole('button', { name: `🙏 2, from You and ${grace.full_name}` })).toHaveAttribute('aria-pressed', 'true');
    });
    await step('the hover toolbar’s picker adds another', async () => {
      // Focus shows the toolbar as hover does (synthetic pointer events do not set :hover).
      messageOf(canvasElement, 5).focus();
      await userEvent.click(within(messageOf(canvasElement, 5)).getByRole('button', { name: 'React' }));
      await userEvent.click(await screen.findByRole('button', { name: 'React with 😂' }));
      await expect(within(messageOf(canvasElement, 5)).getByRole('button', { name: '😂 1, from You' })).toBeVisible();
    });
  },
};

/** The menu by keyboard: a message is focusable (ArrowUp/ArrowDown move between messages), Tab reaches its menu button, arrows move in the menu, Enter picks. */
export const ActionsMenuByKeyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('ArrowUp and ArrowDown move from message to message', async () => {
      messageOf(canvasElement, 5).focus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(messageOf(canvasElement, 4)).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(messageOf(canvasElement, 6)).toHaveFocus();
    });
    await step('Tab reaches the menu button of the message, Enter opens the menu on the first reaction', async () => {
      await userEvent.tab();
      const button = within(messageOf(canvasElement, 6)).getByRole('button', { name: 'Message actions' });
      await expect(button).toHaveFocus();
      // The toolbar fades in on focus.
      await waitFor(() => expect(button).toBeVisible());
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: 'Message actions' });
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'React with 👍' })).toHaveFocus());
      await expect(within(menu).getAllByRole('menuitem').map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual([
        'React with 👍',
        'React with ❤️',
        'React with 😂',
        'React with 😮',
        'React with 😢',
        'React with 🙏',
        'Reply',
        'Edit',
        'Delete',
      ]);
    });
    await step('End goes to Delete; Enter asks to confirm; Delete for everyone deletes', async () => {
      await userEvent.keyboard('{End}');
      await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
      await expect(dialog).toHaveTextContent(`It will be removed for you and ${grace.full_name}.`);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for everyone' }));
      await expect(args.onDeleteMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
      await waitFor(() => expect(messageOf(canvasElement, 6)).toHaveTextContent('This message was deleted'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
    await step("the partner's message offers neither Edit nor Delete", async () => {
      within(messageOf(canvasElement, 5)).getByRole('button', { name: 'Message actions' }).focus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: 'Message actions' });
      await expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
      await expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(within(messageOf(canvasElement, 5)).getByRole('button', { name: 'Message actions' })).toHaveFocus();
    });
  },
};

/** Reply from the toolbar: the composer's 'Replying to' strip with the excerpt; ✕ or Escape cancels; the reply goes with its quote. */
export const ReplyingStrip: Story = {
  play: async ({ canvasElement, canvas, args, step }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await step('Reply shows the strip and puts the caret in the box; Escape cancels', async () => {
      messageOf(canvasElement, 2).focus();
      await userEvent.click(within(messageOf(canvasElement, 2)).getByRole('button', { name: 'Reply' }));
      await expect(canvas.getByText(`Replying to ${grace.full_name}`)).toBeVisible();
      await expect(canvas.getByText('Hi Amina, yes it is. Would you like a viewing?', { selector: '.est-chat-compose-strip *' })).toBeVisible();
      await expect(box).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByText(`Replying to ${grace.full_name}`)).toBeNull();
    });
    await step('the reply is sent with the id it answers, and shows its quote', async () => {
      messageOf(canvasElement, 2).focus();
      await userEvent.click(within(messageOf(canvasElement, 2)).getByRole('button', { name: 'Reply' }));
      await userEvent.type(box, 'Yes please, Saturday!{Enter}');
      await expect(args.onSend).toHaveBeenCalledWith({ text: 'Yes please, Saturday!', image: null, replyTo: 2 });
      await expect(canvas.queryByText(`Replying to ${grace.full_name}`)).toBeNull();
      const quote = await canvas.findByRole('button', { name: `In reply to ${grace.full_name} Hi Amina, yes it is. Would you like a viewing?` });
      await expect(quote).toBeVisible();
    });
  },
};

/** ArrowUp in the empty box edits my last message: 'Editing message', Enter saves, the bubble says 'edited'; Escape would cancel. */
export const Editing: Story = {
  play: async ({ canvasElement, canvas, args, step }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await step('ArrowUp takes my last message into the box', async () => {
      await userEvent.click(box);
      await userEvent.keyboard('{ArrowUp}');
      await expect(canvas.getByText('Editing message')).toBeVisible();
      await expect(box).toHaveValue('Great, see you then!');
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    });
    await step('Enter saves: the new text, marked edited', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, 'Great, see you at the gate!{Enter}');
      await expect(args.onEditMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }), 'Great, see you at the gate!');
      await waitFor(() => expect(messageOf(canvasElement, 6)).toHaveTextContent('Great, see you at the gate! (edited)'));
      await expect(canvas.queryByText('Editing message')).toBeNull();
      await expect(box).toHaveValue('');
    });
    await step('the menu offers Edit on it; Escape leaves the edit unchanged', async () => {
      within(messageOf(canvasElement, 6)).getByRole('button', { name: 'Message actions' }).focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
      await expect(box).toHaveValue('Great, see you at the gate!');
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByText('Editing message')).toBeNull();
      await expect(messageOf(canvasElement, 6)).toHaveTextContent('Great, see you at the gate! (edited)');
    });
  },
};

/** The server's clock says the 15 minutes have passed (the page's said not): its refusal stays under the box, the edit open. */
export const EditRefusedByServer: Story = {
  render: (args) => <LiveConversation {...args} serverNow={now.getTime() + 20 * 60_000} />,
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.type(box, ' Thanks');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REFUSAL);
    await expect(canvas.getByText('Editing message')).toBeVisible();
    await expect(messageOf(canvasElement, 6)).toHaveTextContent('Great, see you then!');
  },
};

/** On a phone, the same conversation: the toolbar stays out of the way (a long press opens the menu). */
export const Phone: Story = {
  decorators: [framed({ maxWidth: '390px' })],
  play: async ({ canvasElement }) => {
    await expect(messageOf(canvasElement, 5)).toHaveTextContent('Hello! Is the Kilimani apartment still available?');
  },
};

const thread = longThread(me, grace.username, 400);
const quoted = thread[12]!;
const replyToOld: ChatMessage = {
  ...sent(401, grace.username, '09:40', 'About your first question: yes, parking for two cars.'),
  reply_to: { id: quoted.id, sender_username: quoted.sender_username, message: quoted.message, image: null, deleted: false },
};

/** A list whose older pages load on demand (50 a page), as `useChat` gives them. */
function PagedList(args: MessageListProps & { pages: ChatMessage[] }) {
  const { pages, ...rest } = args;
  const [loaded, setLoaded] = useState(100);
  const messages = [...pages.slice(Math.max(0, pages.length - loaded)), replyToOld];
  return (
    <MessageList
      {...rest}
      messages={messages}
      hasOlder={loaded < pages.length}
      onLoadOlder={async () => {
        args.onLoadOlder?.();
        await new Promise((resolve) => setTimeout(resolve, 30));
        setLoaded((count) => Math.min(pages.length, count + 50));
        return true;
      }}
    />
  );
}

/** The quote jumps to the message it quotes: older pages load until it is in, the list scrolls to it and lights it. */
export const ReplyQuoteJumps: StoryObj<typeof PagedList> = {
  args: { me, partner: grace.username, partnerName: grace.full_name, partnerPhoto: grace.profile_photo, now, pages: thread, onLoadOlder: fn() },
  render: (args) => <PagedList {...args} />,
  decorators: [framed({ display: 'flex', flexDirection: 'column', height: '32rem', border: '1px solid var(--est-border)', borderRadius: 'var(--est-radius-lg)' }, 'est-chat-conversation est-shrink est-relative est-stack')],
  play: async ({ canvas, canvasElement, args }) => {
    const quote = await canvas.findByRole('button', { name: `In reply to You ${quoted.message}` });
    await userEvent.click(quote);
    const target = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>(`[data-message-id="${quoted.id}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    await expect(args.onLoadOlder).toHaveBeenCalled();
    await waitFor(() => expect(target).toHaveAttribute('data-highlighted'));
    await waitFor(() => expect(target).toHaveFocus());
    const scroller = canvasElement.querySelector<HTMLElement>('.est-chat-scroller')!.getBoundingClientRect();
    await waitFor(() => {
      const box = target.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(scroller.top);
      expect(box.bottom).toBeLessThanOrEqual(scroller.bottom);
    });
    await waitFor(() => expect(target).not.toHaveAttribute('data-highlighted'), { timeout: 3000 });
  },
};

/** A quote of a message the list cannot load any more: it says so. */
export const ReplyQuoteGone: StoryObj<typeof MessageList> = {
  args: {
    me,
    partner: grace.username,
    partnerName: grace.full_name,
    now,
    messages: [{ ...replyToOld, reply_to: { id: 3, sender_username: me, message: 'An old question', image: null, deleted: false } }],
  },
  render: (args) => <MessageList {...args} />,
  decorators: [framed({ display: 'flex', flexDirection: 'column', height: '20rem' }, 'est-chat-conversation est-shrink est-relative est-stack')],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^In reply to You / }));
    await expect(await canvas.findByText('That message is no longer loaded.')).toHaveAttribute('role', 'status');
  },
};
