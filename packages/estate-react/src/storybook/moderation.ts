/** Moderation fixtures for the stories and tests, in the shapes the queue and a case answer (seeded demo data). */
import type { LicenseToVerify, ModerationCase, ModerationCaseSummary, ModerationHistory } from '@estate/sdk';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();
const person = (id: number, username: string, full_name: string, extra: Partial<ModerationCase['owner']> = {}) => ({
  id,
  username,
  full_name,
  profile_photo: `/media/seed/avatars/${username}.png`,
  is_moderator: false,
  suspended: false,
  ...extra,
});
const tally = (total: number, open = 0, dismissed = 0, removed = 0) => ({ total, open, dismissed, removed });

export const omar = person(12, 'omar_said', 'Omar Said');
export const amina = person(1, 'amina_wanjiru', 'Amina Wanjiru');
export const lucy = person(9, 'lucy_atieno', 'Lucy Atieno');

export const hiddenCase: ModerationCaseSummary = {
  id: 1,
  status: 'hidden',
  appealed: false,
  report_count: 2,
  reasons: ['scam', 'wrong_information'],
  item: {
    kind: 'property',
    id: 41,
    exists: true,
    title: 'Warehouse with loading bay in Changamwe',
    photo: '/media/seed/properties/serviced-4-bedroom-apartment-near-lavington-mall-3fc24a/cover.png',
    link: '/property/warehouse-with-loading-bay-in-changamwe/',
    text: null,
    role: null,
    hidden: true,
  },
  owner: omar,
  hidden_at: hoursAgo(38),
  appealed_at: null,
  resolved_at: null,
  created_at: hoursAgo(50),
  updated_at: hoursAgo(38),
};

export const appealedCase: ModerationCaseSummary = {
  ...hiddenCase,
  id: 3,
  appealed: true,
  reasons: ['unavailable'],
  report_count: 1,
  item: { ...hiddenCase.item, id: 42, title: '2-bedroom apartment in Nyali, sea view', photo: null },
  appealed_at: hoursAgo(5),
  created_at: hoursAgo(30),
};

export const profileCase: ModerationCaseSummary = {
  id: 2,
  status: 'open',
  appealed: false,
  report_count: 1,
  reasons: ['offensive'],
  item: { kind: 'profile', id: 8, exists: true, title: 'Mwangi Githinji', photo: '/media/seed/avatars/mwangi_githinji.png', link: '/profile/mwangi_githinji/', text: null, role: 'seller', hidden: false },
  owner: person(8, 'mwangi_githinji', 'Mwangi Githinji'),
  hidden_at: null,
  appealed_at: null,
  resolved_at: null,
  created_at: hoursAgo(19),
  updated_at: hoursAgo(19),
};

export const messageCase: ModerationCaseSummary = {
  ...profileCase,
  id: 4,
  reasons: ['scam'],
  item: { kind: 'message', id: 77, exists: true, title: '', photo: null, link: null, text: 'Send KES 2,000 viewing fee to till 884422 first, then I share the address.', role: null, hidden: false },
  owner: omar,
};

const history = (who: ModerationCase['owner'], filed: ReturnType<typeof tally>, against: ReturnType<typeof tally>, actions: ModerationHistory['actions'] = []): ModerationHistory => ({
  person: who,
  reports_filed: filed,
  reports_against: against,
  actions,
});

export const hiddenCaseDetail: ModerationCase = {
  ...hiddenCase,
  appeal: null,
  reports: [
    { id: 1, reason: 'scam', note: 'Asked me to pay a KES 2,000 viewing fee by M-Pesa before showing the warehouse.', reporter: amina, created_at: hoursAgo(50) },
    { id: 2, reason: 'wrong_information', note: 'The photos do not match the address; the plot is empty.', reporter: lucy, created_at: hoursAgo(38) },
  ],
  actions: [],
  owner_history: history(omar, tally(0), tally(3, 2, 1), [
    { id: 9, action: 'warn', reason: 'Quote the full rent: no hidden service charge.', moderator: 'njeri_kariuki', case_id: 7, created_at: hoursAgo(24 * 40) },
  ]),
  reporter_histories: [history(amina, tally(4, 1, 1, 2), tally(0)), history(lucy, tally(1, 1), tally(0))],
};

export const dismissedCaseDetail: ModerationCase = {
  ...hiddenCaseDetail,
  status: 'dismissed',
  hidden_at: null,
  resolved_at: hoursAgo(0.1),
  item: { ...hiddenCaseDetail.item, hidden: false },
  actions: [{ id: 10, action: 'dismiss', reason: 'The owner showed the title deed; the photos match the plot.', moderator: 'njeri_kariuki', case_id: 1, created_at: hoursAgo(0.1) }],
};

export const licensesToVerify: LicenseToVerify[] = [
  { username: 'grace_achieng', full_name: 'Grace Achieng', profile_photo: '/media/seed/avatars/grace_achieng.png', agency: 'Pwani Coast Homes', license: 'EARB/A/2021/1184', license_year: new Date().getFullYear(), updated_at: hoursAgo(72) },
  { username: 'samuel_mutua', full_name: 'Samuel Mutua', profile_photo: '/media/seed/avatars/samuel_mutua.png', agency: '', license: 'EARB/A/2022/1302', license_year: null, updated_at: hoursAgo(20) },
];
