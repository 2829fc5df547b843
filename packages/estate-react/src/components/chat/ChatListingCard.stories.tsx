import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatMessage } from '@estate/sdk';
import { expect } from 'storybook/test';
import { chatMessages, chatPartners, myProfile, properties } from '../../storybook/fixtures.js';
import { framed } from '../shared/story-helpers.js';
import { MessageList } from './MessageList.js';

const me = myProfile.username;
const grace = chatPartners[0]!;
const now = new Date('2026-11-22T10:00:00.000Z');
const listing = properties[0]!;

/** The card 'Message {owner}' put in the conversation: from me to the listing's owner, the listing as it is now. */
const card: ChatMessage = {
  id: 100,
  message: listing.title,
  image: null,
  sender_username: me,
  receiver_username: grace.username,
  created_at: '2026-11-22T08:55:00.000Z',
  property_id: listing.id,
  listing: {
    id: listing.id,
    slug: listing.slug,
    title: listing.title,
    cover_photo: listing.cover_photo,
    price: listing.price,
    advert_type: listing.advert_type,
    city: listing.city,
    country: listing.country,
    owner_username: grace.username,
  },
};
/** A card whose listing was deleted since: the server leaves `listing` out. */
const gone: ChatMessage = { id: 99, message: 'Two bedroom flat in Westlands', image: null, sender_username: me, receiver_username: grace.username, created_at: '2026-11-22T08:50:00.000Z', property_id: 424242 };

/**
 * The listing a chat was started from ('Message {owner}'), kept in the conversation's history
 * (issue 27): photo, title, price and advert type, place; the whole card links to the listing. A
 * listing deleted or hidden since says it is no longer available.
 */
const meta = {
  title: 'Chat/ChatListingCard',
  component: MessageList,
  args: { me, partner: grace.username, partnerName: grace.full_name, partnerPhoto: grace.profile_photo, messages: [card, ...chatMessages], now },
  decorators: [framed({ display: 'flex', flexDirection: 'column', height: '36rem', border: '1px solid var(--est-border)', borderRadius: 'var(--est-radius-lg)' }, 'est-chat-conversation est-shrink est-relative est-stack')],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the head of the conversation: a card, not a bubble, on my side, linking to the listing. */
export const AtTheHead: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: (name) => name.includes(listing.title) });
    await expect(link.getAttribute('href')).toContain(listing.slug);
    const article = link.closest('[data-testid="chat-listing-card"]')!;
    await expect(article).toHaveTextContent(listing.title);
    await expect(article.textContent).toMatch(/\$[\d,]+/);
    await expect(article).toHaveTextContent(listing.city!);
    await expect(article.closest('.est-chat-group')).toHaveAttribute('data-own');
    // The card is the first thing in the history, and no bubble repeats its title.
    await expect(canvasElement.querySelector('.est-chat-rows [data-testid="chat-listing-card"], .est-chat-rows .est-chat-bubble')).toBe(article);
    await expect(canvasElement.querySelectorAll('.est-chat-bubble')).toHaveLength(chatMessages.length);
  },
};

/** The listing was deleted (or hidden) since: the title it kept, and that it is no longer available; no link. */
export const NoLongerAvailable: Story = {
  args: { messages: [gone, ...chatMessages] },
  play: async ({ canvas }) => {
    const article = canvas.getByTestId('chat-listing-card');
    await expect(article).toHaveAttribute('data-gone');
    await expect(article).toHaveTextContent('Two bedroom flat in Westlands');
    await expect(article).toHaveTextContent('This listing is no longer available.');
    await expect(article.querySelector('a')).toBeNull();
  },
};

/** In French: the card's words from the catalogue. */
export const French: Story = {
  args: { messages: [gone, card, ...chatMessages] },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cette annonce n\u2019est plus disponible.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: (name) => name.startsWith('Annonce') && name.includes(listing.title) })).toBeVisible();
  },
};
