import type { EstateMessages } from '@estate/sdk';
import type { EstateUIMessages } from './types.js';
import { refusalMessagesFr } from './fr-refusals.js';
import { fr as account } from './areas/account.fr.js';
import { fr as auth } from './areas/auth.fr.js';
import { fr as chat } from './areas/chat.fr.js';
import { fr as chatSearch } from './areas/chat-search.fr.js';
import { fr as chatListing } from './areas/chat-listing.fr.js';
import { fr as chatActions } from './areas/chat-actions.fr.js';
import { fr as checkout } from './areas/checkout.fr.js';
import { fr as mpesa } from './areas/mpesa.fr.js';
import { fr as dashboard } from './areas/dashboard.fr.js';
import { fr as directory } from './areas/directory.fr.js';
import { fr as common } from './areas/common.fr.js';
import { fr as map } from './areas/map.fr.js';
import { fr as mortgage } from './areas/mortgage.fr.js';
import { fr as filters } from './areas/filters.fr.js';
import { fr as guest } from './areas/guest.fr.js';
import { fr as navigation } from './areas/navigation.fr.js';
import { fr as owner } from './areas/owner.fr.js';
import { fr as property } from './areas/property.fr.js';
import { fr as reels } from './areas/reels.fr.js';
import { fr as reviews } from './areas/reviews.fr.js';
import { fr as savedSearches } from './areas/saved-searches.fr.js';
import { fr as safety } from './areas/safety.fr.js';
import { fr as share } from './areas/share.fr.js';
import { fr as moderation } from './areas/moderation.fr.js';
import { fr as viewings } from './areas/viewings.fr.js';
import { fr as reports } from './areas/reports.fr.js';

/** The SDK's texts in French; typed as the whole table, so a text added to the SDK fails here until translated. */
const sdkMessagesFr: EstateMessages = {
  notAuthenticated: "L'utilisateur n'est pas connecté",
  tokenNotValid: "Le jeton fourni n'est valide pour aucun type de jeton",
  generic: "Une erreur s'est produite. Veuillez réessayer.",
  network: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
  blockedOrigin: "Impossible de joindre le serveur, ou il n'accepte pas les requêtes de ce site. Veuillez réessayer plus tard.",
  timeout: 'La requête a expiré. Veuillez réessayer.',
  aborted: 'La requête a été annulée.',
  guestForbidden: 'Vous devez être un utilisateur inscrit pour accéder à cette fonctionnalité',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas !',
  registrationFailed: "L'inscription a échoué. Veuillez vérifier vos informations.",
  registrationSent: "Un lien d'activation vous sera envoyé par e-mail dans les 8 prochaines minutes",
  accountActivated: 'Votre compte est activé ! Vous pouvez vous connecter.',
  fieldRequired: 'Ce champ est obligatoire.',
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  invalidUrl: 'Saisissez une URL valide.',
  fieldTooLong: 'Ce champ ne doit pas dépasser {max} caractères.',
  invalidChoice: '« {value} » n’est pas un choix valide.',
  tooManyFiles: 'Envoyez au plus {max} fichiers ici.',
  fileTooLarge: 'Ce fichier dépasse la limite de {size}.',
  propertyRequiredFields:
    "Veuillez remplir les champs suivants : « Prix, Pays, Type de bien, Type d'annonce, Photo de couverture et Statut du projet ».",
  propertyNeedsAuth: 'Vous devez être connecté pour publier un bien.',
  propertySubmitting: 'Envoi...',
  propertyCreated: 'Annonce publiée avec succès !',
  clipNeedsVideo: 'Veuillez choisir et découper une vidéo avant de publier.',
  clipStillProcessing: 'La vidéo est encore en traitement. Veuillez patienter...',
  clipProcessing: 'Traitement de la vidéo, veuillez patienter...',
  clipUploaded: 'Clip chargé',
  clipTrimmed: 'Clip chargé et découpé avec succès !',
  clipCreated: 'Clip publié avec succès !',
  clipNotVideo: 'Veuillez choisir un fichier vidéo.',
  propertyIdMissing: "L'identifiant du bien est manquant",
  commentPosted: 'Commentaire publié.',
  clipCommentPosted: 'Commentaire publié avec succès',
  commentEmpty: 'Veuillez écrire un commentaire.',
  replyEmpty: 'Veuillez écrire une réponse.',
  commentTooLong: 'Votre commentaire ne doit pas dépasser {max} caractères.',
  replyTooLong: 'Votre réponse ne doit pas dépasser {max} caractères.',
  noComments: 'Aucun commentaire pour le moment.',
  profileSaveNeedsAuth: "Vous devez être connecté et votre profil doit exister !",
  profileStillLoading: 'Veuillez patienter pendant le chargement de votre profil.',
  selectPlan: 'Veuillez choisir une formule.',
  checkoutNotReady: "Le paiement n'est pas prêt. Veuillez réessayer plus tard.",
  checkoutLicenseNeeded: 'Veuillez renseigner votre licence dans votre profil pour payer',
  checkoutInvalidReference: 'Référence de transaction invalide. Veuillez réessayer.',
  checkoutInvalidPublicKey: 'Clé publique Paystack invalide. Veuillez réessayer.',
  checkoutInvalidEmail: 'Adresse e-mail invalide. Veuillez mettre à jour votre profil.',
  checkoutNoPaymentUrl: 'Aucune adresse de paiement disponible. Veuillez réessayer.',
  checkoutEmailMismatch: "L'e-mail de votre profil diffère de celui de ce paiement.",
  paymentInitiateFailed: "Erreur lors de l'initialisation du paiement. Veuillez réessayer.",
  loadingPaymentDetails: 'Chargement des détails du paiement...',
  chatNotConnected: "La discussion n'est pas encore connectée. Réessayez dans un instant.",
  chatEmptyMessage: 'Veuillez écrire un message.',
  chatNoPartner: "Veuillez d'abord choisir une conversation.",
  chatMessageTooLong: 'Votre message ne doit pas dépasser {max} caractères.',
  chatUsersFailed: 'Impossible de charger les utilisateurs. Veuillez réessayer.',
  noMessages: 'Aucun message pour le moment.',
  noLikedPropertiesFound: "Aucun bien aimé",
  noLikedProperties: "Vous n'avez encore aimé aucun bien.",
  noProperties: 'Aucun bien trouvé.',
  noRelatedListings: 'Aucune annonce similaire.',
  noRecentSearches: 'Aucune recherche récente',
  mortgagePriceMissing: "Cette annonce n'a pas de prix pour le calcul.",
  mortgageNumberRequired: 'Saisissez un nombre.',
  mortgageNegative: 'Cette valeur ne peut pas être négative.',
  mortgageDepositTooHigh: "L'apport ne peut pas dépasser le prix.",
  mortgageRateRange: "Le taux d'intérêt doit être compris entre {min} % et {max} %.",
  mortgageTermRange: "La durée doit être un nombre entier d'années entre {min} et {max}.",
  mortgagePercentRange: 'Saisissez un pourcentage entre {min} % et {max} %.',
  likesMany: '{count} mentions J’aime',
  likesOne: '1 mention J’aime',
  unknownTime: 'Date inconnue',
  justNow: "à l'instant",
  notAvailable: 'N/D',
  statusOngoing: 'Projet en cours',
  statusCompleted: 'Projet terminé',
  statusOngoingPlural: 'Projets en cours',
  statusCompletedPlural: 'Projets terminés',
  roleBuyer: 'Acheteur',
  roleSeller: 'Vendeur',
  roleAgent: 'Agent',
  roleVerifiedAgent: 'Agent vérifié',
  roleVerifiedTopAgent: 'Agent premium vérifié',
  plotArea: '{area} m²',
  reviewRatingInvalid: 'Choisissez une note de {min} à {max} étoiles.',
  reviewEmpty: 'Veuillez écrire votre avis.',
  reviewTooLong: 'Votre avis ne doit pas dépasser {max} caractères.',
  reviewReplyEmpty: 'Veuillez écrire une réponse.',
  reviewReplyTooLong: 'Votre réponse ne doit pas dépasser {max} caractères.',
  reviewReportTooLong: 'Le motif ne doit pas dépasser {max} caractères.',
  numberRequired: 'Un nombre valide est requis.',
  integerRequired: 'Un entier valide est requis.',
  numberTooSmall: 'Assurez-vous que cette valeur est supérieure ou égale à {min}.',
  numberTooLarge: 'Assurez-vous que cette valeur est inférieure ou égale à {max}.',
  tooManyDigits: "Assurez-vous qu'il n'y a pas plus de {max} chiffres avant la virgule.",
  tooManyDecimals: "Assurez-vous qu'il n'y a pas plus de {max} décimales.",
  invalidSort: 'Choisissez parmi : {options}.',
  savedSearchNameEmpty: 'Veuillez nommer la recherche.',
  savedSearchNoFilter: 'Choisissez au moins un filtre pour enregistrer une recherche.',
  savedSearchLimit: 'Vous pouvez garder au plus {max} recherches enregistrées. Supprimez-en une pour en enregistrer une autre.',
  rangeChipBetween: '{min} – {max}',
  rangeChipFrom: 'Dès {min}',
  rangeChipUpTo: 'Jusqu’à {max}',
  rangeChipArea: '{area} m²',
  rangeChipBedrooms: '{count}+ chambres',
  rangeChipBathrooms: '{count}+ salles de bain',
  savedSearchBeds: '{count}+ ch.',
  savedSearchBaths: '{count}+ sdb',
  savedSearchArea: '{area} m²',
  sortNewest: 'Plus récents',
  sortPriceAsc: 'Prix croissant',
  sortPriceDesc: 'Prix décroissant',
  sortLikes: 'Les plus aimés',
  ...refusalMessagesFr,
};

/** The components' own French texts, area by area as in `en.ts`. */
const componentMessagesFr = {
  ...common,
  ...property,
  ...mortgage,
  ...reels,
  ...chat,
  ...chatSearch,
  ...chatListing,
  ...chatActions,
  ...account,
  ...dashboard,
  ...reviews,
  ...savedSearches,
  ...navigation,
  ...owner,
  ...directory,
  ...filters,
  ...auth,
  ...map,
  ...guest,
  ...checkout,
  ...mpesa,
  ...share,
  ...safety,
  ...moderation,
  ...viewings,
  ...reports,
};

/**
 * The whole French table: a module of its own, which `loadMessages('fr')` imports on demand, so a
 * page in English (or Swahili) never downloads it.
 */
export const messagesFr: EstateUIMessages = { ...sdkMessagesFr, ...componentMessagesFr };
