import type { en } from './chat-actions.js';

export const fr: Record<keyof typeof en, string> = {
  chatMessageActions: 'Actions sur le message',
  chatReact: 'Réagir',
  chatReactWith: 'Réagir avec {emoji}',
  chatReply: 'Répondre',
  chatEdit: 'Modifier',
  chatDelete: 'Supprimer',
  chatEdited: 'modifié',
  chatDeleted: 'Ce message a été supprimé',
  chatDeleteTitle: 'Supprimer ce message ?',
  chatDeleteBody: 'Il sera supprimé pour vous et pour {name}. Cette action est définitive.',
  chatDeleteConfirm: 'Supprimer pour tout le monde',
  chatReactionChip: '{emoji} {count}, de {names}',
  chatQuoteInReplyTo: 'En réponse à',
  chatQuoteGoTo: 'Afficher le message cité',
  chatQuoteGone: 'Ce message n’est plus chargé.',
  chatReplyingTo: 'Réponse à {name}',
  chatCancelReply: 'Annuler la réponse',
  chatEditing: 'Modification du message',
  chatCancelEdit: 'Annuler la modification',
  chatEditHint: 'Entrée pour enregistrer, Échap pour annuler.',
};
