import type { PageLocale } from './page-locale.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The reference app's server render (examples/marketplace's `entry-server.tsx`, built by `vite
 * build --ssr` into `dist-ssr/` beside the app's `dist/`), as this server calls it. The contract is
 * this interface and the cookies below; the server knows nothing else of the app. `head` goes in the
 * head (the page's stylesheets), `scripts` and `state` at the end of the body.
 */
export interface PageRenderer {
  render(options: {
    url: string;
    fetch: typeof fetch;
    session: 'member' | 'guest' | null;
    locale: PageLocale;
    theme: 'dark' | 'light';
    wide: boolean;
    manifest: unknown;
  }): Promise<{ status: number; redirect?: string; head: string; scripts?: string; html: string; state: string }>;
}

export interface LoadedRenderer {
  renderer: PageRenderer;
  /** The client build's manifest (`dist/.vite/manifest.json`): each page's styles and chunks. */
  manifest: unknown;
}

/** Where the render module of a built app is: `ESTATE_SSR_ENTRY`, else `dist-ssr/entry-server.js` beside the web dir. */
export function rendererPath(webDir: string, configured?: string): string {
  return configured ?? path.join(path.dirname(path.resolve(webDir)), 'dist-ssr', 'entry-server.js');
}

/** Loads the app's render module and the client manifest; undefined when the app was built without one (pages are then rendered in the browser). */
export async function loadRenderer(webDir: string, configured?: string): Promise<LoadedRenderer | undefined> {
  const entry = rendererPath(webDir, configured);
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>;
  if (typeof module.render !== 'function') throw new Error(`${entry} exports no render function`);
  return { renderer: module as PageRenderer, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) };
}

/** The layout's breakpoint guessed from the user agent: a phone's or tablet's renders the narrow layout. */
export function looksWide(userAgent: string | undefined): boolean {
  return !/Mobi|Android|iPhone|iPad|iPod/i.test(userAgent ?? '');
}
