/**
 * The map tile every test and bench server serves its maps (`MAP_TILES_URL`): drawn here, as a data
 * URL with no `{z}/{x}/{y}`, so every tile is this one and nothing loads from the internet. Land,
 * a park, a river and streets, so a screenshot still reads as a town.
 */
const TILE = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<rect width="256" height="256" fill="#eeebe4"/>
<rect x="140" y="24" width="90" height="70" rx="6" fill="#d3e7c8"/>
<path d="M-8 210 C 70 180, 120 250, 264 196" stroke="#a9d3e0" stroke-width="12" fill="none"/>
<path d="M0 120H256M0 56H256M96 0V256M176 0V256" stroke="#ffffff" stroke-width="5"/>
</svg>`;

export const TEST_MAP_TILES_URL = `data:image/svg+xml,${encodeURIComponent(TILE)}`;
