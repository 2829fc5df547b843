import type { en } from './chat-search.js';

export const fr: Record<keyof typeof en, string> = {
  chatSearchMessages: 'Rechercher dans les messages',
  chatSearchKeepTyping: 'Tapez au moins 2 caractères pour rechercher dans vos messages.',
  chatSearchNoResults: 'Aucun message ne correspond à « {query} ».',
  chatSearchFailed: 'La recherche a échoué. Veuillez réessayer.',
  chatSearchResultCount: '{count} messages trouvés',
  chatSearchResultCountOne: '1 message trouvé',
  chatSearchHitFrom: 'Message de votre conversation avec',
  chatSearchConversation: 'Rechercher dans cette conversation',
  chatSearchConversationClose: 'Fermer la recherche',
  chatSearchPrevious: 'Résultat précédent',
  chatSearchNext: 'Résultat suivant',
  chatSearchPosition: '{index} sur {count}',
  chatSearchConversationKeys: 'Entrée ou les flèches passent d’un résultat à l’autre ; Échap ferme la recherche.',
};
