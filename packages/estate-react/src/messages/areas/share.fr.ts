import type { en } from './share.js';

export const fr: Record<keyof typeof en, string> = {
  shareViaDevice: 'Autres applis',
  shareWhatsApp: 'WhatsApp',
  shareEmail: 'E-mail',
  shareOptions: 'Partager sur',
  shareCopied: 'Copié',
  shareEmailSubject: 'Regarde ceci',
  notificationsMarkAllRead: 'Tout marquer comme lu',
  notificationsAllRead: 'Toutes les notifications sont marquées comme lues.',
  notificationsSeeAll: 'Tout voir',
  notificationsSeeAllLabel: 'Voir toutes les notifications',
};
