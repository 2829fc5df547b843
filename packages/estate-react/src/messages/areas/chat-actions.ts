/** The chat's message actions (issue 27): reactions, replies, edits and deletions. */
export const en = {
  /** The menu button on a message (keyboard and screen readers reach every action through it). */
  chatMessageActions: 'Message actions',
  chatReact: 'React',
  /** Template: `{emoji}`. */
  chatReactWith: 'React with {emoji}',
  chatReply: 'Reply',
  chatEdit: 'Edit',
  chatDelete: 'Delete',
  /** After the text of a message its sender changed. */
  chatEdited: 'edited',
  /** A deleted message's bubble, on both sides. */
  chatDeleted: 'This message was deleted',
  chatDeleteTitle: 'Delete this message?',
  /** Template: `{name}`, the other person. */
  chatDeleteBody: 'It will be removed for you and {name}. This cannot be undone.',
  chatDeleteConfirm: 'Delete for everyone',
  /** A reaction chip's accessible name. Template: `{emoji}`, `{count}`, `{names}` ('You and Grace'). */
  chatReactionChip: '{emoji} {count}, from {names}',
  /** The quote above a reply, read before its sender and words ('In reply to Grace Achieng: …'). */
  chatQuoteInReplyTo: 'In reply to',
  /** The quote's title: a click shows the quoted message. */
  chatQuoteGoTo: 'Show the quoted message',
  /** The quoted message is older than what the list has and cannot be loaded. */
  chatQuoteGone: 'That message is no longer loaded.',
  /** The composer's strip while replying. Template: `{name}`. */
  chatReplyingTo: 'Replying to {name}',
  chatCancelReply: 'Cancel the reply',
  chatEditing: 'Editing message',
  chatCancelEdit: 'Cancel editing',
  chatEditHint: 'Enter to save, Escape to cancel.',
} as const;
