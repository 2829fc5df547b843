/** The listing card a chat started from a listing keeps in its history (ChatListingCard, issue 27). */
export const en = {
  /** Above the card's title: what the card is. */
  chatListingCardLabel: 'Listing',
  /** In place of the card once the listing was deleted or hidden. */
  chatListingGone: 'This listing is no longer available.',
} as const;
