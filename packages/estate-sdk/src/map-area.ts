/**
 * The map's area in the API's words (issue 22): a box `west,south,east,north` and a drawn polygon
 * `lng lat,lng lat,...`, written with 5 decimals (about a metre) so addresses stay short, and read
 * back leniently (undefined for what is not one). The server checks them again.
 */

/** [longitude, latitude]. */
export type LngLat = [number, number];
/** [west, south, east, north]. */
export type Bbox = [number, number, number, number];

const fixed = (degrees: number) => String(Math.round(degrees * 1e5) / 1e5);
const inRange = ([lng, lat]: LngLat) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

export const POLYGON_MIN_POINTS = 3;
export const POLYGON_MAX_POINTS = 100;

export const formatBbox = (bbox: Bbox): string => bbox.map(fixed).join(',');

export function parseBbox(text: string | null | undefined): Bbox | undefined {
  const values = (text ?? '').split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  if (values.length !== 4 || values.some((value) => !Number.isFinite(value))) return undefined;
  const [west, south, east, north] = values as Bbox;
  return inRange([west, south]) && inRange([east, north]) && west < east && south < north ? [west, south, east, north] : undefined;
}

export const formatPolygon = (points: LngLat[]): string => points.map(([lng, lat]) => `${fixed(lng)} ${fixed(lat)}`).join(',');

export function parsePolygon(text: string | null | undefined): LngLat[] | undefined {
  if (!text?.trim()) return undefined;
  const points = text.split(',').map((pair) => pair.trim().split(/\s+/).map(Number));
  if (points.some((point) => point.length !== 2 || !point.every(Number.isFinite) || !inRange(point as LngLat))) return undefined;
  return points.length >= POLYGON_MIN_POINTS && points.length <= POLYGON_MAX_POINTS ? (points as LngLat[]) : undefined;
}
