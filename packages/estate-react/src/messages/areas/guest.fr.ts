import type { en } from './guest.js';

export const fr: Record<keyof typeof en, string> = {
  guestSignIn: 'Se connecter',
  guestCreateAccount: 'Créer un compte',
  guestSignInTitle: 'Connectez-vous pour continuer',
  guestSignInResume: 'Une fois connecté, nous terminons ce que vous avez commencé.',
  guestSignInLead: 'Bon retour. Connectez-vous avec votre e-mail et votre mot de passe.',
  guestSignInBack: 'Retour',
  guestNoAccount: 'Nouveau sur Estate ?',
  guestPageBody: 'Connectez-vous ou créez un compte gratuit pour utiliser cette page.',
};
