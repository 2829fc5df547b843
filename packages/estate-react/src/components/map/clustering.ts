import { projectToPixels, type LatLng } from './geometry.js';

/** A bubble of points close together on screen, or a single point (`points.length === 1`). */
export interface Cluster<P extends LatLng> extends LatLng {
  /** Stable while the same points stay together (the grid cell at this zoom). */
  key: string;
  points: P[];
}

/** The grid's cell in screen pixels: about one price pill wide and two high. */
export const CLUSTER_CELL = { width: 88, height: 56 };

/**
 * Grid clustering: at each zoom level the world is cut into cells of `cell` pixels and the points
 * of a cell become one cluster at their mean position. A few dozen to a few thousand points need
 * nothing cleverer (a cell is O(1) to find), and the clusters stay put while the map pans, since
 * the grid is fixed to the world, not to the view. `keepApart` (the selected point) is never
 * merged into a bubble.
 */
export function clusterPoints<P extends LatLng & { id: number }>(
  points: readonly P[],
  zoom: number,
  { cell = CLUSTER_CELL, keepApart }: { cell?: { width: number; height: number }; keepApart?: number | null } = {},
): Cluster<P>[] {
  const cells = new Map<string, P[]>();
  const alone: Cluster<P>[] = [];
  for (const point of points) {
    if (point.id === keepApart) {
      alone.push({ key: `p${point.id}`, latitude: point.latitude, longitude: point.longitude, points: [point] });
      continue;
    }
    const { x, y } = projectToPixels(point, Math.round(zoom));
    const key = `${Math.round(zoom)}:${Math.floor(x / cell.width)}:${Math.floor(y / cell.height)}`;
    const members = cells.get(key);
    if (members) members.push(point);
    else cells.set(key, [point]);
  }
  const clusters = [...cells].map(([key, members]): Cluster<P> => {
    if (members.length === 1) {
      const [point] = members as [P];
      return { key: `p${point.id}`, latitude: point.latitude, longitude: point.longitude, points: members };
    }
    const latitude = members.reduce((sum, point) => sum + point.latitude, 0) / members.length;
    const longitude = members.reduce((sum, point) => sum + point.longitude, 0) / members.length;
    return { key, latitude, longitude, points: members };
  });
  return [...clusters, ...alone];
}
