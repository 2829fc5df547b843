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
} as const;

export const fr: Record<keyof typeof en, string> = {
  startChatWithAgent: 'Discuter avec un agent',
  searchAgent: 'Rechercher un agent ...',
  typeMessage: 'Écrire un message',
  send: 'Envoyer',
  attachImage: 'Joindre une image',
  removeImage: "Retirer l'image",
  chatConnecting: 'Connexion…',
  chatReconnecting: 'Reconnexion…',
  chatOffline: 'Vous êtes hors ligne. Les messages arriveront au retour de la connexion.',
  backToConversations: 'Retour aux conversations',
  conversations: 'Messages',
};
