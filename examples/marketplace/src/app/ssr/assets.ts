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
 * CSS, and that of the chunks it imports, goes in the head as a stylesheet, so the server's HTML is
 * styled at first paint; its script is preloaded, so hydration does not wait for it. What the
 * entry (`index.html`) already links is left out.
 */
export function pageAssetTags(manifest: Manifest, pages: string[]): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const linked = new Set([...(entry?.css ?? []), ...(entry ? [entry.file] : [])]);
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) return;
    if (!linked.has(chunk.file)) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) if (!linked.has(css)) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const page of pages) visit(`src/${page}`);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" href="/${escapeAttribute(file)}">`),
  ].join('');
}
