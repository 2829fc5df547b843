import { PropertyGrid } from '@estate/react';
import { setListingFilters, type PropertyListingQuery } from '@estate/sdk';
import { usePropertyListing } from '@estate/sdk/react';
import type { ReactNode } from 'react';
import { EstateView } from '../element.js';

/** `<estate-listings country="KE" advert-type="For Sale" property-type="House" status="..." limit="6">` */
export class View extends EstateView {
  protected content() {
    const limit = Number.parseInt(this.host.getAttribute('limit') ?? '', 10);
    return <Listings query={listingQueryOf(this.host)} limit={Number.isFinite(limit) && limit > 0 ? limit : undefined} structuredData={(shown) => this.structuredData(shown)} />;
  }
}

/**
 * The listing query an `<estate-listings>` names, read once from its attributes as the SDK
 * normalises filters (trimmed, the country upper-cased, a blank attribute meaning "any"); the list
 * it shows follows from it alone (`listingSource`: country, else type, else advert, else status).
 */
function listingQueryOf(element: Element): PropertyListingQuery {
  const filters = setListingFilters({
    country: element.getAttribute('country') ?? undefined,
    property_type: element.getAttribute('property-type') ?? undefined,
    advert_type: element.getAttribute('advert-type') ?? undefined,
    property_status: element.getAttribute('status') ?? undefined,
  });
  return { country: filters.country, propertyType: filters.property_type, advertType: filters.advert_type, status: filters.property_status };
}

interface ListingsProps {
  query: PropertyListingQuery;
  /** At most this many cards and no further pages; every page as the user scrolls when unset. */
  limit: number | undefined;
  /** The JSON-LD of the cards shown. */
  structuredData: (shown: ReturnType<typeof usePropertyListing>['properties']) => ReactNode;
}

function Listings({ query, limit, structuredData }: ListingsProps) {
  const { properties, isLoading, isLoadingMore, hasMore, loadMore, error, mutate } = usePropertyListing(query, { pageSize: limit });
  const shown = limit ? properties.slice(0, limit) : properties;
  return (
    <>
      <PropertyGrid
        properties={shown}
        isLoading={isLoading}
        isLoadingMore={isLoadingMore}
        hasMore={limit ? false : hasMore}
        onLoadMore={loadMore}
        error={error}
        onRetry={() => void mutate()}
        skeletonCount={limit}
      />
      {structuredData(shown)}
    </>
  );
}
