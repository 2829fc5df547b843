/** Pure geometry of the map: projection, boxes and polygons, with no Leaflet (tested in node). */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A vertex as GeoJSON writes it: longitude first. */
export type LngLat = [lng: number, lat: number];

/** A search box as the API takes it: `[west, south, east, north]`. */
export type BBox = [west: number, south: number, east: number, north: number];

const TILE_SIZE = 256;

/** Web Mercator pixel coordinates of a point at a zoom level (the projection tile maps use). */
export function projectToPixels({ latitude, longitude }: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((latitude * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The smallest box around the points, or null when there are none. */
export function boundsOf(points: readonly LatLng[]): BBox | null {
  if (points.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { latitude, longitude } of points) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return [west, south, east, north];
}

/** A box with its edges rounded to `digits` decimals (about a metre at 5), longitudes kept within ±180 and latitudes within ±90. */
export function roundBBox([west, south, east, north]: BBox, digits = 5): BBox {
  const round = (value: number, limit: number) => Number(Math.min(Math.max(value, -limit), limit).toFixed(digits));
  return [round(west, 180), round(south, 90), round(east, 180), round(north, 90)];
}

/** Whether a point lies inside a polygon (ray casting; the ring may be open or closed). */
export function insidePolygon({ latitude, longitude }: LatLng, polygon: readonly LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The area a drawing makes, or null when it makes none: repeated vertices (a double-click adds the
 * last one twice) are dropped, and fewer than three distinct vertices are no area.
 */
export function finishPolygon(vertices: readonly LngLat[]): LngLat[] | null {
  const distinct: LngLat[] = [];
  for (const vertex of vertices) {
    const last = distinct[distinct.length - 1];
    if (!last || last[0] !== vertex[0] || last[1] !== vertex[1]) distinct.push(vertex);
  }
  const [first, last] = [distinct[0], distinct[distinct.length - 1]];
  if (distinct.length > 1 && first![0] === last![0] && first![1] === last![1]) distinct.pop();
  return distinct.length >= 3 ? distinct : null;
}
