'use client';

import { useCallback, useState, type CSSProperties, type Ref } from 'react';
import { useRootProps } from '../../config/root.js';
import { MapPlaceholder } from './MapPlaceholder.js';
import type { PropertyMapProps as PropertyMapViewProps } from './types.js';
import { useLazyPart } from './useLazyPart.js';
import { useMapTiles } from './useMapTiles.js';

/** The map, its controls and Leaflet (≈40 kB) load when a map first comes near the view, in a chunk of their own. */
const loadBody = () => import('./PropertyMapBody.js').then((module) => module.PropertyMapBody);

export interface PropertyMapProps extends PropertyMapViewProps {
  className?: string;
  /** The map fills its parent's height (at least 16rem): size the parent, or give a height here. */
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Listings on a map, as price pills that gather into a bubble with a count where they crowd
 * (a click on a bubble zooms into it); choosing a pill shows its card with a link to the listing.
 * With `onSearchArea`, 'Search this area' appears once the user pans or zooms; with
 * `onPolygonChange`, 'Draw an area' lets the user click the corners of an area to search in.
 * Tiles come from the provider's `mapTiles`, else the API server's (`useMapTiles`). Every control is a button with a name, and the map
 * is a named region whose pills are buttons too; the app shows the same results as a list beside
 * the map, which is what a screen reader user reads them from.
 */
export function PropertyMap({ className, style, ref, ...props }: PropertyMapProps) {
  const root = useRootProps('property-map', className);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { part: Body, failed } = useLazyPart(loadBody, element);
  const tiles = useMapTiles();
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      setElement(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref]
  );
  return (
    <div ref={attach} {...root} style={style} data-state={Body && tiles ? 'ready' : failed ? 'failed' : 'loading'}>
      {Body && tiles ? <Body {...props} tiles={tiles} /> : <MapPlaceholder failed={failed} />}
    </div>
  );
}
