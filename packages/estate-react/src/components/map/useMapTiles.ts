'use client';

import { useMapConfig } from '@estate/sdk/react';
import { DEFAULT_MAP_TILES, useEstateUI, type MapTiles } from '../../config/context.js';

/**
 * The tiles a map draws: the provider's `mapTiles` when the page gives them, else the API server's
 * (its `MAP_TILES_URL`), else OpenStreetMap's. Undefined while the server is asked, so the map
 * waits for them rather than starting on one source and swapping to another.
 */
export function useMapTiles(): MapTiles | undefined {
  const { mapTiles } = useEstateUI();
  const server = useMapConfig({ enabled: !mapTiles });
  if (mapTiles) return mapTiles;
  if (!server.asked || server.error) return DEFAULT_MAP_TILES;
  const tiles = server.tiles;
  return tiles && { url: tiles.url, attribution: tiles.attribution, maxZoom: tiles.max_zoom };
}
