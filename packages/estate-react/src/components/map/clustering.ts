import { projectToPixels, type LatLng } from './geometry.js';

/** A bubble of points close together on screen, or a single point (`points.length === 1`). */
export interface Cluster<P extends LatLng> extends LatLng {
  /** Stable while the same point leads the same group: `p<id>` for a lone point, `c<id>` for a bubble. */
  key: string;
  points: P[];
}

/** How near two markers may be on screen before they merge: about one price pill wide and one and a half high. */
export const CLUSTER_SPACING = { width: 96, height: 44 };

interface Group<P> {
  x: number;
  y: number;
  points: P[];
}

/**
 * Greedy clustering on a grid, per zoom level: each point joins the first group whose leader lies
 * within `spacing` of it on screen (a price pill's box, so pills never overlap), else leads a group
 * of its own. The grid (cells of `spacing`) finds the candidates in the point's cell and the eight
 * around it, so a few thousand points cost a few milliseconds. A group sits where its leader is (its
 * members' mean could drift into a neighbour's bubble). `keepApart` (the chosen point) is never merged into a bubble.
 */
export function clusterPoints<P extends LatLng & { id: number }>(
  points: readonly P[],
  zoom: number,
  { spacing = CLUSTER_SPACING, keepApart }: { spacing?: { width: number; height: number }; keepApart?: number | null } = {},
): Cluster<P>[] {
  const level = Math.round(zoom);
  const grid = new Map<string, Group<P>[]>();
  const groups: Group<P>[] = [];
  const alone: Cluster<P>[] = [];
  for (const point of points) {
    if (point.id === keepApart) {
      alone.push({ key: `p${point.id}`, latitude: point.latitude, longitude: point.longitude, points: [point] });
      continue;
    }
    const { x, y } = projectToPixels(point, level);
    const [column, row] = [Math.floor(x / spacing.width), Math.floor(y / spacing.height)];
    const near = [-1, 0, 1]
      .flatMap((dx) => [-1, 0, 1].flatMap((dy) => grid.get(`${column + dx}:${row + dy}`) ?? []))
      .find((group) => Math.abs(group.x - x) < spacing.width && Math.abs(group.y - y) < spacing.height);
    if (near) {
      near.points.push(point);
      continue;
    }
    const group = { x, y, points: [point] };
    groups.push(group);
    const cell = `${column}:${row}`;
    grid.set(cell, [...(grid.get(cell) ?? []), group]);
  }
  const clusters = groups.map(({ points: members }): Cluster<P> => {
    const [leader] = members as [P, ...P[]];
    return { key: `${members.length === 1 ? 'p' : 'c'}${leader.id}`, latitude: leader.latitude, longitude: leader.longitude, points: members };
  });
  return [...clusters, ...alone];
}
