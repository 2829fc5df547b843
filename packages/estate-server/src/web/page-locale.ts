/**
 * The language a public page is sent in, decided on the server before any script runs.
 *
 * In order, the first that names a language we have wins:
 * 1. `?lang=fr`, `?lang=sw` or `?lang=en` in the address: what a shared French link, a hreflang alternate or a
 *    crawler following one asks for, so it always gets that language whoever opens it;
 * 2. the `locale` cookie, which the app keeps in step with the language the person saved (its
 *    local-storage key of the same name), so a returning visitor's first paint is in their language;
 * 3. `Accept-Language`, the browser's preferences, by quality;
 * 4. English, the spec's language.
 *
 * The alternates and the canonical link follow from it: English pages are canonical without `lang`,
 * French and Swahili ones with `?lang=fr` and `?lang=sw` (page-head.ts). A page answered without `?lang` may differ by cookie
 * and by `Accept-Language`, so its answer says `Vary: Cookie, Accept-Language`.
 */
import { pageCookies } from './page-cookies.js';

export const PAGE_LOCALES = ['en', 'fr', 'sw'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

/** The cookie the app writes with the language a person chose. */
export const LOCALE_COOKIE = 'locale';

const isPageLocale = (value: string | undefined): value is PageLocale => (PAGE_LOCALES as readonly string[]).includes(value ?? '');

/** `fr-CA` → `fr`; undefined for a language we do not have. */
function known(tag: string | undefined): PageLocale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isPageLocale(primary) ? primary : undefined;
}

/** The `lang` query value when it names a language we have. */
export function queryLocale(search: string): PageLocale | undefined {
  return known(new URLSearchParams(search).get('lang') ?? undefined);
}

function cookieLocale(header: string | undefined): PageLocale | undefined {
  return known(pageCookies(header)[LOCALE_COOKIE]?.replace(/^"|"$/g, ''));
}

/** The language of the highest quality `Accept-Language` gives one we have (the first among equals). */
export function acceptedLocale(header: string | undefined): PageLocale | undefined {
  let best: { locale: PageLocale; quality: number } | undefined;
  for (const range of (header ?? '').split(',')) {
    const [tag, ...params] = range.split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    const locale = known(tag);
    if (!locale || !(quality > 0)) continue;
    if (!best || quality > best.quality) best = { locale, quality };
  }
  return best?.locale;
}

/** What `pageLocale` reads of a request: Fastify's request has it. */
export interface LocaleSource {
  url: string;
  headers: { cookie?: string; 'accept-language'?: string };
}

/** The page's language and whether it came from the address (then the answer does not vary by request headers). */
export function pageLocaleChoice(request: LocaleSource): { locale: PageLocale; fromQuery: boolean } {
  const at = request.url.indexOf('?');
  const fromQuery = at < 0 ? undefined : queryLocale(request.url.slice(at));
  if (fromQuery) return { locale: fromQuery, fromQuery: true };
  return { locale: cookieLocale(request.headers.cookie) ?? acceptedLocale(request.headers['accept-language']) ?? 'en', fromQuery: false };
}

/** The language a page is sent in: `?lang`, else the `locale` cookie, else `Accept-Language`, else English. */
export function pageLocale(request: LocaleSource): PageLocale {
  return pageLocaleChoice(request).locale;
}
