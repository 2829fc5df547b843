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
  /** The open conversation's search (ConversationSearch): its button in the header, and its field's label and placeholder. */
  chatSearchConversation: 'Search this conversation',
  /** Closes it (Esc does too). */
  chatSearchConversationClose: 'Close search',
  /** Steps to the match before or after the one shown (↑ and ↓, Enter for the next). */
  chatSearchPrevious: 'Previous match',
  chatSearchNext: 'Next match',
  /** Which match is shown: '2 of 5'. */
  chatSearchPosition: '{index} of {count}',
  /** Read with the field by screen readers: the keys. */
  chatSearchConversationKeys: 'Enter or the arrow keys step through the matches; Escape closes the search.',
} as const;
