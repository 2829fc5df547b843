import type { en } from './checkout.js';

export const sw: Record<keyof typeof en, string> = {
  planChargedKes: 'Unatozwa {amount} kwa mwezi',
  planCurrencyNote: 'Bei zinaonyeshwa kwa dola za Marekani. Kadi yako inatozwa kiasi hicho kwa shilingi za Kenya (KES), sarafu inayopokelewa na mtoa huduma wetu wa malipo, Paystack.',
  checkoutUsdBeside: '{usd} kwa mwezi',
  checkoutChargedInKes: 'Inatozwa kwa shilingi za Kenya (KES), sarafu inayopokelewa na Paystack.',
  checkoutNoPaymentTitle: 'Hakuna malipo yanayosubiri',
  checkoutNoPaymentBody: 'Chagua kifurushi kwanza: malipo yake yataonekana hapa, tayari kulipwa.',
  checkoutSeePlans: 'Angalia vifurushi',
  planLicenseTitle: 'Kifurushi hiki kinahitaji nambari ya leseni yako',
  planLicenseHint: 'Itahifadhiwa kwenye wasifu wako, kisha malipo yataanza.',
  planLicenseSave: 'Hifadhi na uendelee',
  planLicenseEditProfile: 'Ibadilishe kwenye wasifu wako badala yake',
  planLicenseBack: 'Rudi kwenye vifurushi',
  activationLinkInvalid: 'Kiungo hiki cha kuwasha akaunti si sahihi. Jisajili tena upate kipya, au ingia kama tayari uliwasha akaunti yako.',
  activationLinkExpired: 'Muda wa kiungo hiki cha kuwasha akaunti umekwisha. Jisajili tena kwa barua pepe ile ile upate kipya.',
  activationAlreadyDone: 'Akaunti hii tayari imewashwa. Ingia kwa barua pepe na nenosiri lako.',
  paymentNextStepRetry: 'Hakuna kilichoongezwa kwenye akaunti yako. Chagua kifurushi chako tena ili kuanza malipo mapya.',
  paymentNextStepWait: 'Kama ulilipa, huenda malipo bado yako njiani: pakia upya ukurasa huu baada ya dakika moja uangalie tena.',
  paymentNextStepSupport: 'Weka kumbukumbu ya malipo hapa chini uwasiliane na huduma kwa wateja: tutalirekebisha.',
  paymentReference: 'Kumbukumbu ya malipo: {ref}',
};
