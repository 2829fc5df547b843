/**
 * What the loader (`index.ts`, the classic script) and the elements' code (`entries/`, ES module
 * chunks fetched on first use) both need: names, attributes, constants. No imports: the loader
 * carries all of it.
 */

/** Every key the embed stores starts with `estate-embed:`, so the host page's own keys are never read or overwritten. */
export const STORAGE_NAMESPACE = 'estate-embed';

/** The query parameter the default property links set, read by an `<estate-property>` without a slug. */
export const PROPERTY_PARAM = 'estate-property';

/** The attribute that keeps `<estate-listings>` and `<estate-property>` from writing schema.org JSON-LD into the page. */
export const NO_STRUCTURED_DATA = 'no-structured-data';

/** The attributes every element reads. */
const COMMON = ['api', 'theme', 'lang', 'locale', 'property-href'];

/** Each element's observed attributes: a change re-renders it. */
export const ELEMENT_ATTRIBUTES = {
  'estate-listings': [...COMMON, 'country', 'property-type', 'advert-type', 'status', 'limit', NO_STRUCTURED_DATA],
  'estate-property': [...COMMON, 'slug', NO_STRUCTURED_DATA],
  'estate-reels': [...COMMON, 'page-size'],
  'estate-chat': [...COMMON, 'agent', 'conversation-list'],
};

export type ElementName = keyof typeof ELEMENT_ATTRIBUTES;

/** The code a chunk is loaded for: an element's, or the session's alone (`EstateEmbed.signIn` before any element). */
export type ChunkName = ElementName | 'session' | `locale-${EmbedLocale}`;

/** The languages other than English, whose texts are a chunk of their own (the kit's `loadMessages`). */
export type EmbedLocale = 'fr' | 'sw';

/** The element's language from its `locale` (else `lang`) attribute: 'fr', 'sw' (also 'fr-CA', 'sw-KE'), else English. */
export function elementLocale(host: Element): 'en' | EmbedLocale {
  const value = (host.getAttribute('locale') || host.getAttribute('lang') || 'en').slice(0, 2).toLowerCase();
  return value === 'fr' || value === 'sw' ? value : 'en';
}

/** Tokens the host page already holds for this API (its own sign-in), taken over as the embed's session. */
export interface HostSession {
  access: string;
  refresh: string;
}

/** What the loader hands an element's code. */
export interface ViewOptions {
  /** The API origin when the element names none: the script tag's `data-api`, else the script's origin. */
  defaultApi: string;
  /** The text of the stylesheet (the kit's and the embed's), fetched by the loader beside the chunks; empty when it could not be. */
  css: string;
}

/** An element's behaviour, in its chunk: the loader's element forwards its lifecycle to it once loaded. */
export interface ElementView {
  connected(): void;
  disconnected(): void;
  attributeChanged(): void;
}

/** What an element's entry chunk exports. */
export interface ElementChunk {
  View: new (host: HTMLElement, options: ViewOptions) => ElementView;
}

/** What the session chunk exports. */
export interface SessionChunk {
  startSession(api: string, session: HostSession): Promise<void>;
  endSession(api: string): void;
}
