/**
 * @estate/embed's loader, `dist/estate-embed.js`: the small classic script a page's `<script src>`
 * loads. It defines the four elements and `window.EstateEmbed`, and nothing more: an element's code
 * (React, the SDK, the kit, each element's own part) is fetched the first time such an element is
 * connected, as ES module chunks (`dist/chunks/`) with a dynamic `import()`, from beside this
 * script, so a page with only `<estate-listings>` never loads the chat's code (see README.md).
 */
import { ELEMENT_ATTRIBUTES, elementLocale, STORAGE_NAMESPACE, type ChunkName, type ElementChunk, type ElementName, type ElementView, type HostSession, type SessionChunk } from './shared.js';

/**
 * Each chunk's file (relative to this script) and the chunks it imports, and the stylesheet, written
 * in by the build (vite.config.ts).
 */
declare const __ESTATE_CHUNKS__: Record<ChunkName, { file: string; imports: string[] }>;
declare const __ESTATE_CSS__: string;

/**
 * Read once, while the script runs (`document.currentScript` exists only then, and only for a
 * classic script): the URL the chunks resolve against, and the API origin when an element names
 * none, the script tag's `data-api`, else the origin the script was loaded from (the API server
 * can serve it).
 */
// A tag manager or another loader may insert the script so that `currentScript` is not it: then the page's own tag.
const scriptTag = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[src*="estate-embed"]');
/**
 * The chunks are beside the loader: `dist/chunks/`. A CDN's bare package URL (`…/@estate/embed@1.2.3`,
 * served through `unpkg`/`jsdelivr` as `dist/estate-embed.js`) does not end in `.js`: its `dist/` is meant.
 */
const SCRIPT_URL = !scriptTag?.src ? document.baseURI : /\.m?js$/.test(new URL(scriptTag.src).pathname) ? scriptTag.src : scriptTag.src.replace(/\/?(?=[?#]|$)/, '/dist/');
const DEFAULT_API = scriptTag?.dataset.api || (scriptTag?.src ? new URL(scriptTag.src).origin : location.origin);

const loading = new Map<ChunkName, Promise<unknown>>();
const preloaded = new Set<string>();

/**
 * The chunk's module, imported once per page. Its static imports are announced first as
 * `modulepreload` links, so they download in parallel with it instead of after it. A chunk that
 * failed to load is tried again the next time it is needed.
 */
function load<T>(name: ChunkName): Promise<T> {
  let chunk = loading.get(name);
  if (!chunk) {
    const { file, imports } = __ESTATE_CHUNKS__[name];
    for (const dependency of imports) {
      const href = new URL(dependency, SCRIPT_URL).href;
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const url = new URL(file, SCRIPT_URL).href;
    chunk = import(/* @vite-ignore */ url).catch((error: unknown) => {
      loading.delete(name);
      console.error(`@estate/embed: could not load ${url} (it is served from beside estate-embed.js; from another origin it needs Access-Control-Allow-Origin)`, error);
      throw error;
    });
    loading.set(name, chunk);
  }
  return chunk as Promise<T>;
}

let stylesheet: Promise<string> | undefined;

/**
 * The stylesheet's text, fetched once, in parallel with the first element's chunks (CSS is not
 * JavaScript: it is parsed as CSS, and costs the page no script time). Without it the elements
 * still work, unstyled, and the console says why.
 */
function css(): Promise<string> {
  const url = new URL(__ESTATE_CSS__, SCRIPT_URL).href;
  stylesheet ??= fetch(url)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .catch((error: unknown) => {
      console.error(`@estate/embed: could not load ${url}`, error);
      return '';
    });
  return stylesheet;
}

/**
 * An element of the loader's own: its attributes are observed from the start, and its lifecycle
 * is forwarded to its view once the chunk is in (connecting it is what loads the chunk). Attribute
 * changes before then need nothing: the view reads the attributes when it first renders.
 */
function defineElement(name: ElementName) {
  return class EstateElement extends HTMLElement {
    static observedAttributes = ELEMENT_ATTRIBUTES[name];
    #view: ElementView | undefined;

    get api(): string {
      return this.getAttribute('api') || DEFAULT_API;
    }

    /** Takes over the host page's own tokens for this element's API: every element on this origin is signed in. */
    setSession(session: HostSession): Promise<void> {
      return signIn({ ...session, api: this.api });
    }

    signOut(): Promise<void> {
      return signOut({ api: this.api });
    }

    connectedCallback(): void {
      if (this.#view) {
        this.#view.connected();
        return;
      }
      const locale = elementLocale(this);
      // The element's language, when not English, is a chunk of the kit's of its own: fetched beside
      // the element's (a failure is the view's to handle, which then reads English).
      if (locale !== 'en') load(`locale-${locale}`).catch(() => undefined);
      Promise.all([load<ElementChunk>(name), css()]).then(
        ([{ View }, text]) => {
          this.#view ??= new View(this, { defaultApi: DEFAULT_API, css: text });
          if (this.isConnected) this.#view.connected();
        },
        () => undefined,
      );
    }

    disconnectedCallback(): void {
      this.#view?.disconnected();
    }

    attributeChangedCallback(): void {
      this.#view?.attributeChanged();
    }
  };
}

export const EstateListingsElement = defineElement('estate-listings');
export const EstatePropertyElement = defineElement('estate-property');
export const EstateReelsElement = defineElement('estate-reels');
export const EstateChatElement = defineElement('estate-chat');

const ELEMENTS: Record<ElementName, CustomElementConstructor> = {
  'estate-listings': EstateListingsElement,
  'estate-property': EstatePropertyElement,
  'estate-reels': EstateReelsElement,
  'estate-chat': EstateChatElement,
};

// A page that loads the script twice keeps the first definitions instead of throwing.
for (const [name, element] of Object.entries(ELEMENTS)) {
  if (!customElements.get(name)) customElements.define(name, element);
}

/**
 * Signs every element on the page in with the host's own tokens for the API (`api` defaults as the
 * elements' does), through the SDK's `session.adopt` (the first call loads the session's code):
 * resolves once they show the member; rejects with an `EstateError` (`code` `token_not_valid`,
 * `guest_forbidden`, or the server's refusal of an expired pair) and the session before kept.
 */
export function signIn(session: HostSession & { api?: string }): Promise<void> {
  return load<SessionChunk>('session').then(({ startSession }) => startSession(session.api ?? DEFAULT_API, session));
}

export function signOut(options: { api?: string } = {}): Promise<void> {
  return load<SessionChunk>('session').then(({ endSession }) => endSession(options.api ?? DEFAULT_API));
}

export { STORAGE_NAMESPACE };
export type { HostSession };
