import type { en } from './safety.js';

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
