import type { en } from './mpesa.js';

export const sw: Record<keyof typeof en, string> = {
  payMethodLabel: 'Lipa kwa',
  payMethodCard: 'Kadi',
  payMethodMpesa: 'M-Pesa',
  mpesaPhoneLabel: 'Nambari ya simu ya M-Pesa',
  mpesaPhoneHint: 'Nambari ya Safaricom, k.m. 0712 345 678. Simu yako itakuomba PIN yako ya M-Pesa.',
  mpesaPay: 'Lipa {amount} kwa M-Pesa',
  mpesaSending: 'Tunatuma ombi kwenye simu yako…',
  mpesaWaitingTitle: 'Angalia simu yako na uweke PIN yako ya M-Pesa',
  mpesaWaitingBody: 'Tumetuma ombi la {amount} kwa {phone}. Acha ukurasa huu wazi: utajisasisha wenyewe.',
  mpesaTimeLeft: 'Muda uliobaki wa kuweka PIN yako',
  mpesaChecking: 'Tunathibitisha na M-Pesa…',
  mpesaSuccessTitle: 'Malipo yamepokelewa',
  mpesaSuccessBody: 'Mpango wako wa {plan} sasa unatumika. Wasifu wako sasa unaonyesha beji yake.',
  mpesaGoToProfile: 'Nenda kwenye wasifu wangu',
  mpesaFailedTitle: 'Malipo hayakufanikiwa',
  mpesaReasonDeclined: 'Ombi lilighairiwa kwenye simu, au PIN haikuwa sahihi. Hakuna pesa iliyotozwa.',
  mpesaReasonInsufficientFunds: 'Salio lako la M-Pesa halitoshi kwa malipo haya. Ongeza salio, kisha ujaribu tena.',
  mpesaReasonTimeout: 'Muda wa ombi uliisha kabla ya PIN kuwekwa. Hakuna pesa iliyotozwa.',
  mpesaTryAgain: 'Jaribu tena',
  mpesaSecure: 'Imelipwa kupitia Paystack. Unaidhinisha kwenye simu yako: hatuoni PIN yako kamwe.',
};
