/** ChatPane: the conversation list, the message pane, the composer and the agent search dialog. */
export const en = {
  startChatWithAgent: 'Start chat with an Agent',
  searchAgent: 'Search Agent ...',
  typeMessage: 'Type a message',
  send: 'Send',
  attachImage: 'Attach an image',
  removeImage: 'Remove the image',
  chatConnecting: 'Connecting…',
  chatReconnecting: 'Reconnecting…',
  chatOffline: 'You are offline. Messages will arrive when the connection returns.',
  backToConversations: 'Back to conversations',
  conversations: 'Messages',
  chatNewConversation: 'New message',
  chatNewMessagesPill: 'New messages',
  chatLoadOlder: 'Load older messages',
  /** Template: `{text}` is the last message. */
  chatPreviewOwn: 'You: {text}',
  chatPhoto: 'Photo',
  /** Template: `{name}`. */
  chatImageFrom: 'Image from {name}',
  chatOpenImage: 'Open the image full size',
  chatImageToSend: 'Image to send',
  chatAddEmoji: 'Add an emoji',
  chatComposerHint: 'Enter to send, Shift+Enter for a new line.',
  chatSelectConversation: 'Select a conversation',
  chatSelectConversationHint: 'Pick someone from the list, or start a chat with an agent.',
  /** Template: `{name}`. */
  chatMessagesWith: 'Messages with {name}',
  chatAgents: 'Agents',
  /** Template: `{name}`. */
  chatWith: 'Chat with {name}',
  chatYou: 'You',
  chatNoConversations: 'No conversations yet',
  /** Template: `{name}`. */
  chatTyping: '{name} is typing…',
  /** Under my last message the partner has read. */
  chatSeen: 'Seen',
  /** Under my message still in the outbox, waiting for the connection (issue 27). */
  chatWaitingToSend: 'Waiting to send',
  /** Under my message the server refused. Template: `{reason}`, why, in the user's words (`refusalText`, by the refusal's code). */
  chatNotSentBecause: 'Not sent: {reason}',
  chatRetrySend: 'Retry',
  chatDiscardMessage: 'Delete',
  /** Why a reply was refused: the message it quotes is gone from the conversation. */
  chatReplyGone: 'The message you replied to is no longer in this conversation.',
  /** Template: `{count}`, the messages not read yet (a badge's accessible name). */
  chatUnread: '{count} unread',
  /** ChatPane for a guest or a visitor: the heading over the sign-in, in the pane. */
  chatSignInTitle: 'Sign in to chat',
  chatSignInBody: 'Message agents about a home and get their answers here, in real time.',
  /** The tray of images being sent (issue 27): its name, each image's progress bar and cancel button. */
  chatUploads: 'Images being sent',
  /** Template: `{name}` is the file's name. */
  chatUploading: 'Sending {name}',
  /** Template: `{name}`. */
  chatCancelUpload: 'Cancel sending {name}',
  /** Template: `{name}`. */
  chatRetryUpload: 'Retry sending {name}',
  chatUploadFailed: 'Not sent',
  /** Template: `{name}` (the image's file), `{reason}`: the line under the tray. */
  chatUploadReason: '{name}: {reason}',
  chatUploadRetry: 'Retry',
  /** The file had no name (a pasted image). */
  chatPastedImage: 'image',
  /** The photo viewer of a conversation. Template: `{name}`. */
  chatPhotosWith: 'Photos in your chat with {name}',
} as const;
