import type { en } from './chat-listing.js';

export const fr: Record<keyof typeof en, string> = {
  chatListingCardLabel: 'Annonce',
  chatListingGone: 'Cette annonce n\u2019est plus disponible.',
};
