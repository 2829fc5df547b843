import type { en } from './chat-search.js';

export const sw: Record<keyof typeof en, string> = {
  chatSearchMessages: 'Tafuta ujumbe',
  chatSearchKeepTyping: 'Andika angalau herufi 2 ili kutafuta ujumbe wako.',
  chatSearchNoResults: 'Hakuna ujumbe unaolingana na \u201c{query}\u201d.',
  chatSearchFailed: 'Utafutaji haukufaulu. Tafadhali jaribu tena.',
  chatSearchResultCount: 'Ujumbe {count} umepatikana',
  chatSearchResultCountOne: 'Ujumbe 1 umepatikana',
  chatSearchHitFrom: 'Ujumbe katika mazungumzo yako na',
  chatSearchConversation: 'Tafuta katika mazungumzo haya',
  chatSearchConversationClose: 'Funga utafutaji',
  chatSearchPrevious: 'Tokeo lililotangulia',
  chatSearchNext: 'Tokeo linalofuata',
  chatSearchPosition: '{index} kati ya {count}',
  chatSearchConversationKeys: 'Enter au vitufe vya mishale huhamia tokeo jingine; Escape hufunga utafutaji.',
};
