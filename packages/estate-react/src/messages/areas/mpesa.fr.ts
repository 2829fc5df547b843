import type { en } from './mpesa.js';

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
