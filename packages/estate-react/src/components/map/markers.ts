import type { Cluster } from './clustering.js';
import type { MapPoint } from './types.js';

/**
 * The button a marker shows: a price pill for one listing, a bubble with the count for several.
 * Built as DOM nodes (listing texts are never parsed as HTML); clicks reach the map's own handler
 * through `data-map-point` / `data-map-cluster`.
 */
export function markerButton(document: Document, cluster: Cluster<MapPoint>, selectedId: number | null, clusterLabel: (count: number) => string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  const [first] = cluster.points;
  if (cluster.points.length === 1 && first) {
    button.className = 'est-map-pill';
    button.textContent = first.label;
    button.dataset.mapPoint = String(first.id);
    button.setAttribute('aria-pressed', String(first.id === selectedId));
    button.setAttribute('aria-label', first.title ? `${first.label}, ${first.title}` : first.label);
  } else {
    const count = cluster.points.length;
    button.className = 'est-map-cluster';
    button.textContent = String(count);
    button.dataset.mapCluster = cluster.key;
    button.dataset.size = count >= 10 ? 'large' : 'small';
    button.setAttribute('aria-label', clusterLabel(count));
  }
  return button;
}
