'use client';

import { Crosshair } from '../../icons/index.js';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslate, type MapTiles } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import type { LatLng } from './geometry.js';
import { L, toLeaflet, useLeafletMap } from './leaflet-map.js';
import { MapAttribution, ZoomButtons } from './MapChrome.js';
import { townCentre } from './towns.js';

const TOWN_ZOOM = 13;
const PIN_ZOOM = 16;
const PIN_SVG =
  '<svg class="est-map-pin" viewBox="0 0 28 36" aria-hidden="true"><path d="M14 1C7 1 1.5 6.4 1.5 13.2 1.5 22 14 35 14 35s12.5-13 12.5-21.8C26.5 6.4 21 1 14 1z"/><circle cx="14" cy="13" r="4.5"/></svg>';

/** Six decimals: about 10 cm, more than any listing needs. */
const rounded = ({ lat, lng }: L.LatLng): LatLng => ({ latitude: Number(lat.toFixed(6)), longitude: Number(lng.toFixed(6)) });

export interface LocationPickerMapProps {
  value: LatLng | null;
  onChange: (value: LatLng) => void;
  /**
   * The listing's country and town: the map starts at the town's centre (`townCentre`, whose table
   * loads with this chunk, not with the form), and goes back there when the town changes while no
   * pin is placed.
   */
  country: string;
  city: string;
  tiles: MapTiles;
}

/** The picker's map, loaded with Leaflet in the map's chunk: see `LocationPicker`. */
export function LocationPickerMap({ value, onChange, country, city, tiles }: LocationPickerMapProps) {
  const centre = useMemo(() => townCentre(country, city), [country, city]);
  const t = useTranslate();
  const canvasRef = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(canvasRef, tiles, () => (value ? { centre: value, zoom: PIN_ZOOM } : { centre, zoom: TOWN_ZOOM }));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!map) return;
    const place = (event: L.LeafletMouseEvent) => onChangeRef.current(rounded(event.latlng));
    map.on('click', place);
    return () => {
      map.off('click', place);
    };
  }, [map]);

  const pinRef = useRef<L.Marker | null>(null);
  const hasPin = value !== null;
  useEffect(() => {
    if (!map || !hasPin) return;
    const pin = L.marker(map.getCenter(), {
      icon: L.divIcon({ className: 'est-map-marker', iconSize: [0, 0], html: PIN_SVG }),
      draggable: true,
      keyboard: false,
      autoPan: true,
    }).addTo(map);
    pin.on('dragend', () => onChangeRef.current(rounded(pin.getLatLng())));
    pinRef.current = pin;
    return () => {
      pin.remove();
      pinRef.current = null;
    };
  }, [map, hasPin]);
  useEffect(() => {
    if (value) pinRef.current?.setLatLng(toLeaflet(value));
  }, [value, map, hasPin]);

  // A new town moves the map there while no pin holds it elsewhere.
  useEffect(() => {
    if (map && !hasPin) map.setView(toLeaflet(centre), TOWN_ZOOM);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, centre.latitude, centre.longitude]);

  return (
    <div className="est-map-frame">
      <div ref={canvasRef} className="est-map-canvas" role="region" aria-label={t('pickerLabel')} />
      <div className="est-map-controls" data-place="top">
        <Button size="sm" variant="secondary" icon={<Crosshair size={16} aria-hidden />} onClick={() => map && onChange(rounded(map.getCenter()))} disabled={!map}>
          {t('pickerHere')}
        </Button>
      </div>
      <ZoomButtons map={map} />
      <MapAttribution tiles={tiles} />
    </div>
  );
}
