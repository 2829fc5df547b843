'use client';

import { useId, type Ref } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import type { LatLng } from './geometry.js';
import { MapPlaceholder } from './MapPlaceholder.js';
import { useLazyPart } from './useLazyPart.js';
import { useMapTiles } from './useMapTiles.js';

const loadMap = () => import('./LocationPickerMap.js').then((module) => module.LocationPickerMap);

export interface LocationPickerProps {
  /** The pin, or null before one is placed. */
  value: LatLng | null;
  onChange: (value: LatLng) => void;
  /** The listing's country (code or name) and town: the map starts at the town's centre (`townCentre`). */
  country: string;
  city: string;
  /** Whether the public map shows the exact pin; otherwise the server rounds it to a point nearby. */
  exact: boolean;
  onExactChange: (exact: boolean) => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Where a listing is, for the create and edit forms: a small map that starts at the town's centre,
 * where a click places the pin and a drag moves it ('Pin the map's centre' does it from the
 * keyboard, after moving the map with the arrow keys), and whether to show the exact location.
 */
export function LocationPicker({ value, onChange, country, city, exact, onExactChange, className, ref }: LocationPickerProps) {
  const t = useTranslate();
  const { intlLocale } = useEstateUI();
  const root = useRootProps('location-picker', 'est-stack est-gap-2', className);
  const { part: PickerMap, failed } = useLazyPart(loadMap);
  const tiles = useMapTiles();
  const hintId = useId();
  const degrees = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  return (
    <div ref={ref} {...root}>
      <div className="est-location-picker-map" data-state={PickerMap && tiles ? 'ready' : failed ? 'failed' : 'loading'}>
        {PickerMap && tiles ? <PickerMap value={value} onChange={onChange} country={country} city={city} tiles={tiles} /> : <MapPlaceholder failed={failed} />}
      </div>
      {value && (
        <p className="est-location-picker-value est-tabular est-text-sm est-muted" aria-live="polite">
          {degrees.format(value.latitude)}, {degrees.format(value.longitude)}
        </p>
      )}
      <label className="est-row est-gap-2 est-text-sm">
        <input type="checkbox" checked={exact} onChange={(event) => onExactChange(event.target.checked)} aria-describedby={hintId} />
        <span>{t('pickerExact')}</span>
      </label>
      <p id={hintId} className="est-field-hint">
        {t('pickerExactHint')}
      </p>
    </div>
  );
}
