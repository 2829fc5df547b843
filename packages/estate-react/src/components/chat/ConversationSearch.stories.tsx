import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatSearchHit } from '@estate/sdk';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { longThread } from '../../storybook/chat-thread.js';
import { chatPartners, myProfile } from '../../storybook/fixtures.js';
import { framed } from '../shared/story-helpers.js';
import { ChatPaneView, type ChatPaneViewProps } from './ChatPaneView.js';

const me = myProfile.username;
const grace = chatPartners[0]!;
const now = new Date('2026-11-22T10:00:00.000Z');
/** 2,000 messages: the matches are far back in the windowed list. */
const thread = longThread(me, grace.username, 2000);
const partner = { id: grace.id, username: grace.username, full_name: grace.full_name, profile_photo: grace.profile_photo };

/** What the server would find (`GET /chat/search/?q=&with=`): every word in the text, newest first. */
function searchThread(query: string): ChatSearchHit[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}#]+/gu) ?? [];
  if (words.join('').length < 2) return [];
  return thread
    .filter((message) => words.every((word) => message.message!.toLowerCase().includes(word)))
    .reverse()
    .map((message) => ({ partner, message, snippet: message.message! }));
}

/** The pane with its conversation search, as `ChatPane` wires it to `useChatSearch(query, { with })`. */
function Searchable(props: Partial<ChatPaneViewProps>) {
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchThread(query), [query]);
  return (
    <ChatPaneView
      me={me}
      conversations={chatPartners}
      partner={grace}
      messages={thread}
      connection="open"
      now={now}
      onSelectConversation={fn()}
      onStartChat={fn()}
      onSend={() => true}
      showConversationList={false}
      conversationSearch={{ query, onQueryChange: setQuery, hits, count: hits.length }}
      {...props}
    />
  );
}

/**
 * The search of the open conversation (issue 27): the header's search button opens a field; its
 * matches (`ChatSearchResults`) list under it, and Enter, ↑ and ↓ step through them, each brought
 * into view in the windowed list and lit for a moment, while the focus stays in the field. Esc
 * closes it and gives the focus back to the button.
 */
const meta = {
  title: 'Chat/ConversationSearch',
  component: Searchable,
  decorators: [framed({ '--est-chat-height': '40rem' })],
} satisfies Meta<typeof Searchable>;

export default meta;
type Story = StoryObj<typeof meta>;

const lit = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.est-chat-message[data-highlighted]');

/** Search, step with Enter and the arrows to messages far back, then Esc. */
export const StepThroughMatches: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const button = canvas.getByRole('button', { name: 'Search this conversation' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const field = canvas.getByRole('searchbox', { name: 'Search this conversation' });
    await expect(field).toHaveFocus();
    const hits = searchThread('#11');
    await step('lists the matches', async () => {
      await userEvent.type(field, '#11');
      await expect(canvas.getByText(`${hits.length} messages found`)).toBeVisible();
    });
    await step('Enter shows the newest match, far back in the list, lit; the focus stays in the field', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(lit(canvasElement)).toHaveAttribute('data-message-id', String(hits[0]!.message.id)));
      await expect(lit(canvasElement)).toHaveTextContent(hits[0]!.message.message!);
      await expect(field).toHaveFocus();
      await expect(canvas.getByTestId('conversation-search-position')).toHaveTextContent(`1 of ${hits.length}`);
      await expect(canvas.getAllByRole('button', { current: true })).toHaveLength(1);
    });
    await step('↑ goes further back, ↓ comes back', async () => {
      await userEvent.keyboard('{ArrowUp}');
      await waitFor(() => expect(lit(canvasElement)).toHaveAttribute('data-message-id', String(hits[1]!.message.id)));
      await expect(canvas.getByTestId('conversation-search-position')).toHaveTextContent(`2 of ${hits.length}`);
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(lit(canvasElement)).toHaveAttribute('data-message-id', String(hits[0]!.message.id)));
    });
    await step('Esc closes, and the focus goes back to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('searchbox')).toBeNull();
      await expect(button).toHaveFocus();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** A click on a match shows it too. */
export const ClickAMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search this conversation' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'balcony');
    const hits = searchThread('balcony');
    const third = canvas.getAllByRole('button', { name: /^Message in your conversation with/ })[2]!;
    await userEvent.click(third);
    await waitFor(() => expect(lit(canvasElement)).toHaveAttribute('data-message-id', String(hits[2]!.message.id)));
    await expect(third).toHaveAttribute('aria-current', 'true');
  },
};

/** Nothing found: said so; the arrows are disabled. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search this conversation' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'penthouse');
    await expect(canvas.getByText('No messages match \u201cpenthouse\u201d.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next match' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous match' })).toBeDisabled();
  },
};

/** In Swahili. */
export const Swahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tafuta katika mazungumzo haya' }));
    await expect(canvas.getByRole('button', { name: 'Funga utafutaji' })).toBeVisible();
  },
};
