import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Map as MapIcon, List, X } from 'lucide-react';
import { PropertyMap, type MapPoint } from '@estate/react';
import { formatBbox, formatPolygon, PAGE_SIZE, parseBbox, parsePolygon, type Bbox, type LngLat, type Property } from '@estate/sdk';
import { usePropertyListing, type PropertyListingQuery } from '@estate/sdk/react';
import { useAppText } from '../../app/i18n/AppText';
import { useSearchParamsUpdate } from '../../app/router/useSearchParamsUpdate';

/** '$245K', '$1.2M': a pill's price, short enough to read at a glance on the map. */
const compactPrice = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** The listings with a pin, as the map's pills, each leading to its page. */
export function mapPoints(properties: readonly Property[]): MapPoint[] {
  return properties.flatMap((property) =>
    property.latitude === null || property.longitude === null
      ? []
      : [{ id: property.id, latitude: property.latitude, longitude: property.longitude, label: compactPrice.format(property.price), title: property.title, href: `/property/${property.slug}/` }],
  );
}

/**
 * The map's area in the address (issue 22): `bbox` from 'Search this area', `polygon` from 'Draw
 * an area', each a listing filter the server applies, shared and reloaded with the page and kept
 * by 'Save search'. Setting one replaces the other: the latest way of saying where wins.
 */
export function useMapArea() {
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const bbox = parseBbox(params.get('bbox'));
  const polygon = parsePolygon(params.get('polygon'));
  const write = useCallback(
    (area: { bbox?: Bbox; polygon?: LngLat[] }) =>
      updateParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('bbox');
        next.delete('polygon');
        next.delete('page');
        if (area.bbox) next.set('bbox', formatBbox(area.bbox));
        if (area.polygon) next.set('polygon', formatPolygon(area.polygon));
        return next;
      }),
    [updateParams],
  );
  return { bbox, polygon, hasArea: Boolean(bbox || polygon), write };
}

/**
 * The listing's results on a map, the first hundred of them (the largest page the server gives,
 * so a phone that shows only the map still sees more than the list's first page); 'Search this
 * area' and 'Draw an area' narrow the list beside it.
 */
export function ListingMap({ query }: { query: PropertyListingQuery }) {
  const { properties } = usePropertyListing(query, { pageSize: PAGE_SIZE.maximum });
  const points = useMemo(() => mapPoints(properties), [properties]);
  const area = useMapArea();
  return (
    <PropertyMap
      className="app-listing-map"
      points={points}
      polygon={area.polygon ?? null}
      onPolygonChange={(polygon) => area.write(polygon ? { polygon: [...polygon] } : {})}
      onSearchArea={(bbox) => area.write({ bbox })}
    />
  );
}

/** 'Map area ✕' under the filters while the map narrows the list: one click widens it again. */
export function MapAreaChip() {
  const text = useAppText();
  const area = useMapArea();
  if (!area.hasArea) return null;
  return (
    <button type="button" className="app-map-area-chip" onClick={() => area.write({})} aria-label={text('mapAreaClear')} data-testid="map-area-chip">
      <MapIcon size={14} aria-hidden />
      {text('mapArea')}
      <X size={14} aria-hidden />
    </button>
  );
}

/** The switch between the list and the map: a floating pill on phones, a plain button beside the results on wide screens. */
export function MapToggle({ showing, onToggle, floating }: { showing: boolean; onToggle: () => void; floating: boolean }) {
  const text = useAppText();
  const label = floating ? (showing ? text('mapShowList') : text('mapShowMap')) : showing ? text('mapHide') : text('mapShow');
  return (
    <button type="button" className="app-map-toggle" data-floating={floating || undefined} aria-pressed={showing} onClick={onToggle} data-testid="map-toggle">
      {showing && floating ? <List size={16} aria-hidden /> : <MapIcon size={16} aria-hidden />}
      {label}
    </button>
  );
}
