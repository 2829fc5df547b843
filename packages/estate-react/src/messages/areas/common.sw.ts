import type { en } from './common.js';

export const sw: Record<keyof typeof en, string> = {
  close: 'Funga',
  cancel: 'Ghairi',
  dismiss: 'Ondoa',
  retry: 'Jaribu tena',
  loading: 'Inapakia…',
  save: 'Hifadhi',
  previous: 'Iliyotangulia',
  next: 'Inayofuata',
  search: 'Tafuta',
  clearAll: 'Futa Zote',
  recent: 'Za hivi karibuni',
  recentSearches: 'Utafutaji wa Hivi Karibuni',
  results: 'Matokeo',
  noResults: 'Hakuna matokeo.',
  register: 'Jisajili',
  registeredOnly: 'Unahitaji kuwa mtumiaji aliyesajiliwa ili kutumia kipengele hiki',
  themeToLight: 'Tumia mandhari angavu',
  themeToDark: 'Tumia mandhari meusi',
  defaultAvatarAlt: 'Picha ya wasifu',
  avatarOf: 'Picha ya wasifu ya {name}',
};
