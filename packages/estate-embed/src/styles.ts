/**
 * The kit's stylesheet and the embed's own rules (host.css) are built into one CSS file beside the
 * chunks (`dist/chunks/estate-embed-[hash].css`), not into the JavaScript: the loader fetches it
 * in parallel with an element's first chunk and hands its text over before the first render, so
 * nothing shows unstyled. These imports only put it in the build.
 */
import '@estate/react/styles.css';
import './host.css';

const sheets = new Map<string, CSSStyleSheet | null>();

/** One constructed sheet shared by every shadow root; a <style> element where the browser has none. */
export function adoptStyles(root: ShadowRoot, css: string): void {
  let sheet = sheets.get(css);
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null;
    }
    sheets.set(css, sheet);
  }
  if (sheet && 'adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
}
