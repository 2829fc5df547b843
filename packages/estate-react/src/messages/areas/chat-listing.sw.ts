import type { en } from './chat-listing.js';

export const sw: Record<keyof typeof en, string> = {
  chatListingCardLabel: 'Tangazo',
  chatListingCardOpen: 'Fungua tangazo \u201c{title}\u201d',
  chatListingGone: 'Tangazo hili halipatikani tena.',
};
