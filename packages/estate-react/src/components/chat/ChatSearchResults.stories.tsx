import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatSearchHit } from '@estate/sdk';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chatMessages, chatPartners } from '../../storybook/fixtures.js';
import { framed } from '../shared/story-helpers.js';
import { ChatSearchResults } from './ChatSearchResults.js';

const now = new Date('2026-11-22T10:00:00.000Z');
const hits: ChatSearchHit[] = chatMessages.slice(0, 3).map((message, index) => {
  const partner = chatPartners[index % 2]!;
  return {
    partner: { id: partner.id, username: partner.username, full_name: partner.full_name, profile_photo: partner.profile_photo },
    message,
    snippet: index === 2 ? '…Saturday at 10 if that works for the viewing of the Kilimani flat 🙂' : message.message!,
  } as ChatSearchHit;
});

/**
 * The inbox's message search (issue 27): what `GET /chat/search/?q=` found in my own
 * conversations, newest first, the words found marked; a click opens the conversation. `ChatPane`
 * shows it in the list's place while its 'Search messages' box holds 2 characters or more.
 */
const meta = {
  title: 'Chat/ChatSearchResults',
  component: ChatSearchResults,
  args: { query: 'kilimani', hits, count: hits.length, now, onSelect: fn(), onRetry: fn() },
  decorators: [framed({ width: '22rem', display: 'flex', flexDirection: 'column', border: '1px solid var(--est-border)', borderRadius: 'var(--est-radius-lg)' }, 'est-chat-sidebar est-surface est-stack')],
} satisfies Meta<typeof ChatSearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Found: the count is announced, the word is marked in each snippet, a hit opens its conversation. */
export const Found: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('3 messages found')).toHaveAttribute('role', 'status');
    const list = canvas.getByRole('list', { name: '3 messages found' });
    const marks = list.querySelectorAll('mark');
    await expect(marks.length).toBeGreaterThanOrEqual(2);
    for (const mark of marks) await expect(mark.textContent?.toLowerCase()).toBe('kilimani');
    const first = within(list).getAllByRole('button')[0]!;
    await expect(first).toHaveAccessibleName(new RegExp(`^Message in your conversation with ${hits[0]!.partner.full_name}`));
    await expect(first).toHaveAccessibleName(new RegExp(hits[0]!.snippet.slice(0, 20)));
    // A row is its conversation's, named for the partner; my own words are marked 'You:' as the inbox's previews are.
    const snippets = [...list.querySelectorAll('.est-chat-search-snippet')].map((snippet) => snippet.textContent ?? '');
    await expect(snippets.map((text) => text.startsWith('You: '))).toEqual(hits.map((hit) => hit.message.sender_username !== hit.partner.username));
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenCalledWith(hits[0]);
  },
};

/** Nothing holds every word: said in words, and to screen readers. */
export const NoMatch: Story = {
  args: { query: 'penthouse', hits: [], count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages match “penthouse”.').closest('[role="status"]')).not.toBeNull();
  },
};

/** One character: the server needs two, so nothing is searched yet. */
export const KeepTyping: Story = {
  args: { query: 'k', hits: [], count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Type at least 2 characters to search your messages.')).toBeVisible();
  },
};

/** On its way: skeleton rows, marked busy. */
export const Loading: Story = {
  args: { hits: [], count: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The search failed: the reason and Try again. */
export const Failed: Story = {
  args: { hits: [], count: 0, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The search failed. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
