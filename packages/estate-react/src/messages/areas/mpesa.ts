/**
 * Paying with M-Pesa on the checkout (issue 26): the Card / M-Pesa choice, the phone number, the
 * wait for the PIN with its countdown, and how it ended. `sw` waits for the kit's Swahili locale.
 */
export const en = {
  payMethodLabel: 'Pay with',
  payMethodCard: 'Card',
  payMethodMpesa: 'M-Pesa',
  mpesaPhoneLabel: 'M-Pesa phone number',
  mpesaPhoneHint: 'A Safaricom number, e.g. 0712 345 678. Your phone will ask for your M-Pesa PIN.',
  /** Template: `{amount}` is e.g. 'KES 1,300'. */
  mpesaPay: 'Pay {amount} with M-Pesa',
  mpesaSending: 'Sending the request to your phone…',
  mpesaWaitingTitle: 'Check your phone and enter your M-Pesa PIN',
  /** Template: `{amount}` 'KES 1,300', `{phone}` '+254 712 345 678'. */
  mpesaWaitingBody: 'We sent a request for {amount} to {phone}. Keep this page open: it updates by itself.',
  mpesaTimeLeft: 'Time left to enter your PIN',
  mpesaChecking: 'Checking with M-Pesa…',
  mpesaSuccessTitle: 'Payment received',
  /** Template: `{plan}` is e.g. 'Agent'. */
  mpesaSuccessBody: 'Your {plan} plan is active. Your profile now shows its badge.',
  mpesaGoToProfile: 'Go to my profile',
  mpesaFailedTitle: 'The payment did not go through',
  mpesaReasonDeclined: 'The request was cancelled on the phone, or the PIN was wrong. Nothing was charged.',
  mpesaReasonInsufficientFunds: 'Your M-Pesa balance is too low for this payment. Top up, then try again.',
  mpesaReasonTimeout: 'The request timed out before the PIN was entered. Nothing was charged.',
  mpesaTryAgain: 'Try again',
  mpesaSecure: 'Paid through Paystack. You approve it on your phone: we never see your PIN.',
} as const;

export const fr: Record<keyof typeof en, string> = {
  payMethodLabel: 'Payer par',
  payMethodCard: 'Carte',
  payMethodMpesa: 'M-Pesa',
  mpesaPhoneLabel: 'Numéro M-Pesa',
  mpesaPhoneHint: 'Un numéro Safaricom, par ex. 0712 345 678. Votre téléphone vous demandera votre code M-Pesa.',
  mpesaPay: 'Payer {amount} avec M-Pesa',
  mpesaSending: 'Envoi de la demande à votre téléphone…',
  mpesaWaitingTitle: 'Regardez votre téléphone et saisissez votre code M-Pesa',
  mpesaWaitingBody: 'Nous avons envoyé une demande de {amount} au {phone}. Gardez cette page ouverte : elle se met à jour seule.',
  mpesaTimeLeft: 'Temps restant pour saisir votre code',
  mpesaChecking: 'Vérification auprès de M-Pesa…',
  mpesaSuccessTitle: 'Paiement reçu',
  mpesaSuccessBody: 'Votre formule {plan} est active. Votre profil affiche désormais son badge.',
  mpesaGoToProfile: 'Voir mon profil',
  mpesaFailedTitle: 'Le paiement n’a pas abouti',
  mpesaReasonDeclined: 'La demande a été annulée sur le téléphone, ou le code était faux. Rien n’a été débité.',
  mpesaReasonInsufficientFunds: 'Votre solde M-Pesa est insuffisant pour ce paiement. Rechargez, puis réessayez.',
  mpesaReasonTimeout: 'La demande a expiré avant la saisie du code. Rien n’a été débité.',
  mpesaTryAgain: 'Réessayer',
  mpesaSecure: 'Payé via Paystack. Vous validez sur votre téléphone : nous ne voyons jamais votre code.',
};

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
