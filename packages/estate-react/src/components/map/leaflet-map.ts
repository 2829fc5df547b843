/// <reference path="./leaflet-esm.d.ts" />
'use client';

import * as L from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useState, type RefObject } from 'react';
import type { MapTiles } from '../../config/context.js';
import type { LatLng } from './geometry.js';
import { injectMapStyles } from './map-styles.js';

export { L };

/** The first view: a box to fit, or a centre and zoom. */
export type InitialView = { bounds: L.LatLngBoundsExpression; maxZoom?: number } | { centre: LatLng; zoom: number };

export const toLeaflet = ({ latitude, longitude }: LatLng): L.LatLngTuple => [latitude, longitude];

/**
 * A Leaflet map on `ref`'s element while it is mounted, with the tile source of the provider,
 * without Leaflet's own controls (the kit draws its own buttons) and kept to its box's size.
 * `initialView()` is read once, when the map is made; a new tile source makes a new map.
 */
export function useLeafletMap(ref: RefObject<HTMLDivElement | null>, tiles: MapTiles, initialView: () => InitialView): L.Map | null {
  const [map, setMap] = useState<L.Map | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    injectMapStyles(element);
    const created = L.map(element, { zoomControl: false, attributionControl: false, maxZoom: tiles.maxZoom ?? 19 });
    L.tileLayer(tiles.url, { maxZoom: tiles.maxZoom ?? 19 }).addTo(created);
    const view = initialView();
    if ('bounds' in view) created.fitBounds(view.bounds, { padding: [24, 24], maxZoom: view.maxZoom ?? 15, animate: false });
    else created.setView(toLeaflet(view.centre), view.zoom, { animate: false });
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => created.invalidateSize({ pan: false }));
    resized?.observe(element);
    setMap(created);
    return () => {
      resized?.disconnect();
      created.remove();
      setMap(null);
    };
    // The first view is read when the map is made, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, tiles.url, tiles.maxZoom]);
  return map;
}

/** The map's zoom level, followed as it changes; null before the map exists. */
export function useZoom(map: L.Map | null): number | null {
  const [zoom, setZoom] = useState<number | null>(null);
  useEffect(() => {
    if (!map) return setZoom(null);
    const sync = () => setZoom(map.getZoom());
    sync();
    map.on('zoomend', sync);
    return () => {
      map.off('zoomend', sync);
    };
  }, [map]);
  return zoom;
}
