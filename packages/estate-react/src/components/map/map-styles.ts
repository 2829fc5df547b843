/**
 * The map's styles, injected with its lazy chunk (`injectMapStyles`) rather than shipped in
 * styles.css: Leaflet's layout rules (the part of `leaflet/dist/leaflet.css` these maps use) and
 * the kit's pills, bubbles and controls. styles.css has a budget of 90 kB and stood within 0.5 kB
 * of it; a page without a map pays nothing for these. Every selector is in `:where()` and, as in
 * styles.css, in the `estate` cascade layer, so a host's rule wins.
 */
export const MAP_CSS = `@layer estate {
:where(.leaflet-pane, .leaflet-tile, .leaflet-marker-icon, .leaflet-tile-container, .leaflet-pane > svg, .leaflet-layer, .leaflet-zoom-box) { position: absolute; left: 0; top: 0; }
:where(.leaflet-container) { overflow: hidden; -webkit-tap-highlight-color: transparent; touch-action: none; font: inherit; }
:where(.leaflet-tile, .leaflet-marker-icon) { user-select: none; -webkit-user-drag: none; }
:where(.leaflet-marker-icon) { display: block; }
:where(.leaflet-container) :where(.leaflet-overlay-pane svg, .leaflet-tile-pane img, .leaflet-tile) { max-width: none; max-height: none; width: auto; padding: 0; }
:where(.leaflet-tile) { visibility: hidden; }
:where(.leaflet-tile-loaded) { visibility: inherit; }
:where(.leaflet-pane) { z-index: 400; }
:where(.leaflet-tile-pane) { z-index: 200; }
:where(.leaflet-overlay-pane) { z-index: 400; }
:where(.leaflet-marker-pane) { z-index: 600; }
:where(.leaflet-zoom-box) { z-index: 800; width: 0; height: 0; box-sizing: border-box; }
:where(.leaflet-zoom-animated) { transform-origin: 0 0; }
:where(.leaflet-zoom-anim .leaflet-zoom-animated) { transition: transform 0.25s cubic-bezier(0, 0, 0.25, 1); }
:where(.leaflet-zoom-anim .leaflet-tile, .leaflet-pan-anim .leaflet-tile) { transition: none; }
:where(.leaflet-zoom-anim .leaflet-zoom-hide) { visibility: hidden; }
:where(.leaflet-grab) { cursor: grab; }
:where(.leaflet-dragging .leaflet-grab, .leaflet-marker-draggable) { cursor: grabbing; }
:where(.leaflet-crosshair) { cursor: crosshair; }
:where(.leaflet-marker-icon, .leaflet-pane > svg path) { pointer-events: none; }
:where(.leaflet-marker-icon.leaflet-interactive, .leaflet-pane > svg path.leaflet-interactive) { pointer-events: auto; }

:where(.est-map-frame) { position: absolute; inset: 0; }
:where(.est-map-canvas) { position: absolute; inset: 0; background: var(--est-surface-sunken); outline: none; }
:where(.est-map-canvas:focus-visible) { box-shadow: inset 0 0 0 3px color-mix(in srgb, var(--est-accent) 70%, transparent); }
:where([data-theme='dark'] .est-map-canvas .leaflet-tile-pane) { filter: var(--est-map-tile-filter, invert(1) hue-rotate(180deg) brightness(0.9) contrast(0.85) saturate(0.6)); }

:where(.est-map-marker) { width: 0; height: 0; }
:where(.est-map-pill, .est-map-cluster) {
  position: absolute; transform: translate(-50%, -50%); pointer-events: auto; cursor: pointer;
  border: 0; font: inherit; font-weight: var(--est-weight-bold); white-space: nowrap; font-variant-numeric: tabular-nums;
  transition: transform var(--est-duration-fast) var(--est-ease), background-color var(--est-duration-fast);
}
:where(.est-map-pill) {
  padding: 0.3rem 0.6rem; border-radius: var(--est-radius-full); font-size: var(--est-text-sm); line-height: 1.15;
  background: var(--est-surface); color: var(--est-foreground);
  box-shadow: 0 0 0 1px var(--est-border-strong), 0 2px 6px rgb(0 0 0 / 0.22);
}
:where(.est-map-pill:hover, .est-map-cluster:hover) { transform: translate(-50%, -50%) scale(1.06); }
:where(.est-map-pill[aria-pressed='true']) { background: var(--est-foreground); color: var(--est-background); box-shadow: 0 0 0 1px var(--est-foreground), 0 4px 10px rgb(0 0 0 / 0.3); }
:where(.est-map-marker:has([aria-pressed='true'])) { z-index: 1000 !important; }
:where(.est-map-cluster) {
  display: grid; place-items: center; min-width: 2.5rem; height: 2.5rem; padding: 0 0.5rem; border-radius: var(--est-radius-full);
  font-size: var(--est-text-sm); background: var(--est-accent); color: var(--est-accent-foreground);
  box-shadow: 0 0 0 5px color-mix(in srgb, var(--est-accent) 28%, transparent), 0 2px 8px rgb(0 0 0 / 0.25);
}
:where(.est-map-cluster[data-size='large']) { min-width: 3rem; height: 3rem; font-size: var(--est-text-base); }
:where(.est-map-pill, .est-map-cluster):focus-visible { outline: none; box-shadow: var(--est-focus-ring); }
:where([data-drawing] .est-map-pill, [data-drawing] .est-map-cluster) { pointer-events: none; opacity: 0.6; }

:where(.est-map-controls) { position: absolute; z-index: 1000; display: flex; gap: var(--est-space-2); pointer-events: none; }
:where(.est-map-controls > *) { pointer-events: auto; box-shadow: var(--est-shadow); }
:where(.est-map-controls[data-place='top']) { top: var(--est-space-3); left: var(--est-space-3); right: calc(var(--est-space-3) * 2 + 2.5rem); flex-wrap: wrap; align-items: flex-start; }
:where(.est-map-controls[data-place='zoom']) { top: var(--est-space-3); right: var(--est-space-3); flex-direction: column; gap: 0; border-radius: var(--est-radius); overflow: hidden; box-shadow: var(--est-shadow); }
:where(.est-map-controls[data-place='zoom'] > *) { box-shadow: none; border-radius: 0; background: var(--est-surface); color: var(--est-foreground); }
:where(.est-map-controls[data-place='zoom'] > * + *) { border-top: 1px solid var(--est-border); }
:where(.est-map-search-area) { margin-inline: auto; border-radius: var(--est-radius-full); }
:where(.est-map-hint) { align-self: center; padding: var(--est-space-1) var(--est-space-3); border-radius: var(--est-radius-full); background: var(--est-surface); color: var(--est-foreground); font-size: var(--est-text-xs); }
:where(.est-map-attribution) {
  position: absolute; z-index: 1000; right: 0; bottom: 0; padding: 0.125rem 0.375rem; border-top-left-radius: var(--est-radius-sm);
  background: color-mix(in srgb, var(--est-background) 80%, transparent); color: var(--est-foreground); font-size: 0.6875rem;
}
:where(.est-map-card) {
  position: absolute; z-index: 1000; left: var(--est-space-3); right: var(--est-space-3); bottom: var(--est-space-8); max-width: 22rem;
  display: flex; align-items: center; gap: var(--est-space-3); padding: var(--est-space-3) var(--est-space-4);
  border-radius: var(--est-radius-lg); background: var(--est-surface); color: var(--est-foreground); box-shadow: var(--est-shadow-lg);
}
:where(.est-map-card-text) { flex: 1; min-width: 0; display: grid; }
:where(.est-map-card-title) { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
:where(.est-map-area) { stroke: var(--est-accent); stroke-width: 2.5; fill: var(--est-accent); fill-opacity: 0.14; }
:where([data-drawing] .est-map-area) { stroke-dasharray: 6 5; }
:where(.est-map-vertex) { fill: var(--est-background); stroke: var(--est-accent); stroke-width: 2; }
:where(.est-map-pin) { position: absolute; left: -14px; top: -36px; width: 28px; height: 36px; max-width: none; color: var(--est-accent); filter: drop-shadow(0 2px 3px rgb(0 0 0 / 0.35)); }
:where(.est-map-pin path) { fill: currentColor; stroke: var(--est-background); stroke-width: 1.5; }
:where(.est-map-pin circle) { fill: var(--est-background); }
}`;

const injected = new WeakSet<Document | ShadowRoot>();

/**
 * Puts the map's styles once into the document or shadow root that holds `element`, so a map in a
 * partner's shadow-root embed is styled as one in the page.
 */
export function injectMapStyles(element: HTMLElement): void {
  const root = element.getRootNode();
  const target = root instanceof ShadowRoot ? root : element.ownerDocument;
  if (injected.has(target)) return;
  injected.add(target);
  const style = element.ownerDocument.createElement('style');
  style.dataset.estMap = '';
  style.textContent = MAP_CSS;
  (target instanceof ShadowRoot ? target : target.head).append(style);
}
