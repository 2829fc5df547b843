import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatListMessage, ChatMessage } from '@estate/sdk';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { agents, chatMessages, chatPartners, myProfile, properties, warnedChatMessages } from '../../storybook/fixtures.js';
import { ChatPaneView, type ChatPaneViewProps } from './ChatPaneView.js';
import type { MessageBubbleProps } from './MessageBubble.js';
import { WithComponents } from '../../config/components.js';
import { framed } from '../shared/story-helpers.js';

const me = myProfile.username;
const grace = chatPartners[0]!;
/** The fixtures' "now": relative times and day labels read the same on every run. */
const now = new Date('2026-11-22T10:00:00.000Z');

const imageMessage: ChatMessage = {
  id: 5,
  message: null,
  image: properties[0]!.cover_photo,
  sender_username: grace.username,
  receiver_username: me,
  created_at: '2026-11-22T09:14:00.000Z',
};

const yesterday: ChatMessage[] = [
  { id: -2, message: 'Good evening! I saw your listing in Kilimani.', image: null, sender_username: me, receiver_username: grace.username, created_at: '2026-11-21T18:02:00.000Z' },
  { id: -1, message: 'Good evening Amina, happy to help. I will send details tomorrow morning.', image: null, sender_username: grace.username, receiver_username: me, created_at: '2026-11-21T18:20:00.000Z' },
];

const longMessage: ChatMessage = {
  id: 6,
  message:
    'Here is everything about the apartment:\n\n• 3 bedrooms, 2 bathrooms, a balcony facing the Ngong hills\n• Service charge KES 12,000 a month, water and security included\n• Parking for two cars, backup generator, borehole\n\nThe landlord asks for two months of deposit. Viewing link: https://estate.example/property/serviced-4-bedroom-apartment-near-lavington-mall-3fc24a/?utm_source=chat&utm_medium=message&utm_campaign=viewing',
  image: null,
  sender_username: grace.username,
  receiver_username: me,
  created_at: '2026-11-22T09:20:00.000Z',
};

/**
 * The inbox from plain props: `ChatPane` renders it with `useChatUsers` and `useChat`. Use it to
 * render the chat from your own data.
 *
 * ```tsx
 * <ChatPaneView me="amina_wanjiru" conversations={users} partner={grace} messages={messages} connection="open" onSend={({ text, image }) => send(text).ok} onSelectConversation={...} onStartChat={...} />
 * ```
 */
const meta = {
  title: 'Chat/ChatPaneView',
  component: ChatPaneView,
  args: {
    me,
    conversations: chatPartners,
    partner: grace,
    messages: chatMessages,
    connection: 'open',
    online: true,
    now,
    onSelectConversation: fn(),
    onStartChat: fn(),
    onBack: fn(),
    onSend: fn(() => true),
    onRetryConversations: fn(),
    onRetryHistory: fn(),
    onLoadOlder: fn(),
  },
  decorators: [framed({ '--est-chat-height': '36rem' })],
} satisfies Meta<typeof ChatPaneView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenConversation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log', { name: `Messages with ${grace.full_name}` })).toHaveTextContent('Would you like a viewing?');
    await expect(canvas.getByRole('link', { name: new RegExp(grace.full_name) })).toHaveAttribute('href', `/profile/${grace.username}/`);
    await expect(canvas.getByRole('button', { name: new RegExp(grace.full_name) })).toHaveAttribute('aria-current', 'true');
  },
};

export const WithDaysAndImage: Story = {
  args: { messages: [...yesterday, ...chatMessages, imageMessage] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yesterday')).toBeVisible();
    await expect(canvas.getByText('Today')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the image full size' }));
    const dialog = await screen.findByRole('dialog', { name: `Photos in your chat with ${grace.full_name}` }, { timeout: 5_000 });
    await expect(within(dialog).getByRole('img', { name: `Image from ${grace.full_name}` })).toHaveAttribute('src', expect.stringContaining('/cover.png'));
    await expect(dialog).toHaveTextContent('1 / 1');
    await userEvent.keyboard('{Escape}');
  },
};

export const LongMessage: Story = {
  args: { messages: [...chatMessages, longMessage] },
};

export const EmptyConversation: Story = {
  args: { partner: agents[4]!, messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet.')).toBeVisible();
  },
};

/** The history failed to load: its error with Try again, never 'No messages yet.' (nothing is known about the conversation). */
export const HistoryError: Story = {
  args: { partner: agents[4]!, messages: [], historyError: 'The request timed out. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request timed out. Please try again.');
    await expect(canvas.queryByText('No messages yet.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryHistory).toHaveBeenCalled();
  },
};

export const EmptyList: Story = {
  args: { conversations: [], partner: null, messages: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Start chat with an Agent' })[0]!);
    await expect(args.onStartChat).toHaveBeenCalled();
  },
};

export const ListError: Story = {
  args: { conversations: [], conversationsFailed: true, partner: null, messages: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Failed to load users. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryConversations).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { conversations: [], conversationsLoading: true, messages: [], messagesLoading: true, connection: 'connecting' },
};

export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Reconnecting…')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Offline: Story = {
  args: { connection: 'reconnecting', online: false },
};

export const ConversationGivenUp: Story = {
  args: { partner: { username: 'nobody_here' }, messages: [], connection: 'closed', connectionError: 'User not found.' },
};

export const SendRefused: Story = {
  args: { sendError: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.' },
};

export const OneAgentEmbedded: Story = {
  args: { showConversationList: false },
  parameters: { docs: { description: { story: '`<ChatPane agent="grace_achieng" showConversationList={false} />` on a listing page.' } } },
};

/** A container as narrow as a phone: the container query switches to one pane whatever the window. */
const phoneWidth = framed({ width: 360, maxWidth: '100%' });

export const PhoneList: Story = {
  args: { pane: 'list' },
  globals: { viewport: { value: 'phone' } },
  decorators: [phoneWidth],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: new RegExp(grace.full_name) })).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

export const PhoneConversation: Story = {
  args: { pane: 'conversation' },
  globals: { viewport: { value: 'phone' } },
  decorators: [phoneWidth],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back to conversations' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/**
 * Scam warnings (issue 26): the server warned the buyer of a viewing fee asked over M-Pesa and of a
 * move to WhatsApp; each has a calm notice under it with Report (wired by the host through
 * `onReportMessage`) and 'Learn how to stay safe'.
 */
const warnedPartner = chatPartners[1]!;
/** The inbox with the warned conversation's last message in its list. */
const warnedConversations = chatPartners.map((person) => (person === warnedPartner ? { ...person, last_message: warnedChatMessages.at(-1)! } : person));

export const ScamWarnings: Story = {
  args: { conversations: warnedConversations, partner: warnedPartner, messages: warnedChatMessages, onReportMessage: fn() },
  decorators: [framed({ '--est-chat-height': '44rem' })],
  play: async ({ canvas, args }) => {
    const notes = canvas.getAllByRole('note', { name: 'Safety tip about this message' });
    await expect(notes).toHaveLength(2);
    await userEvent.click(within(notes[0]!).getByRole('button', { name: /^Report the message from/ }));
    await expect(args.onReportMessage).toHaveBeenCalledWith(warnedChatMessages[1]);
  },
};

/** The same on a phone, the tips open. */
export const PhoneScamWarnings: Story = {
  args: { conversations: warnedConversations, partner: warnedPartner, messages: warnedChatMessages.slice(0, 2), onReportMessage: fn(), pane: 'conversation' },
  globals: { viewport: { value: 'phone' } },
  decorators: [phoneWidth, framed({ '--est-chat-height': '46rem' })],
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Safety tip about this message' });
    await userEvent.click(within(note).getByText('Learn how to stay safe'));
    await waitFor(() => expect(within(note).getByText(/See the property in person/)).toBeVisible());
  },
};

/** A partner's own bubble through the provider's `components={{ MessageBubble }}`, the rest of the pane unchanged. */
function PostcardBubble({ message, own, time, imageUrl, onOpenImage }: MessageBubbleProps) {
  return (
    <div
      style={{
        padding: '10px 14px',
        borderRadius: 4,
        border: '2px dashed currentColor',
        background: own ? '#fff7e6' : '#eef6ff',
        color: '#1f2937',
        fontFamily: 'Georgia, serif',
        maxWidth: '100%',
      }}
    >
      {imageUrl ? (
        <button type="button" onClick={() => onOpenImage(imageUrl)} style={{ padding: 0, border: 0, background: 'none' }}>
          <img src={imageUrl} alt="Photo" style={{ maxWidth: 200 }} />
        </button>
      ) : (
        <span style={{ whiteSpace: 'pre-wrap' }}>{message.message}</span>
      )}
      <small style={{ display: 'block', opacity: 0.75 }}>{time}</small>
    </div>
  );
}

export const CustomBubble: Story = {
  decorators: [
    (Story) => (
      <WithComponents components={{ MessageBubble: PostcardBubble }}>
        <Story />
      </WithComponents>
    ),
  ],
  parameters: {
    docs: {
      description: {
        story: 'Stream-style replaceable parts, given once to the provider: `<EstateProvider client={client} components={{ MessageBubble: PostcardBubble }}>` (or `<WithComponents>` around a subtree). The bubble gets `message`, `own`, `position`, `time`, `imageUrl` and `onOpenImage`.',
      },
    },
  },
};

export const French: Story = {
  args: { messages: [...yesterday, ...chatMessages] },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Écrire un message' })).toBeVisible();
    await expect(canvas.getByText('Hier')).toBeVisible();
  },
};

export const Light: Story = {
  args: { messages: [...chatMessages, imageMessage] },
  globals: { theme: 'light' },
};

/** The view with a local list: what you type appears, as it would once the server echoes it. */
function LocalChat(props: ChatPaneViewProps) {
  const [messages, setMessages] = useState<ChatListMessage[]>([...props.messages]);
  return (
    <ChatPaneView
      {...props}
      messages={messages}
      onSend={({ text, image }) => {
        const at = new Date(now.getTime() + messages.length * 1000).toISOString();
        setMessages((list) => [
          ...list,
          ...(image ? [{ id: list.length + 100, message: null, image, sender_username: me, receiver_username: grace.username, created_at: at }] : []),
          ...(text ? [{ id: list.length + 200, message: text, image: null, sender_username: me, receiver_username: grace.username, created_at: at }] : []),
        ]);
        return true;
      }}
    />
  );
}

export const ComposerKeys: Story = {
  render: (args) => <LocalChat {...args} />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, 'Two lines{Shift>}{Enter}{/Shift}second line');
    await expect(box).toHaveValue('Two lines\nsecond line');
    await expect(canvas.getByRole('log')).not.toHaveTextContent('second line');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent('second line'));
    await expect(box).toHaveValue('');
  },
};

/** A 1×1 PNG, as a picked file. */
const pixel = () => {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  return new File([bytes], 'pixel.png', { type: 'image/png' });
};

export const AttachImage: Story = {
  render: (args) => <LocalChat {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, pixel());
    await expect(await canvas.findByRole('img', { name: 'Image to send' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the image' }));
    await expect(canvas.queryByRole('img', { name: 'Image to send' })).toBeNull();
    await userEvent.upload(input, pixel());
    await canvas.findByRole('img', { name: 'Image to send' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Open the image full size' })).toHaveLength(1));
  },
};

export const ComposerEmoji: Story = {
  render: (args) => <LocalChat {...args} />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await userEvent.type(box, 'Sounds good ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add an emoji' }));
    // The kit's own short picker (the full one is `@estate/react/emoji`, given to the provider).
    const picker = await screen.findByRole('dialog', { name: 'Add an emoji' });
    await userEvent.click(within(picker).getByRole('button', { name: '👍' }));
    await waitFor(() => expect(box).toHaveValue('Sounds good 👍'));
    // The picker stays open for more emoji; Escape closes it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add an emoji' })).toBeNull());
  },
};

/** The partner typing, 'Seen' under my last message they read, and a badge on a conversation with unread messages. */
export const TypingSeenAndUnread: Story = {
  args: { messages: chatMessages.slice(0, 3), partnerTyping: true, seenId: chatMessages[2]!.id! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${grace.full_name} is typing…`).closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByTestId('chat-seen')).toHaveTextContent('Seen');
    const waiting = canvas.getByRole('button', { name: new RegExp(chatPartners[1]!.full_name) });
    await expect(within(waiting).getByLabelText('3 unread')).toHaveTextContent('3');
  },
};
