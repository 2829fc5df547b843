import kitCss from '@estate/react/styles.css?inline';

/**
 * The host page's inherited properties (its font, colour, letter spacing ...) reach a shadow tree
 * through the host element; `all: initial` on :host stops them. It is not !important, so the
 * partner can still size and place the element itself from the outside.
 */
const HOST_CSS = `:host { all: initial; display: block; } :host([hidden]) { display: none; }
.est-embed-portal { position: relative; z-index: 2147483000; }`;

const CSS = `${kitCss}\n${HOST_CSS}`;

let sheet: CSSStyleSheet | null | undefined;

/** One constructed sheet shared by every shadow root; a <style> element where the browser has none. */
export function adoptStyles(root: ShadowRoot): void {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    } catch {
      sheet = null;
    }
  }
  if (sheet && 'adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = CSS;
  root.append(style);
}
