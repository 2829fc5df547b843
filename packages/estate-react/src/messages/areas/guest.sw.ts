import type { en } from './guest.js';

export const sw: Record<keyof typeof en, string> = {
  guestSignIn: 'Ingia',
  guestCreateAccount: 'Fungua akaunti',
  guestSignInTitle: 'Ingia ili uendelee',
  guestSignInResume: 'Ukishaingia, tutamalizia ulichoanza.',
  guestSignInLead: 'Karibu tena. Ingia kwa barua pepe na nenosiri lako.',
  guestSignInBack: 'Rudi',
  guestNoAccount: 'Mgeni kwenye Estate?',
  guestPageBody: 'Ingia au fungua akaunti ya bure ili utumie ukurasa huu.',
};
