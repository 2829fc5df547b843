import type { en } from './map.js';

export const fr: Record<keyof typeof en, string> = {
  mapLabel: 'Carte de {count} annonces',
  mapZoomIn: 'Zoom avant',
  mapZoomOut: 'Zoom arrière',
  mapSearchArea: 'Rechercher dans cette zone',
  mapDraw: 'Dessiner une zone',
  mapDrawHint: 'Cliquez pour ajouter des coins, double-cliquez pour finir',
  mapFinish: 'Terminer',
  mapClear: 'Effacer la zone',
  mapCluster: '{count} annonces : zoomer',
  mapLoading: 'Chargement de la carte…',
  mapFailed: 'La carte n’a pas pu être chargée.',
  mapView: 'Voir',
  pickerLabel: 'Carte de l’emplacement : cliquez pour placer l’épingle, faites-la glisser pour la déplacer',
  pickerHere: 'Épingler le centre de la carte',
  pickerExact: 'Afficher l’emplacement exact',
  pickerExactHint: 'Sinon, la carte publique montre un point proche.',
};
