// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Heavy parts load only when used: the main entry never imports the emoji picker, the tour,
 * ffmpeg.wasm or uPlot (optional peers, issue 25); their own entries keep them in chunks of their
 * own, fetched the first time a picker, a tour, a chart or the clip modal opens.
 */
// Inside the repository, so the entry resolves @estate/react as an app of the workspace would.
const cache = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(path.join(cache, 'estate-lazy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `fromBuild` resolves `@estate/react` to the published `dist/` (as a partner's app would) instead of the source. */
async function bundle(source: string, { fromBuild = false } = {}) {
  const entry = path.join(scratch, `entry-${Math.random().toString(36).slice(2)}.tsx`);
  writeFileSync(entry, source);
  const output = (await build({
    logLevel: 'silent',
    configFile: false,
    resolve: { conditions: fromBuild ? [...defaultClientConditions] : ['@estate/source', ...defaultClientConditions] },
    build: { write: false, minify: false, rollupOptions: { input: entry, preserveEntrySignatures: 'exports-only', external: ['react', 'react-dom', 'react/jsx-runtime', 'swr', ...(fromBuild ? [/^@estate\/sdk/] : [])] } },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entryChunk = chunks.find((chunk) => chunk.isEntry)!;
  // What the page loads at once: the entry and everything it imports statically.
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name)) return;
    initial.add(name);
    chunks.find((chunk) => chunk.fileName === name)?.imports.forEach(visit);
  };
  visit(entryChunk.fileName);
  const modulesOf = (chunk: Rollup.OutputChunk) => Object.keys(chunk.modules);
  return {
    initialModules: chunks.filter((chunk) => initial.has(chunk.fileName)).flatMap(modulesOf),
    lazyModules: chunks.filter((chunk) => !initial.has(chunk.fileName)).flatMap(modulesOf),
  };
}

const HEAVY = /node_modules\/(emoji-picker-react|react-joyride|@ffmpeg|leaflet)\//;
/** The optional peers (issue 25): a site without them installed must be able to bundle the main entry. */
const OPTIONAL_PEER = /node_modules\/(emoji-picker-react|react-joyride|@ffmpeg|uplot)\//;

describe('heavy parts', () => {
  it('the main entry, all of it, never imports an optional peer: a site without them bundles', async () => {
    const { initialModules, lazyModules } = await bundle(`export * from '@estate/react';\n`);
    expect([...initialModules, ...lazyModules].filter((id) => OPTIONAL_PEER.test(id))).toEqual([]);
  }, 120_000);

  it('importing PropertyCard loads no heavy part up front, and the composers get the kit’s own emoji picker', async () => {
    const { initialModules } = await bundle(`import { PropertyCard, PropertyComments } from '@estate/react';\nexport { PropertyCard, PropertyComments };\n`);
    expect(initialModules.some((id) => id.includes('/components/listings/'))).toBe(true);
    expect(initialModules.filter((id) => HEAVY.test(id))).toEqual([]);
    expect(initialModules.some((id) => id.includes('/primitives/QuickEmojiPicker.tsx'))).toBe(true);
  }, 120_000);

  it("importing PropertyCard loads Radix's dialog and popover (share, comments, the guest popup, the owner's card) only when one opens", async () => {
    const { initialModules, lazyModules } = await bundle(`export { PropertyCard } from '@estate/react';\n`);
    expect(initialModules.filter((id) => /node_modules\/@radix-ui\/react-(dialog|popover)\//.test(id))).toEqual([]);
    expect(lazyModules.some((id) => id.includes('node_modules/@radix-ui/react-dialog/'))).toBe(true);
    expect(lazyModules.some((id) => id.includes('node_modules/@radix-ui/react-popover/'))).toBe(true);
  }, 120_000);

  it('the clip modal, the tour and the full emoji picker are entries of their own that keep their packages in chunks', async () => {
    const { initialModules, lazyModules } = await bundle(
      `export { CreateClipModal } from '@estate/react/clips';\nexport { Tour } from '@estate/react/tour';\nexport { EmojiPicker } from '@estate/react/emoji';\n`,
    );
    expect(initialModules.filter((id) => HEAVY.test(id))).toEqual([]);
    expect(lazyModules.some((id) => id.includes('node_modules/@ffmpeg/ffmpeg/'))).toBe(true);
    expect(lazyModules.some((id) => id.includes('node_modules/react-joyride/'))).toBe(true);
    expect(lazyModules.some((id) => id.includes('node_modules/emoji-picker-react/'))).toBe(true);
  }, 120_000);

  it('the agent dashboard keeps uPlot in a chunk of its own', async () => {
    const dashboard = await bundle(`export { AgentDashboard } from '@estate/react/dashboard';\n`);
    expect(dashboard.initialModules.some((id) => id.includes('/components/dashboard/AgentDashboard'))).toBe(true);
    expect(dashboard.initialModules.filter((id) => id.includes('node_modules/uplot/'))).toEqual([]);
    expect(dashboard.lazyModules.some((id) => id.includes('node_modules/uplot/'))).toBe(true);
  }, 120_000);

  it('the maps keep Leaflet, their styles and their body in a chunk of their own, loaded when a map mounts', async () => {
    const { initialModules, lazyModules } = await bundle(`export { PropertyMap, LocationPicker, townCentre } from '@estate/react';\n`);
    expect(initialModules.some((id) => id.includes('/components/map/PropertyMap.tsx'))).toBe(true);
    expect(initialModules.filter((id) => /node_modules\/leaflet\/|\/components\/map\/(PropertyMapBody|LocationPickerMap|map-styles)/.test(id))).toEqual([]);
    expect(lazyModules.some((id) => id.includes('node_modules/leaflet/'))).toBe(true);
    expect(lazyModules.some((id) => id.includes('/components/map/map-styles.ts'))).toBe(true);
  }, 120_000);

  it('texts by locale: English is in the page, French and Swahili are chunks of their own, loaded on demand (issue 26)', async () => {
    for (const fromBuild of [false, true]) {
      const { initialModules, lazyModules } = await bundle(`export { PropertyCard, EstateProvider } from '@estate/react';\n`, { fromBuild });
      const table = (locale: string) => new RegExp(`/messages/(areas/[\\w-]+\\.${locale}|${locale}|${locale}-refusals)\\.(ts|js)$`);
      expect(initialModules.some((id) => /\/messages\/en\.(ts|js)$/.test(id)), 'English').toBe(true);
      for (const locale of ['fr', 'sw']) {
        expect(initialModules.filter((id) => table(locale).test(id)), locale).toEqual([]);
        expect(lazyModules.some((id) => table(locale).test(id)), locale).toBe(true);
      }
    }
  }, 240_000);

  it('the published build tree-shakes the same way: PropertyCard alone loads no heavy part up front', async () => {
    const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/index.js');
    if (!existsSync(dist)) throw new Error('No dist/ to check: run `npm run build -w @estate/react` first (npm test does).');
    const { initialModules, lazyModules } = await bundle(`import { PropertyCard } from '@estate/react';\nexport default PropertyCard;\n`, { fromBuild: true });
    expect(initialModules.some((id) => id.includes('/estate-react/dist/components/listings/PropertyCard.js'))).toBe(true);
    expect(initialModules.filter((id) => HEAVY.test(id))).toEqual([]);
    // Nothing the card does not use: no chat, reels or tour modules from the build.
    expect(initialModules.filter((id) => /\/dist\/components\/(chat|reels|navigation)\//.test(id))).toEqual([]);
    expect(lazyModules.filter((id) => OPTIONAL_PEER.test(id))).toEqual([]);
  }, 120_000);
});
