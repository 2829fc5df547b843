import type { ChatListMessage, ChatMessage } from '@estate/sdk';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessages, chatPartners, myProfile, warnedChatMessages } from '../../storybook/fixtures.js';
import { ChatPaneView, type ChatPaneViewProps } from './ChatPaneView.js';
import { MessageList } from './MessageList.js';
import { WithComponents } from '../../config/components.js';

afterEach(cleanup);

const me = myProfile.username;
const grace = chatPartners[0]!;
const now = new Date('2026-11-22T10:00:00.000Z');

const props = (overrides: Partial<ChatPaneViewProps> = {}): ChatPaneViewProps => ({
  me,
  conversations: chatPartners,
  partner: grace,
  messages: chatMessages,
  connection: 'open',
  onSelectConversation: vi.fn(),
  onStartChat: vi.fn(),
  onSend: vi.fn(() => true),
  now,
  ...overrides,
});

describe('ChatPaneView', () => {
  it('shows the scam notices of warned messages; Report only when the host passes onReportMessage', () => {
    const { rerender } = render(<ChatPaneView {...props({ partner: chatPartners[1]!, messages: warnedChatMessages })} />);
    const notes = screen.getAllByRole('note', { name: 'Safety tip about this message' });
    expect(notes).toHaveLength(2);
    // ChatPane passes nothing until the report dialog is wired: no button.
    for (const note of notes) expect(within(note).queryByRole('button')).toBeNull();
    const onReportMessage = vi.fn();
    rerender(<ChatPaneView {...props({ partner: chatPartners[1]!, messages: warnedChatMessages, onReportMessage })} />);
    fireEvent.click(within(screen.getAllByRole('note')[0]!).getByRole('button', { name: /^Report the message from/ }));
    expect(onReportMessage).toHaveBeenCalledWith(warnedChatMessages[1]);
  });

  it('lists each conversation with its last message, how long ago, and the open one marked', () => {
    const own: ChatMessage = { ...grace.last_message!, message: 'See you Saturday', sender_username: me };
    const photo: ChatMessage = { ...grace.last_message!, message: null, image: '/media/chat/x.png' };
    render(<ChatPaneView {...props({ conversations: [{ ...grace, last_message: own }, { ...chatPartners[1]!, last_message: photo }] })} />);
    const list = within(screen.getByRole('navigation', { name: 'Messages' }));
    const open = list.getByRole('button', { name: new RegExp(grace.full_name) });
    expect(open.getAttribute('aria-current')).toBe('true');
    expect(open.textContent).toContain('You: See you Saturday');
    expect(open.textContent).toContain('48 minutes ago');
    expect(list.getByRole('button', { name: new RegExp(chatPartners[1]!.full_name) }).textContent).toContain('📷 Photo');
  });

  it("links the header to the partner's profile by username", () => {
    render(<ChatPaneView {...props()} />);
    expect(screen.getByRole('link', { name: new RegExp(grace.full_name) }).getAttribute('href')).toBe(`/profile/${grace.username}/`);
  });

  it("offers 'Start chat with an Agent' when there are no conversations, and the spec's text when they failed to load", () => {
    const onStartChat = vi.fn();
    const onRetry = vi.fn();
    const { rerender } = render(<ChatPaneView {...props({ conversations: [], partner: null, onStartChat })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start chat with an Agent' }));
    expect(onStartChat).toHaveBeenCalled();
    rerender(<ChatPaneView {...props({ conversations: [], partner: null, conversationsFailed: true, onRetryConversations: onRetry })} />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load users. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("shows 'Reconnecting…' while the socket reconnects, and still takes a message (the outbox keeps it until the connection is back)", () => {
    render(<ChatPaneView {...props({ connection: 'reconnecting' })} />);
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Still there?' } });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables Send when the conversation was given up (closed)', () => {
    render(<ChatPaneView {...props({ connection: 'closed' })} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Hello?' } });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders a replaced message bubble for every message', () => {
    const Bubble = ({ message }: { message: ChatListMessage }) => <span data-testid="custom-bubble">{message.message}</span>;
    render(
      <WithComponents components={{ MessageBubble: Bubble }}>
        <ChatPaneView {...props()} />
      </WithComponents>,
    );
    expect(screen.getAllByTestId('custom-bubble')).toHaveLength(chatMessages.length);
  });
});

describe('MessageList', () => {
  const reply = (id: number, sender: string): ChatMessage => ({ id, message: `reply ${id}`, image: null, sender_username: sender, receiver_username: me, created_at: `2026-11-22T09:3${id % 10}:00.000Z` });

  /** Makes the log look scrolled up, as jsdom has no layout. */
  const scrollUp = (log: HTMLElement) => {
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 });
    log.scrollTop = 100;
    fireEvent.scroll(log);
  };

  it("says 'No messages yet.' in an empty conversation", () => {
    render(<MessageList messages={[]} me={me} partnerName="Grace" now={now} />);
    expect(screen.getByText('No messages yet.')).toBeTruthy();
  });

  it('keeps the messages in a polite live region', () => {
    render(<MessageList messages={chatMessages} me={me} partnerName="Grace" now={now} />);
    expect(screen.getByRole('log', { name: 'Messages with Grace' }).getAttribute('aria-live')).toBe('polite');
  });

  it("shows a 'New messages' pill for messages that arrive while the reader has scrolled up, and clears it on click", () => {
    const { rerender } = render(<MessageList messages={chatMessages} me={me} partnerName="Grace" now={now} />);
    scrollUp(screen.getByRole('log'));
    rerender(<MessageList messages={[...chatMessages, reply(1, grace.username)]} me={me} partnerName="Grace" now={now} />);
    fireEvent.click(screen.getByRole('button', { name: 'New messages' }));
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it('follows my own message to the end even when scrolled up, without a pill', () => {
    const { rerender } = render(<MessageList messages={chatMessages} me={me} partnerName="Grace" now={now} />);
    scrollUp(screen.getByRole('log'));
    rerender(<MessageList messages={[...chatMessages, reply(2, me)]} me={me} partnerName="Grace" now={now} />);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
    expect(screen.getByRole('log').scrollTop).toBe(2000);
  });
});
