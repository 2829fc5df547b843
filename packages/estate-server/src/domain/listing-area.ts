import { sql, type SQL } from 'drizzle-orm';
import { properties } from '../db/schema.js';
import { type FieldErrorCollector } from '../lib/errors.js';

/*
 * The map's searches (issue 22): a bounding box (`bbox=west,south,east,north`, what the map shows)
 * and a drawn polygon (`polygon=lng lat,lng lat,...`). Both compare a listing's public point (the
 * rounded pin unless the owner chose the exact one) as ranges the btree
 * `properties_public_location_idx` serves and the planner can size; a polygon is its box's ranges
 * and then `point <@ polygon` on the rows inside them.
 */

/** [longitude, latitude], the order GeoJSON and Postgres points use. */
export type LngLat = [number, number];
/** [west, south, east, north]. */
export type Bbox = [number, number, number, number];

export interface ListingArea {
  bbox?: Bbox;
  polygon?: LngLat[];
}

export const POLYGON_MIN_POINTS = 3;
export const POLYGON_MAX_POINTS = 100;

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const isLongitude = (value: number) => value >= -180 && value <= 180;
const isLatitude = (value: number) => value >= -90 && value <= 90;

function numbers(parts: string[]): number[] | undefined {
  const values = parts.map((part) => part.trim());
  return values.every((part) => NUMBER.test(part)) ? values.map(Number) : undefined;
}

/** `west,south,east,north` as a box, or undefined when it is not one (a box across the antimeridian is not). */
export function parseBbox(text: string): Bbox | undefined {
  const values = numbers(text.split(','));
  if (!values || values.length !== 4) return undefined;
  const [west, south, east, north] = values as Bbox;
  if (![west, east].every(isLongitude) || ![south, north].every(isLatitude) || west >= east || south >= north) return undefined;
  return [west, south, east, north];
}

/** `lng lat,lng lat,...` as a ring of points (a repeated first point at the end is dropped), or undefined. */
export function parsePolygon(text: string): LngLat[] | undefined {
  const points: LngLat[] = [];
  for (const pair of text.split(',')) {
    const values = numbers(pair.trim().split(/\s+/));
    if (!values || values.length !== 2 || !isLongitude(values[0]!) || !isLatitude(values[1]!)) return undefined;
    points.push([values[0]!, values[1]!]);
  }
  const [first, last] = [points[0], points[points.length - 1]];
  if (points.length > 1 && first![0] === last![0] && first![1] === last![1]) points.pop();
  return points.length >= POLYGON_MIN_POINTS && points.length <= POLYGON_MAX_POINTS ? points : undefined;
}

/** A ring written back as the API takes it: `lng lat,lng lat,...`. */
export const polygonParam = (points: LngLat[]): string => points.map(([lng, lat]) => `${lng} ${lat}`).join(',');

/** A box as the ring of its four corners, so that a saved search keeps either as one polygon. */
export const bboxPolygon = ([west, south, east, north]: Bbox): LngLat[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
];

const asText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
};

/** Reads `bbox` and `polygon` from a query or a body; a bad one is an error on its field. */
export function readListingArea(input: { bbox?: unknown; polygon?: unknown }, errors: FieldErrorCollector): ListingArea {
  const area: ListingArea = {};
  const bbox = asText(input.bbox);
  if (bbox !== undefined) {
    const parsed = parseBbox(bbox);
    if (parsed) area.bbox = parsed;
    else errors.add('bbox', 'invalid_bbox');
  }
  const polygon = asText(input.polygon);
  if (polygon !== undefined) {
    const parsed = parsePolygon(polygon);
    if (parsed) area.polygon = parsed;
    else errors.add('polygon', 'invalid_polygon', { min: POLYGON_MIN_POINTS, max: POLYGON_MAX_POINTS });
  }
  return area;
}

/** A ring as a Postgres polygon literal: `((lng,lat),(lng,lat),...)`. */
export const polygonLiteral = (points: LngLat[]): string => `(${points.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;

/** The box around a ring. */
export const boundsOf = (points: LngLat[]): Bbox => [
  Math.min(...points.map(([lng]) => lng)),
  Math.min(...points.map(([, lat]) => lat)),
  Math.max(...points.map(([lng]) => lng)),
  Math.max(...points.map(([, lat]) => lat)),
];

/** A listing's public point as a Postgres point, for `<@ polygon`. */
export const publicPoint = sql`point(${properties.publicLongitude}, ${properties.publicLatitude})`;

function inside([west, south, east, north]: Bbox): SQL {
  return sql`${properties.publicLatitude} between ${south}::float8 and ${north}::float8 and ${properties.publicLongitude} between ${west}::float8 and ${east}::float8`;
}

/** The conditions of an area: inside the box and inside the polygon (both when both are given). */
export function areaConditions(area: ListingArea): SQL[] {
  const conditions: SQL[] = [];
  if (area.bbox) conditions.push(inside(area.bbox));
  if (area.polygon) conditions.push(inside(boundsOf(area.polygon)), sql`${publicPoint} <@ ${polygonLiteral(area.polygon)}::polygon`);
  return conditions;
}
