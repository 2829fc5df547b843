// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { MAP_CSS } from '../components/map/map-styles.js';

/**
 * Every rule of the kit is in the `estate` cascade layer, so a host page's plain CSS wins over it
 * whatever its specificity or order: the published `dist/styles.css` (tsup, through esbuild), the
 * same stylesheet from source as a Vite app of the workspace and the embed take it, and the map's
 * injected styles.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

/** What is left of a stylesheet once its comments and `@layer estate { ... }` blocks are taken out. */
function outsideTheLayer(css: string): string {
  let rest = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let start = rest.search(/@layer\s+estate\s*\{/); start !== -1; start = rest.search(/@layer\s+estate\s*\{/)) {
    let depth = 0;
    let end = rest.indexOf('{', start);
    for (; end < rest.length; end++) {
      if (rest[end] === '{') depth++;
      else if (rest[end] === '}' && --depth === 0) break;
    }
    rest = rest.slice(0, start) + rest.slice(end + 1);
  }
  return rest.trim();
}

describe('the kit styles in the estate cascade layer', () => {
  it('the layer check sees a rule left outside', () => {
    expect(outsideTheLayer('@layer estate{:where(.a){color:red}@media (width>1px){:where(.b){color:blue}}}')).toBe('');
    expect(outsideTheLayer('@layer estate{:where(.a){color:red}}:where(.b){color:blue}')).toBe(':where(.b){color:blue}');
  });

  it('puts every rule of the published styles.css in the layer', () => {
    const file = path.resolve(here, '../../dist/styles.css');
    if (!existsSync(file)) throw new Error('No dist/ to check: run `npm run build -w @estate/react` first (npm test does).');
    const css = readFileSync(file, 'utf8');
    // One block: the build merges the one esbuild writes for each imported file (tsup.config.ts).
    expect(css.match(/@layer estate\s*[{;]/g)).toEqual(['@layer estate{']);
    expect(css).toContain('.est-property-card');
    expect(outsideTheLayer(css)).toBe('');
  });

  it('puts every rule in the layer when an app of the workspace (or the embed) builds it from source with Vite', async () => {
    const output = (await build({
      logLevel: 'silent',
      configFile: false,
      resolve: { conditions: ['@estate/source', ...defaultClientConditions] },
      build: { write: false, cssMinify: false, rollupOptions: { input: path.resolve(here, 'index.css') } },
    })) as Rollup.RollupOutput;
    const css = output.output.filter((item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css')).map((item) => String(item.source)).join('\n');
    expect(css).toContain('.est-property-card');
    expect(outsideTheLayer(css)).toBe('');
  });

  it("puts the map's injected styles in the same layer", () => {
    expect(MAP_CSS).toContain('.est-map-pill');
    expect(outsideTheLayer(MAP_CSS)).toBe('');
  });
});
