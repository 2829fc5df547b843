'use client';

import { X } from '../../icons/index.js';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useComponents } from '../../config/components.js';
import { useTranslate, type MapTiles } from '../../config/context.js';
import { Button, IconButton } from '../../primitives/Button.js';
import { clusterPoints } from './clustering.js';
import { boundsOf, roundBBox } from './geometry.js';
import { L, toLeaflet, useLeafletMap, useZoom, type InitialView } from './leaflet-map.js';
import { MapAttribution, ZoomButtons } from './MapChrome.js';
import { markerButton } from './markers.js';
import { CAPITALS } from './capitals.js';
import type { PropertyMapProps } from './types.js';
import { useAreaDrawing } from './useAreaDrawing.js';

const NAIROBI: InitialView = { centre: { latitude: CAPITALS.KE![0], longitude: CAPITALS.KE![1] }, zoom: 11 };

/** The map itself, loaded with Leaflet in the map's chunk: see `PropertyMap`. */
export function PropertyMapBody({ points, selectedId, onSelect, onSearchArea, polygon, onPolygonChange, fitToPoints = true, tiles }: PropertyMapProps & { tiles: MapTiles }) {
  const t = useTranslate();
  const { Link } = useComponents();
  const canvasRef = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(canvasRef, tiles, () => {
    const box = fitToPoints ? boundsOf(points) : null;
    return box ? { bounds: [[box[1], box[0]], [box[3], box[2]]] } : NAIROBI;
  });
  const zoom = useZoom(map);
  const [ownSelected, setOwnSelected] = useState<number | null>(null);
  const selected = selectedId !== undefined ? selectedId : ownSelected;
  const select = (id: number | null) => {
    setOwnSelected(id);
    onSelect?.(id);
  };
  const area = useAreaDrawing(map, polygon, onPolygonChange);

  // 'Search this area' shows once the user has moved the map (the first view is set before this listens).
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!map) return;
    const onMoved = () => setMoved(true);
    map.on('moveend', onMoved);
    return () => {
      map.off('moveend', onMoved);
    };
  }, [map]);

  const clusters = useMemo(() => (zoom === null ? [] : clusterPoints(points, zoom, { keepApart: selected })), [points, zoom, selected]);
  const focusedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!map) return;
    const document = map.getContainer().ownerDocument;
    const markers = clusters.map((cluster) => {
      const button = markerButton(document, cluster, selected, (count) => t('mapCluster', { count }));
      const single = cluster.points.length === 1;
      return L.marker(toLeaflet(cluster), {
        icon: L.divIcon({ className: 'est-map-marker', iconSize: [0, 0], html: button }),
        interactive: false,
        keyboard: false,
        zIndexOffset: single ? 0 : 500,
      });
    });
    const layer = L.layerGroup(markers).addTo(map);
    // Markers are drawn again when the clusters change: the focus stays on the same listing's pill.
    if (focusedKey.current) map.getContainer().querySelector<HTMLElement>(`[data-map-point="${focusedKey.current}"]`)?.focus();
    return () => {
      const active = document.activeElement as HTMLElement | null;
      focusedKey.current = active?.dataset.mapPoint ?? null;
      layer.remove();
    };
  }, [map, clusters, selected, t]);

  const onMarkerClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-map-point], [data-map-cluster]');
    if (!button || !map) return;
    if (button.dataset.mapPoint) return select(Number(button.dataset.mapPoint));
    const cluster = clusters.find((candidate) => candidate.key === button.dataset.mapCluster);
    if (!cluster) return;
    // Into the bubble, at least one level deeper, so that a bubble of one street still splits.
    const bounds = L.latLngBounds(cluster.points.map(toLeaflet));
    const target = Math.min(Math.max(map.getBoundsZoom(bounds, false, L.point(96, 96)), map.getZoom() + 1), map.getMaxZoom());
    map.setView(bounds.getCenter(), target);
    canvasRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (area.drawing) area.cancel();
    else if (selected !== null) select(null);
  };

  const searchArea = useCallback(() => {
    if (!map || !onSearchArea) return;
    const bounds = map.getBounds();
    onSearchArea(roundBBox([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]));
    setMoved(false);
  }, [map, onSearchArea]);

  const chosen = selected === null ? undefined : points.find((point) => point.id === selected);
  return (
    <div className="est-map-frame" data-drawing={area.drawing ? '' : undefined} onKeyDown={onKeyDown}>
      <div ref={canvasRef} className="est-map-canvas" role="region" aria-label={t('mapLabel', { count: points.length })} onClick={onMarkerClick} />
      <div className="est-map-controls" data-place="top">
        {area.drawing ? (
          <>
            <Button size="sm" onClick={area.finish} disabled={area.drawing.length < 3}>
              {t('mapFinish')}
            </Button>
            <Button size="sm" variant="secondary" onClick={area.cancel}>
              {t('cancel')}
            </Button>
            <span className="est-map-hint" role="status">
              {t('mapDrawHint')}
            </span>
          </>
        ) : (
          onPolygonChange && (
            <Button size="sm" variant="secondary" onClick={area.start} disabled={!map}>
              {t('mapDraw')}
            </Button>
          )
        )}
        {!area.drawing && area.area && (
          <Button size="sm" variant="secondary" onClick={area.clear}>
            {t('mapClear')}
          </Button>
        )}
        {onSearchArea && moved && !area.drawing && (
          <Button size="sm" className="est-map-search-area" onClick={searchArea}>
            {t('mapSearchArea')}
          </Button>
        )}
      </div>
      <ZoomButtons map={map} />
      {chosen && (
        <div className="est-map-card" role="group" aria-label={chosen.title ?? chosen.label}>
          <div className="est-map-card-text">
            <strong className="est-tabular">{chosen.label}</strong>
            {chosen.title && <span className="est-map-card-title est-text-sm est-muted">{chosen.title}</span>}
          </div>
          {chosen.href && (
            <Link href={chosen.href} className="est-button" data-variant="primary" data-size="sm">
              {t('mapView')}
            </Link>
          )}
          <IconButton label={t('close')} icon={<X size={16} aria-hidden />} size="sm" onClick={() => select(null)} />
        </div>
      )}
      <MapAttribution tiles={tiles} />
    </div>
  );
}
