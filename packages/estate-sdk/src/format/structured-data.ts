/**
 * schema.org JSON-LD for a listing, one builder for every page that shows one: the server's
 * property pages (their `<head>`) and the embed's `<estate-listings>` / `<estate-property>` (the
 * partner page's light DOM). Pure: addresses and texts come in already decided by the caller.
 */

/** The fields of a listing the JSON-LD reads (a `Property` or `PropertyDetail` of the API, or the server's row). */
export interface StructuredDataListing {
  title: string;
  description?: string | null;
  price: number;
  city?: string | null;
  country: string;
  created_at?: string | null;
  cover_photo?: string | null;
  photos?: ReadonlyArray<{ photo: string }> | null;
}

export interface RealEstateListingOptions {
  /** The page that shows the listing: the marketplace's canonical address, or the partner's own page. */
  url: string;
  /** A stored media path as an absolute URL (relative paths are the API's). */
  mediaUrl: (path: string) => string;
  /** The name when the caller has its own (a title for an untitled listing); the title otherwise. */
  name?: string;
  /** The description when the caller trims it; the listing's own otherwise. */
  description?: string;
}

/** A schema.org `RealEstateListing`, price in US dollars; empty fields are left out. */
export function realEstateListingJsonLd(listing: StructuredDataListing, options: RealEstateListingOptions): Record<string, unknown> {
  const images = [listing.cover_photo, ...(listing.photos ?? []).map(({ photo }) => photo)].filter((path): path is string => Boolean(path));
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: options.name ?? listing.title,
    description: (options.description ?? listing.description?.trim()) || undefined,
    url: options.url,
    image: images.map(options.mediaUrl),
    datePosted: listing.created_at || undefined,
    offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'USD' },
    address: { '@type': 'PostalAddress', addressLocality: listing.city || undefined, addressCountry: listing.country },
  };
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with every `<` escaped, so a listing's
 * text holding `</script>` cannot close the element in serialised HTML.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
