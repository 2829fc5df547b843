import type { en } from './chat-actions.js';

export const sw: Record<keyof typeof en, string> = {
  chatMessageActions: 'Vitendo vya ujumbe',
  chatReact: 'Jibu kwa hisia',
  chatReactWith: 'Jibu kwa {emoji}',
  chatReply: 'Jibu',
  chatEdit: 'Hariri',
  chatDelete: 'Futa',
  chatEdited: 'imehaririwa',
  chatDeleted: 'Ujumbe huu umefutwa',
  chatDeleteTitle: 'Ufute ujumbe huu?',
  chatDeleteBody: 'Utaondolewa kwako na kwa {name}. Hatua hii haiwezi kutenduliwa.',
  chatDeleteConfirm: 'Futa kwa kila mtu',
  chatReactionChip: '{emoji} {count}, kutoka kwa {names}',
  chatQuoteInReplyTo: 'Jibu kwa',
  chatQuoteGoTo: 'Onyesha ujumbe ulionukuliwa',
  chatQuoteGone: 'Ujumbe huo haupo tena kwenye orodha.',
  chatReplyingTo: 'Unamjibu {name}',
  chatCancelReply: 'Ghairi jibu',
  chatEditing: 'Unahariri ujumbe',
  chatCancelEdit: 'Ghairi uhariri',
  chatEditHint: 'Enter kuhifadhi, Escape kughairi.',
};
