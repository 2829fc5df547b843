/** The part of Vite's build manifest (`dist/.vite/manifest.json`) a page's HTML is made from. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The app's own chunk, which the entry imports once the page's main photo is shown (`main.tsx`). */
const APP_CHUNK = 'app/start.tsx';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The stylesheets of a server-rendered page (issue 24), for its head, so its HTML is styled at
 * first paint: the CSS of the app's chunk and of each page it showed, with the chunks they import.
 * What the entry (`index.html`) already links is left out. Their scripts are not named: the entry
 * asks for them once the page's main photo is on screen, so they never take its bandwidth.
 */
export function pageStylesheets(manifest: Manifest, pages: string[]): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const linked = new Set(entry?.css ?? []);
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) return;
    for (const css of chunk.css ?? []) if (!linked.has(css)) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of [APP_CHUNK, ...pages]) visit(`src/${file}`);
  return [...styles].map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}">`).join('');
}
