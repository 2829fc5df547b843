import type { en } from './checkout.js';

export const fr: Record<keyof typeof en, string> = {
  planChargedKes: 'Débité {amount} par mois',
  planCurrencyNote: 'Les prix sont affichés en dollars américains. Votre carte est débitée du montant en shillings kényans (KES), la devise de notre prestataire de paiement, Paystack.',
  checkoutUsdBeside: '{usd} par mois',
  checkoutChargedInKes: 'Débité en shillings kényans (KES), la devise que Paystack encaisse.',
  checkoutNoPaymentTitle: 'Aucun paiement en attente',
  checkoutNoPaymentBody: "Choisissez d'abord une formule : son paiement s'affichera ici, prêt à être réglé.",
  checkoutSeePlans: 'Voir les formules',
  planLicenseTitle: 'Cette formule demande votre numéro de licence',
  planLicenseHint: 'Il est enregistré dans votre profil, puis le paiement commence.',
  planLicenseSave: 'Enregistrer et continuer',
  planLicenseEditProfile: 'Le modifier plutôt dans votre profil',
  planLicenseBack: 'Retour aux formules',
  activationLinkInvalid: "Ce lien d'activation n'est pas valide. Inscrivez-vous à nouveau pour en recevoir un autre, ou connectez-vous si votre compte est déjà activé.",
  activationLinkExpired: "Ce lien d'activation a expiré. Inscrivez-vous à nouveau avec la même adresse e-mail pour en recevoir un autre.",
  activationAlreadyDone: 'Ce compte est déjà activé. Connectez-vous avec votre e-mail et votre mot de passe.',
  paymentNextStepRetry: "Rien n'a été ajouté à votre compte. Choisissez à nouveau votre formule pour commencer un nouveau paiement.",
  paymentNextStepWait: 'Si vous avez payé, le paiement est peut-être encore en route : rechargez cette page dans une minute pour vérifier.',
  paymentNextStepSupport: 'Gardez la référence ci-dessous et contactez le support : nous corrigerons cela.',
  paymentReference: 'Référence du paiement : {ref}',
};
