import type { BBox, LngLat } from './geometry.js';

/** A listing on the map: its price text is what the pill shows. */
export interface MapPoint {
  id: number;
  latitude: number;
  longitude: number;
  /** The pill's text, e.g. 'KES 12.5M'. */
  label: string;
  /** The listing's title: the pill's accessible name and the card under the map. */
  title?: string;
  /** The listing's page, linked from the card when the pill is chosen. */
  href?: string;
}

export interface PropertyMapProps {
  points: readonly MapPoint[];
  /** The chosen listing; left out, the map keeps its own choice. */
  selectedId?: number | null;
  onSelect?: (id: number | null) => void;
  /** Shows 'Search this area' once the user pans or zooms; gets the view as `[west, south, east, north]`. */
  onSearchArea?: (bbox: BBox) => void;
  /** The drawn area, `[lng, lat]` vertices; left out, the map keeps its own. */
  polygon?: readonly LngLat[] | null;
  /** Shows 'Draw an area'; gets the finished area, or null when it is cleared. */
  onPolygonChange?: (polygon: LngLat[] | null) => void;
  /** Fit the first view to the points (true), else start on Nairobi. */
  fitToPoints?: boolean;
}
