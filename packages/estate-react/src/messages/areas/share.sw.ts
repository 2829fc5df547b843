import type { en } from './share.js';

export const sw: Record<keyof typeof en, string> = {
  shareViaDevice: 'Programu zaidi',
  shareWhatsApp: 'WhatsApp',
  shareEmail: 'Barua pepe',
  shareOptions: 'Shiriki kwa',
  shareCopied: 'Imenakiliwa',
  shareEmailSubject: 'Angalia hii',
  notificationsMarkAllRead: 'Weka zote kuwa zimesomwa',
  notificationsAllRead: 'Arifa zote zimewekwa kuwa zimesomwa.',
  notificationsSeeAll: 'Ona zote',
  notificationsSeeAllLabel: 'Ona arifa zote',
};
