import type { en } from './chat-listing.js';

export const sw: Record<keyof typeof en, string> = {
  chatListingCardLabel: 'Tangazo',
  chatListingGone: 'Tangazo hili halipatikani tena.',
};
