import { realEstateListingJsonLd } from '@estate/sdk/structured-data';
import type { FastifyInstance } from 'fastify';
import type { Profile } from '../schemas/profile.js';
import type { Property } from '../schemas/property.js';
import type { Reel } from '../schemas/reel.js';
import { countryName, HEAD_TEXTS, type HeadTexts } from './head-texts.js';
import type { PageHead } from './html-head.js';
import { ogImageUrl } from '../lib/media-variants.js';
import { absoluteUrl } from './og-image.js';
import { pageData, reelImage } from './page-data.js';
import type { PageLocale } from './page-locale.js';
import { clipPath, listingPath, pageRoute, profilePath, propertyPath, type ListingRoute } from './page-route.js';

export type { PageHead } from './html-head.js';

/**
 * The head of a public page (spec §2's routes): its title, description, preview (Open Graph,
 * Twitter), canonical address, language alternates and schema.org JSON-LD, in `locale`.
 *
 * Addresses: the canonical one is the page's own path on `publicUrl`, with `?lang=fr` for French
 * and without `lang` for English, whatever else the query holds (filters, a page number): one page
 * of content, one address. The alternates are en (no `lang`), fr (`?lang=fr`) and x-default (no
 * `lang`). An unknown slug, username, country or type gives a not-found title and `noindex`, as do
 * the private screens (sign-in, inbox, checkout...) and an empty list; those have no canonical.
 * `search` is the request's query; nothing in it but `lang` (read by `pageLocale`) changes the head.
 */
export async function pageHead(app: FastifyInstance, { pathname, locale }: { pathname: string; search?: string; locale: PageLocale }): Promise<PageHead> {
  const texts = HEAD_TEXTS[locale];
  const { publicUrl } = app.config;
  const route = pageRoute(pathname);
  const data = await pageData(app, route);
  const base = { locale, siteName: texts.siteName, ogExtra: [] as PageHead['ogExtra'], alternates: [] as PageHead['alternates'], noindex: false };
  const at = (path: string, lang: PageLocale) => `${publicUrl}${path}${lang === 'en' ? '' : `?lang=${lang}`}`;
  const addressed = (path: string) => ({
    canonical: at(path, locale),
    alternates: [
      { hreflang: 'en', href: at(path, 'en') },
      { hreflang: 'fr', href: at(path, 'fr') },
      { hreflang: 'sw', href: at(path, 'sw') },
      { hreflang: 'x-default', href: at(path, 'en') },
    ],
  });
  // The 1200 × 630 variant made for each uploaded picture; none for a video.
  const image = (path: string | null | undefined) => ogImageUrl(publicUrl, path);
  const titled = (title: string) => `${title} · ${texts.siteName}`;
  const notFound = (title: string): PageHead => ({
    ...base,
    title: titled(title),
    ogTitle: title,
    description: texts.notFoundDescription,
    ogType: 'website',
    noindex: true,
  });

  if (route.kind === 'not-found') return notFound(route.what === 'country' ? texts.countryNotFound : texts.pageNotFound);
  if (route.kind === 'private')
    return { ...base, title: texts.siteName, ogTitle: texts.siteName, description: texts.tagline, ogType: 'website', noindex: true };
  if (data.kind === 'missing') return notFound(route.kind === 'property' ? texts.propertyNotFound : texts.pageNotFound);

  if (data.kind === 'property') return propertyHead(data.property);
  if (data.kind === 'clip') return clipHead(data.reel);
  if (data.kind === 'profile') return profileHead(data.profile);

  const list = data.kind === 'list' ? data : { count: 0, image: undefined, imageAlt: undefined };
  const preview = { image: image(list.image), imageAlt: list.imageAlt || undefined };
  if (route.kind === 'home') {
    const home = addressed('/');
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: texts.siteName,
      url: home.canonical,
      description: texts.tagline,
      inLanguage: locale,
    };
    return { ...base, ...home, ...preview, title: texts.homeTitle, ogTitle: texts.siteName, description: texts.homeDescription, ogType: 'website', jsonLd };
  }
  if (route.kind === 'clips' || route.kind === 'explore') {
    const [title, description] = route.kind === 'clips' ? [texts.clipsTitle, texts.clipsDescription] : [texts.exploreTitle, texts.exploreDescription];
    return { ...base, ...addressed(`/${route.kind}`), ...preview, title: titled(title), ogTitle: title, description, ogType: 'website' };
  }
  if (route.kind === 'listing') {
    const title = listingTitle(texts, route.filters, locale);
    const description = texts.listingDescription(title, list.count);
    // An empty list is a page with nothing on it: not one for search results.
    return {
      ...base,
      ...addressed(listingPath(route.filters)),
      ...preview,
      title: titled(title),
      ogTitle: title,
      description,
      ogType: 'website',
      noindex: list.count === 0,
    };
  }
  return notFound(texts.pageNotFound);

  function propertyHead(property: Property): PageHead {
    const place = [property.city, countryName(property.country, locale)].filter(Boolean).join(', ');
    const name = property.title.trim() || texts.untitledListing(property.property_type, property.advert_type, place);
    const price = formatUsd(property.price);
    const facts = [
      price,
      property.bedrooms > 0 ? texts.bedrooms(property.bedrooms) : '',
      property.bathrooms > 0 ? texts.bathrooms(property.bathrooms) : '',
      place,
    ].filter(Boolean);
    const address = addressed(propertyPath(property.slug));
    // The one RealEstateListing builder, shared with the embed's elements on partner pages.
    const jsonLd = realEstateListingJsonLd(property, {
      url: address.canonical,
      mediaUrl: (path) => absoluteUrl(publicUrl, path),
      name,
      description: clip(property.description, 5000),
    });
    return {
      ...base,
      ...address,
      title: titled(name),
      ogTitle: price ? `${name} – ${price}` : name,
      description: clip([facts.join(' · '), property.description].filter(Boolean).join('. ')),
      ogType: 'article',
      image: image(property.cover_photo),
      imageAlt: name,
      ogExtra: [['article:published_time', property.created_at]],
      jsonLd,
    };
  }

  function clipHead(reel: Reel): PageHead {
    const name = reel.title.trim() || clip(reel.description, 70) || texts.clipBy(reel.username);
    const listing = reel.property ? `${reel.property.title} – ${formatUsd(reel.property.price)}` : '';
    const description = clip([reel.description.trim() || texts.clipDescription(reel.username), listing].filter(Boolean).join(' · '));
    const address = addressed(clipPath(reel.slug));
    const poster = image(reelImage(reel));
    const video = { url: absoluteUrl(publicUrl, reel.video), type: videoType(reel.video) };
    const jsonLd = poster
      ? {
          '@context': 'https://schema.org',
          '@type': 'VideoObject',
          name,
          description,
          thumbnailUrl: poster,
          uploadDate: reel.created_at,
          contentUrl: video.url,
          url: address.canonical,
        }
      : undefined;
    return { ...base, ...address, title: titled(name), ogTitle: name, description, ogType: 'video.other', image: poster, imageAlt: name, video, jsonLd };
  }

  function profileHead(profile: Profile): PageHead {
    const displayName = profile.full_name.trim() || profile.username;
    const place = [profile.city, countryName(profile.country, locale)].filter(Boolean).join(', ');
    const summary = texts.profileDescription(texts.roles[profile.role], place, profile.properties_count, profile.clips_count);
    const description = clip([summary, profile.about_me.trim()].filter(Boolean).join(' '));
    const address = addressed(profilePath(profile.username));
    // A face is not cropped to 1200 × 630: the picture itself, for a summary card.
    const photo = profile.profile_photo ? absoluteUrl(publicUrl, profile.profile_photo) : undefined;
    const isAgent = profile.role === 'agent' || profile.role === 'top_agent';
    const sameAs = [profile.facebook_url, profile.twitter_url, profile.instagram_url, profile.threads_url].filter(Boolean);
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': isAgent ? 'RealEstateAgent' : 'Person',
      name: displayName,
      alternateName: `@${profile.username}`,
      url: address.canonical,
      image: photo,
      description: clip(profile.about_me, 1000) || undefined,
      address: { '@type': 'PostalAddress', addressLocality: profile.city || undefined, addressCountry: profile.country },
      ...(isAgent && profile.phone_number ? { telephone: profile.phone_number } : {}),
      ...(isAgent && profile.num_reviews > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: profile.rating_average,
              reviewCount: profile.num_reviews,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      ...(sameAs.length ? { sameAs } : {}),
    };
    const ogExtra: PageHead['ogExtra'] = [['profile:username', profile.username]];
    if (profile.first_name) ogExtra.push(['profile:first_name', profile.first_name]);
    if (profile.last_name) ogExtra.push(['profile:last_name', profile.last_name]);
    return {
      ...base,
      ...address,
      title: titled(`${displayName} (@${profile.username})`),
      ogTitle: displayName,
      description,
      ogType: 'profile',
      image: photo,
      imageAlt: displayName,
      ogExtra,
      jsonLd,
    };
  }
}

function listingTitle(texts: HeadTexts, filters: ListingRoute, locale: PageLocale): string {
  const title = filters.status ? texts.statusTitle(filters.status) : texts.listingTitle(filters.propertyType, filters.advertType);
  return filters.country ? texts.inCountry(title, countryName(filters.country, locale)) : title;
}

/**
 * A price in US dollars as the app writes it (@estate/sdk's `formatUsd`, spec §9: en-US whatever
 * the language): `$1,250,000`, `$1,250.50`.
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return '';
  const cents = Math.round(value * 100);
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    cents / 100 + 0
  );
}

/** Text on one line, at most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > max / 2 ? cut.slice(0, word) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
};

function videoType(path: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:\?|#|$)/i.exec(path)?.[1]?.toLowerCase();
  return extension ? VIDEO_TYPES[extension] : undefined;
}
