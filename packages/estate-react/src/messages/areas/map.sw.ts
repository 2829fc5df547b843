import type { en } from './map.js';

export const sw: Record<keyof typeof en, string> = {
  mapLabel: 'Ramani ya matangazo {count}',
  mapZoomIn: 'Kuza',
  mapZoomOut: 'Punguza',
  mapSearchArea: 'Tafuta eneo hili',
  mapDraw: 'Chora eneo',
  mapDrawHint: 'Bofya kuongeza kona, bofya mara mbili kumaliza',
  mapFinish: 'Maliza',
  mapClear: 'Futa eneo',
  mapCluster: 'Matangazo {count}: kuza ramani',
  mapLoading: 'Inapakia ramani…',
  mapFailed: 'Ramani haikuweza kupakiwa.',
  mapView: 'Tazama',
  pickerLabel: 'Ramani ya mahali: bofya kuweka alama, iburute kuisogeza',
  pickerHere: 'Weka alama katikati ya ramani',
  pickerExact: 'Onyesha mahali halisi',
  pickerExactHint: 'La sivyo ramani ya umma inaonyesha sehemu iliyo karibu nayo.',
};
