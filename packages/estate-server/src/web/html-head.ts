import { PAGE_LOCALES, type PageLocale } from './page-locale.js';

/** What a public page says about itself in its HTML head: the data, rendered by `headTags`. */
export interface PageHead {
  locale: PageLocale;
  /** The whole `<title>` ('Modern house · Estate'). */
  title: string;
  description: string;
  /** What link previews show as the title: the title without the site's name, a price added. */
  ogTitle: string;
  ogType: 'website' | 'article' | 'profile' | 'video.other';
  siteName: string;
  /** The canonical address, absolute; also `og:url`. Absent on pages kept out of search (noindex). */
  canonical?: string;
  /** hreflang alternates, absolute (en, fr, x-default). */
  alternates: { hreflang: string; href: string }[];
  /** Absolute. */
  image?: string;
  imageAlt?: string;
  /** Absolute: a reel's video. */
  video?: { url: string; type?: string };
  /** More Open Graph properties (`article:published_time`, `profile:username`). */
  ogExtra: [property: string, content: string][];
  /** Keep the page out of search results (an unknown slug, a private screen). */
  noindex: boolean;
  /** schema.org JSON-LD, one object. */
  jsonLd?: Record<string, unknown>;
}

const OG_LOCALES: Record<PageLocale, string> = { en: 'en_US', fr: 'fr_FR', sw: 'sw_KE' };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe in HTML content and in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as JSON escapes, so no string
 * in it can close the script (`</script>`) or open a comment, and U+2028/2029 escaped as well.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's tags beside `<title>` and the description: Open Graph, Twitter, canonical, alternates, robots and JSON-LD. */
export function headTags(head: PageHead): string {
  const tags = [
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.ogTitle),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    ...PAGE_LOCALES.filter((locale) => locale !== head.locale).map((locale) => meta('property', 'og:locale:alternate', OG_LOCALES[locale])),
    head.image ? meta('property', 'og:image', head.image) : '',
    head.image && head.imageAlt ? meta('property', 'og:image:alt', head.imageAlt) : '',
    head.video ? meta('property', 'og:video', head.video.url) : '',
    head.video?.type ? meta('property', 'og:video:type', head.video.type) : '',
    ...head.ogExtra.map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.ogTitle),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image) : '',
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;
const HTML_TAG = /<html\b[^>]*>/i;

/**
 * `html` (the app's `index.html`, or a server-rendered page) with the page's head: `<html lang>`,
 * its `<title>` and description replaced (added when missing), and the other tags put before
 * `</head>`. Everything from the page is escaped here; no caller escapes anything.
 */
export function withHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = meta('name', 'description', head.description);
  let out = html.replace(HTML_TAG, (tag) => {
    const attributes = tag.slice(5, -1).replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${head.locale}"${attributes}>`;
  });
  // Replacement functions, so a `$` in a title is never read as a replacement pattern.
  out = TITLE.test(out) ? out.replace(TITLE, () => title) : out.replace(/<\/head>/i, () => `${title}\n  </head>`);
  out = DESCRIPTION.test(out) ? out.replace(DESCRIPTION, () => description) : out.replace(/<\/title>/i, () => `</title>\n    ${description}`);
  return out.replace(/<\/head>/i, () => `  ${headTags(head)}\n  </head>`);
}
