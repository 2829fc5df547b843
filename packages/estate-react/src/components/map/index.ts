/**
 * Maps (issue 22): `PropertyMap` for search results and `LocationPicker` for the listing forms.
 * Leaflet and the map's styles load when a map first mounts; tiles come from the provider's `mapTiles`.
 */
export { PropertyMap, type PropertyMapProps } from './PropertyMap.js';
export { LocationPicker, type LocationPickerProps } from './LocationPicker.js';
export type { MapPoint } from './types.js';
export { townCentre } from './towns.js';
export { insidePolygon, type BBox, type LatLng, type LngLat } from './geometry.js';
