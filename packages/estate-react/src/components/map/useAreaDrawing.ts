'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { finishPolygon, type LngLat } from './geometry.js';
import { L } from './leaflet-map.js';

const DIGITS = 6;
const toVertex = ({ lat, lng }: L.LatLng): LngLat => [Number(lng.toFixed(DIGITS)), Number(lat.toFixed(DIGITS))];
const toLatLngs = (ring: readonly LngLat[]): L.LatLngTuple[] => ring.map(([lng, lat]) => [lat, lng]);

/**
 * 'Draw an area': while drawing, a click on the map adds a corner and a double-click (or
 * `finish`) closes the area; the area shows as a filled polygon (the corners too while drawing).
 * The area is the caller's (`polygon`) when given, else the hook's own.
 */
export function useAreaDrawing(map: L.Map | null, polygon: readonly LngLat[] | null | undefined, onPolygonChange?: (polygon: LngLat[] | null) => void) {
  const [ownPolygon, setOwnPolygon] = useState<LngLat[] | null>(null);
  const area = polygon !== undefined ? polygon : ownPolygon;
  const [drawing, setDrawing] = useState<LngLat[] | null>(null);
  const drawingRef = useRef(drawing);
  drawingRef.current = drawing;

  const change = useCallback(
    (next: LngLat[] | null) => {
      setOwnPolygon(next);
      onPolygonChange?.(next);
    },
    [onPolygonChange],
  );
  const finish = useCallback(() => {
    const finished = finishPolygon(drawingRef.current ?? []);
    setDrawing(null);
    if (finished) change(finished);
  }, [change]);

  const isDrawing = drawing !== null;
  useEffect(() => {
    if (!map || !isDrawing) return;
    const container = map.getContainer();
    map.doubleClickZoom.disable();
    L.DomUtil.addClass(container, 'leaflet-crosshair');
    const add = (event: L.LeafletMouseEvent) => setDrawing((corners) => corners && [...corners, toVertex(event.latlng)]);
    map.on('click', add);
    map.on('dblclick', finish);
    return () => {
      map.off('click', add);
      map.off('dblclick', finish);
      L.DomUtil.removeClass(container, 'leaflet-crosshair');
      // Re-enabled after the double-click that finished has passed, or it would zoom.
      setTimeout(() => map.doubleClickZoom.enable(), 0);
    };
  }, [map, isDrawing, finish]);

  const shape = drawing ?? area;
  useEffect(() => {
    if (!map || !shape || shape.length === 0) return;
    const layers: L.Layer[] = [];
    const latLngs = toLatLngs(shape);
    if (drawing === null || shape.length >= 3) layers.push(L.polygon(latLngs, { className: 'est-map-area', interactive: false }));
    else if (shape.length === 2) layers.push(L.polyline(latLngs, { className: 'est-map-area', interactive: false }));
    if (drawing !== null) for (const corner of latLngs) layers.push(L.circleMarker(corner, { radius: 5, className: 'est-map-vertex', interactive: false }));
    const group = L.featureGroup(layers).addTo(map);
    return () => {
      group.remove();
    };
  }, [map, shape, drawing]);

  return {
    area,
    /** The corners placed so far, while drawing; null otherwise. */
    drawing,
    start: () => setDrawing([]),
    finish,
    cancel: () => setDrawing(null),
    clear: () => change(null),
  };
}
