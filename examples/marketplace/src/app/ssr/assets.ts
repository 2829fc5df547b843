/** The part of Vite's build manifest (`dist/.vite/manifest.json`) a page's HTML is made from. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The styles and script preloads of the pages a render showed (issue 24): each page module's own
 * CSS, and that of the chunks it imports, for the head as stylesheets, so the server's HTML is
 * styled at first paint; its scripts as preloads for the end of the body, so hydration does not
 * wait for them and they never queue ahead of the page's photos. What the entry (`index.html`)
 * already names is left out.
 */
export function pageAssetTags(manifest: Manifest, pages: string[]): { styles: string; scripts: string } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const named = new Set([...(entry?.css ?? []), ...(entry ? [entry.file, ...(entry.imports ?? []).map((id) => manifest[id]?.file)] : [])]);
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) return;
    if (!named.has(chunk.file)) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) if (!named.has(css)) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const page of pages) visit(`src/${page}`);
  return {
    styles: [...styles].map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}">`).join(''),
    // Low priority: they hydrate the page, which its HTML already shows; its photos come first.
    scripts: [...scripts].map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeAttribute(file)}">`).join(''),
  };
}
