'use client';

import { Minus, Plus } from '../../icons/index.js';
import type * as Leaflet from 'leaflet';
import { useTranslate, type MapTiles } from '../../config/context.js';
import { IconButton } from '../../primitives/Button.js';

/** The kit's zoom buttons (Leaflet's own are links without the kit's look or texts). */
export function ZoomButtons({ map }: { map: Leaflet.Map | null }) {
  const t = useTranslate();
  return (
    <div className="est-map-controls" data-place="zoom">
      <IconButton label={t('mapZoomIn')} icon={<Plus size={18} aria-hidden />} variant="solid" onClick={() => map?.zoomIn()} disabled={!map} />
      <IconButton label={t('mapZoomOut')} icon={<Minus size={18} aria-hidden />} variant="solid" onClick={() => map?.zoomOut()} disabled={!map} />
    </div>
  );
}

/** The tile source's attribution, which its terms ask to show on the map. */
export function MapAttribution({ tiles }: { tiles: MapTiles }) {
  return tiles.attribution ? <small className="est-map-attribution">{tiles.attribution}</small> : null;
}
