/**
 * The scam warning under a received chat message (MessageBubble's ChatSafetyNotice, issue 26): worded
 * by the server's `warning.kind`, calm rather than alarming, with a Report button and three tips.
 */
export const en = {
  /** What the notice is, for screen readers (its role is `note`). */
  safetyNoticeLabel: 'Safety tip about this message',
  /** The message asks for money before a viewing (`payment_request`). */
  safetyWarningPayment: 'Be careful: never pay a deposit or viewing fee before you have seen the property and met the agent.',
  /** The message moves the talk to WhatsApp, a phone number, e-mail or a deal outside the site (`off_platform`). */
  safetyWarningOffPlatform: 'Be careful: keep the conversation here until you have seen the property. Scams often move to WhatsApp or a phone call, where we cannot help.',
  safetyReport: 'Report',
  /** The Report button's accessible name, naming the message it reports. */
  safetyReportLabel: 'Report the message from {name}: “{excerpt}”',
  /** The disclosure that opens the tips. */
  safetyLearnMore: 'Learn how to stay safe',
  safetyTipSee: 'See the property in person, and meet the agent or owner, before you pay anything.',
  safetyTipPay: 'Pay only against a signed agreement, to the landlord’s or agency’s account, and keep the receipt.',
  safetyTipStay: 'Keep the chat on Estate: what is said here can be reported and checked.',
} as const;

export const fr: Record<keyof typeof en, string> = {
  safetyNoticeLabel: 'Conseil de sécurité à propos de ce message',
  safetyWarningPayment: 'Prudence : ne versez jamais de dépôt ni de frais de visite avant d’avoir vu le bien et rencontré l’agent.',
  safetyWarningOffPlatform: 'Prudence : restez sur cette conversation jusqu’à la visite du bien. Les arnaques passent souvent sur WhatsApp ou au téléphone, où nous ne pouvons pas vous aider.',
  safetyReport: 'Signaler',
  safetyReportLabel: 'Signaler le message de {name} : « {excerpt} »',
  safetyLearnMore: 'Comment rester en sécurité',
  safetyTipSee: 'Visitez le bien en personne et rencontrez l’agent ou le propriétaire avant de payer quoi que ce soit.',
  safetyTipPay: 'Ne payez que sur un contrat signé, sur le compte du propriétaire ou de l’agence, et gardez le reçu.',
  safetyTipStay: 'Restez sur Estate : ce qui est dit ici peut être signalé et vérifié.',
};

export const sw: Record<keyof typeof en, string> = {
  safetyNoticeLabel: 'Ushauri wa usalama kuhusu ujumbe huu',
  safetyWarningPayment: 'Kuwa makini: usilipe kamwe amana wala ada ya kuona nyumba kabla ya kuiona nyumba na kukutana na wakala.',
  safetyWarningOffPlatform: 'Kuwa makini: endeleeni kuongea hapa hadi utakapoiona nyumba. Matapeli mara nyingi huhamia WhatsApp au simu, ambako hatuwezi kukusaidia.',
  safetyReport: 'Ripoti',
  safetyReportLabel: 'Ripoti ujumbe kutoka kwa {name}: “{excerpt}”',
  safetyLearnMore: 'Jifunze jinsi ya kuwa salama',
  safetyTipSee: 'Iona nyumba mwenyewe, na ukutane na wakala au mwenye nyumba, kabla ya kulipa chochote.',
  safetyTipPay: 'Lipa tu baada ya kusaini mkataba, kwa akaunti ya mwenye nyumba au ya wakala, na uhifadhi risiti.',
  safetyTipStay: 'Endelea kuongea kwenye Estate: kinachosemwa hapa kinaweza kuripotiwa na kukaguliwa.',
};
