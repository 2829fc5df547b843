/** The inbox's message search (ChatSearchResults, issue 27). */
export const en = {
  /** The search box above the conversations; its placeholder and label. */
  chatSearchMessages: 'Search messages',
  /** Under the box while fewer than two characters are typed. */
  chatSearchKeepTyping: 'Type at least 2 characters to search your messages.',
  /** No message holds every word. */
  chatSearchNoResults: 'No messages match \u201c{query}\u201d.',
  /** The search could not be made. */
  chatSearchFailed: 'The search failed. Please try again.',
  /** The results' count, for the list's label and screen readers. */
  chatSearchResultCount: '{count} messages found',
  chatSearchResultCountOne: '1 message found',
  /** Read before a hit's name by screen readers (hidden): whose conversation it is. */
  chatSearchHitFrom: 'Message in your conversation with',
} as const;
