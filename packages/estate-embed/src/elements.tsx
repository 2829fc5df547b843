import { ChatPane, PropertyDetails, PropertyGrid, ReelFeed } from '@estate/react';
import { setListingFilters, type PropertyListingQuery } from '@estate/sdk';
import { usePropertyListing } from '@estate/sdk/react';
import { COMMON_ATTRIBUTES, EstateElement, PROPERTY_PARAM } from './element.js';

/** `<estate-listings country="KE" advert-type="For Sale" property-type="House" status="..." limit="6">` */
export class EstateListingsElement extends EstateElement {
  static observedAttributes = [...COMMON_ATTRIBUTES, 'country', 'property-type', 'advert-type', 'status', 'limit'];

  protected content() {
    const limit = Number.parseInt(this.getAttribute('limit') ?? '', 10);
    return <Listings query={listingQueryOf(this)} limit={Number.isFinite(limit) && limit > 0 ? limit : undefined} />;
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
}

function Listings({ query, limit }: ListingsProps) {
  const { properties, isLoading, isLoadingMore, hasMore, loadMore, error, mutate } = usePropertyListing(query, { pageSize: limit });
  return (
    <PropertyGrid
      properties={limit ? properties.slice(0, limit) : properties}
      isLoading={isLoading}
      isLoadingMore={isLoadingMore}
      hasMore={limit ? false : hasMore}
      onLoadMore={loadMore}
      error={error}
      onRetry={() => void mutate()}
      skeletonCount={limit}
    />
  );
}

/** `<estate-property slug="...">`; without `slug`, the page's `?estate-property=` (the listings' default links); nothing when neither is set. */
export class EstatePropertyElement extends EstateElement {
  static observedAttributes = [...COMMON_ATTRIBUTES, 'slug'];

  protected content() {
    const slug = this.getAttribute('slug') || new URLSearchParams(location.search).get(PROPERTY_PARAM);
    // With nothing to show the element takes no room in the host's layout (no empty grid cell or gap).
    this.hidden = !slug;
    return slug ? <PropertyDetails idOrSlug={slug} /> : null;
  }
}

/** `<estate-reels page-size="6">`: the reel feed. */
export class EstateReelsElement extends EstateElement {
  static observedAttributes = [...COMMON_ATTRIBUTES, 'page-size'];

  protected content() {
    const pageSize = Number.parseInt(this.getAttribute('page-size') ?? '', 10);
    return <ReelFeed pageSize={Number.isFinite(pageSize) && pageSize > 0 ? pageSize : undefined} />;
  }
}

/**
 * `<estate-chat agent="username">`: the conversation with one agent (the whole inbox without
 * `agent`). Nobody signed in: `ChatPane`'s own sign-in in the pane (the kit's `LoginForm`, Create
 * account on the marketplace), or the host's tokens through `EstateEmbed.signIn` / `setSession`.
 */
export class EstateChatElement extends EstateElement {
  static observedAttributes = [...COMMON_ATTRIBUTES, 'agent', 'conversation-list'];

  protected content() {
    const agent = this.getAttribute('agent') || undefined;
    const list = this.getAttribute('conversation-list');
    return <ChatPane agent={agent} showConversationList={list === null ? !agent : list !== 'false'} />;
  }
}
