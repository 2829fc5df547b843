import { describe, expect, it } from 'vitest';
import { clusterPoints } from './clustering.js';
import { boundsOf, finishPolygon, insidePolygon, projectToPixels, roundBBox, type LngLat } from './geometry.js';

const at = (id: number, latitude: number, longitude: number) => ({ id, latitude, longitude });

describe('map geometry', () => {
  it('projects as Web Mercator tiles do: the origin at the top left, 256 px a tile', () => {
    expect(projectToPixels({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(projectToPixels({ latitude: 0, longitude: 0 }, 1)).toEqual({ x: 256, y: 256 });
    const nairobi = projectToPixels({ latitude: -1.29, longitude: 36.82 }, 10);
    // Tile 616/515 at zoom 10, as the tile servers number it.
    expect(Math.floor(nairobi.x / 256)).toBe(616);
    expect(Math.floor(nairobi.y / 256)).toBe(515);
  });

  it('boxes points as [west, south, east, north], and none as null', () => {
    expect(boundsOf([at(1, -1.3, 36.8), at(2, -1.2, 36.9), at(3, -1.25, 36.7)])).toEqual([36.7, -1.3, 36.9, -1.2]);
    expect(boundsOf([])).toBeNull();
  });

  it('rounds a box to five decimals and keeps it on the globe', () => {
    expect(roundBBox([36.123456789, -1.987654321, 200, 95])).toEqual([36.12346, -1.98765, 180, 90]);
  });

  it('tells a point inside a drawn area from one outside', () => {
    const square: LngLat[] = [[36.7, -1.3], [36.9, -1.3], [36.9, -1.1], [36.7, -1.1]];
    expect(insidePolygon({ latitude: -1.2, longitude: 36.8 }, square)).toBe(true);
    expect(insidePolygon({ latitude: -1.2, longitude: 37 }, square)).toBe(false);
    expect(insidePolygon({ latitude: -1.35, longitude: 36.8 }, square)).toBe(false);
  });

  it("finishes a drawing without the double-click's repeated vertex, and refuses fewer than three", () => {
    expect(finishPolygon([[1, 1], [2, 1], [2, 2], [2, 2]])).toEqual([[1, 1], [2, 1], [2, 2]]);
    expect(finishPolygon([[1, 1], [2, 1], [2, 2], [1, 1]])).toEqual([[1, 1], [2, 1], [2, 2]]);
    expect(finishPolygon([[1, 1], [2, 1], [2, 1]])).toBeNull();
  });
});

describe('clusterPoints', () => {
  const nearby = [at(1, -1.2676, 36.8108), at(2, -1.2679, 36.8111), at(3, -1.2682, 36.8114)];
  const far = at(4, -4.0435, 39.6682);

  it('gathers points close on screen into one bubble at the first one, and leaves a far one alone', () => {
    const clusters = clusterPoints([...nearby, far], 10);
    expect(clusters).toHaveLength(2);
    const bubble = clusters.find((cluster) => cluster.points.length > 1)!;
    expect(bubble.points.map((point) => point.id).sort()).toEqual([1, 2, 3]);
    expect([bubble.latitude, bubble.longitude]).toEqual([-1.2676, 36.8108]);
    expect(clusters.find((cluster) => cluster.points.length === 1)!.key).toBe('p4');
  });

  it('splits the bubble as the map zooms in', () => {
    expect(clusterPoints(nearby, 10)).toHaveLength(1);
    expect(clusterPoints(nearby, 19)).toHaveLength(3);
  });

  it('never merges the selected point into a bubble', () => {
    const clusters = clusterPoints(nearby, 10, { keepApart: 2 });
    expect(clusters.map((cluster) => cluster.points.length).sort()).toEqual([1, 2]);
    expect(clusters.some((cluster) => cluster.key === 'p2')).toBe(true);
  });

  it('keeps pills apart: no two markers closer on screen than a pill', () => {
    const crowd = Array.from({ length: 60 }, (_, index) => at(index, -1.3 + (index % 8) * 0.004, 36.75 + Math.floor(index / 8) * 0.006));
    for (const zoom of [11, 13, 15]) {
      const positions = clusterPoints(crowd, zoom).map((cluster) => projectToPixels(cluster, zoom));
      for (const [i, a] of positions.entries()) {
        for (const b of positions.slice(i + 1)) expect(Math.abs(a.x - b.x) >= 96 || Math.abs(a.y - b.y) >= 44).toBe(true);
      }
      expect(clusterPoints(crowd, zoom).flatMap((cluster) => cluster.points)).toHaveLength(60);
    }
  });

  it('names a bubble by its first point, so the same results keep the same markers', () => {
    expect(clusterPoints(nearby, 10)[0]!.key).toBe('c1');
  });
});
