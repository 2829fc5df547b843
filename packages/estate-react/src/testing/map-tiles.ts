import type { MapTiles } from '../config/context.js';

/**
 * A map tile drawn here, for stories and tests (nothing may load from the internet there): land,
 * a park, a river and a grid of streets, the same 256 px tile everywhere. It has no `{z}/{x}/{y}`:
 * every tile is this one, so the map looks like a town at any place and zoom.
 */
const TILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#f2efe9"/>
<rect x="150" y="150" width="92" height="92" rx="6" fill="#cfe6c3"/>
<rect x="18" y="18" width="56" height="38" rx="4" fill="#e4dfd6"/>
<rect x="96" y="160" width="40" height="64" rx="4" fill="#e4dfd6"/>
<path d="M-10 200 C 60 170, 110 240, 266 188" stroke="#aad3df" stroke-width="14" fill="none"/>
<g stroke="#ffffff" fill="none" stroke-linecap="square">
<path d="M0 88H256M0 140H256M84 0V256M144 0V256" stroke-width="6"/>
<path d="M0 30H256M0 244H256M30 0V256M200 0V256" stroke-width="3"/>
</g>
<path d="M0 0L256 256" stroke="#f7d99a" stroke-width="7"/>
</svg>`;

export const FIXTURE_TILES: MapTiles = {
  url: `data:image/svg+xml,${encodeURIComponent(TILE_SVG)}`,
  attribution: 'Test tiles, drawn for the stories',
  maxZoom: 19,
};
