import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button, EmptyState, ListingFilterBar, PropertyCard, PropertyFeed, useEstateUI, useTranslate, type EstateUIMessageKey, type ListingFilters } from '@estate/react';
import { ADVERT_TYPES, countRangeFilters, filtersFromSearchParams, filtersToSearchParams, numberFormat, PROPERTY_TYPES, setRange, type AdvertType, type ListingRange, type PropertyType } from '@estate/sdk';
import { usePropertyListing, type PropertyListingQuery } from '@estate/sdk/react';
import { useAppText } from '../../app/i18n/AppText';
import { useSearchParamsUpdate } from '../../app/router/useSearchParamsUpdate';
import { NotFoundView } from '../../layout/NotFoundView';
import { SPLIT_VIEW, useMediaQuery } from '../../layout/useMediaQuery';
import { ListingMap, MapAreaChip, MapToggle } from './ListingMap';

/** Case, spaces, `-`, `_` and `+` do not matter in an address ('for-sale', 'FOR SALE' and 'For%20Sale' are one). */
const normalize = (value: string) => value.trim().toLowerCase().replace(/[\s_+-]+/g, ' ');

function matchValue<T extends string>(values: readonly T[], raw: string | undefined): T | undefined {
  if (!raw) return undefined;
  const key = normalize(raw);
  return values.find((value) => normalize(value) === key);
}

/** The property type written in the address ('house' → 'House'), or undefined for anything else. */
export const toPropertyType = (raw: string | undefined): PropertyType | undefined => matchValue(PROPERTY_TYPES, raw);
/** The advert type written in the address ('for sale' → 'For Sale'), or undefined for anything else. */
export const toAdvertType = (raw: string | undefined): AdvertType | undefined => matchValue(ADVERT_TYPES, raw);

const ADVERT_LABELS: Record<AdvertType, EstateUIMessageKey> = { 'For Sale': 'createForSale', 'For Rent': 'createForRent', Auction: 'createAuction' };

/** The kit's words for the values, in the user's language (the same the strip and the filter bar show). */
export function useValueLabels() {
  const t = useTranslate();
  return {
    propertyType: (type: PropertyType) => t(`navType${type}` as EstateUIMessageKey),
    advertType: (type: AdvertType) => t(ADVERT_LABELS[type]),
  };
}

/**
 * The price, rooms and plot-area filters and the sort of a listing page (issue 13), kept in the
 * address's query: a filtered list can be shared and reloaded, and each change is a history entry
 * that Back and Forward walk. Parameters that are not filters are kept as they are.
 */
export function useListingRange(): [ListingRange, (next: ListingRange) => void] {
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const search = params.toString();
  // By value: the same query gives the same object, so the feed keeps its pages.
  const range = useMemo(() => setRange(filtersFromSearchParams(search)), [search]);
  const change = useCallback((next: ListingRange) => updateParams((current) => filtersToSearchParams(next, current)), [updateParams]);
  return [range, change];
}

/**
 * The listing screen's filter pills and chips (issue 22), read from and written to the address:
 * the choices are its path (`filters`), the range and sort its query; the sheet navigates in the app.
 */
export function ListingFilterRow({ actions, ...filters }: ListingFilters & { actions?: React.ReactNode }) {
  const [range, changeRange] = useListingRange();
  const navigate = useNavigate();
  return <ListingFilterBar {...filters} range={range} onRangeChange={changeRange} onNavigate={navigate} actions={actions} className="app-listing-filters" />;
}

/** Sets the tab's title while the page shows, and puts the previous one back after. */
export function useDocumentTitle(title: string | undefined) {
  const text = useAppText();
  const brand = text('brand');
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
}

/** '12 properties' / '1 property' once the count is known. */
export function useCountLabel(): (count: number) => string {
  const text = useAppText();
  const { intlLocale } = useEstateUI();
  return (count) => (count === 1 ? text('listingCountOne') : text('listingCount', { count: numberFormat(intlLocale).format(count) }));
}

export interface ListingResultsProps {
  query: PropertyListingQuery;
  /** The first property large (the country page). */
  featured?: boolean;
  /** The header: drawn with the count once the first page is in, and the map's controls for the filter row. */
  children?: (state: { count: number; isLoading: boolean; mapActions: React.ReactNode }) => React.ReactNode;
  /** With filters on, the empty state offers to clear them (the sort stays). */
  onClearFilters?: () => void;
}

/**
 * A listing screen: the kit's `PropertyFeed` (16 skeletons, a page at a time as the user scrolls,
 * 'No properties found.', the error in red with Try again), after the header `children` draw. With
 * filters on, the empty state offers to clear them. The server's 404 (an unknown value it refuses)
 * is spec §8's not-found component instead of the whole screen.
 */
export function ListingResults({ query, featured, children, onClearFilters }: ListingResultsProps) {
  // PropertyFeed keeps its feed's state to itself, but the header shows the count and a 404 replaces
  // the page: the same query is the same SWR key, so this reads the feed's cache (one request, not two).
  const { count, isLoading, error } = usePropertyListing(query);
  const map = useMapView();
  const filtered = onClearFilters && (countRangeFilters(query.filters) > 0 || Boolean(query.filters?.bbox || query.filters?.polygon));
  if (error?.status === 404) return <NotFoundView kind="property" />;
  return (
    <>
      {children?.({
        count,
        isLoading,
        mapActions: (
          <>
            <MapAreaChip />
            {map.split && <MapToggle showing={map.showing} onToggle={map.toggle} floating={false} />}
          </>
        ),
      })}
      <div className="app-listing-split" data-map={map.showing ? (map.split ? 'beside' : 'only') : undefined}>
        <div className="app-listing-results" hidden={map.showing && !map.split}>
          <PropertyFeed
            query={query}
            featured={featured}
            empty={filtered ? <NoMatch onClearFilters={onClearFilters} /> : undefined}
            // The cards' titles are the page's second level, under its title (the outline Lighthouse checks).
            renderCard={(property, { featured: large, priority }) => (
              <PropertyCard property={property} variant={large ? 'featured' : 'default'} priority={priority} headingLevel={2} />
            )}
          />
        </div>
        {map.showing && (
          <div className="app-listing-map-pane">
            <ListingMap query={query} />
          </div>
        )}
      </div>
      {!map.split && <MapToggle showing={map.showing} onToggle={map.toggle} floating />}
    </>
  );
}

const MAP_HIDDEN_KEY = 'listingMapHidden';

/**
 * Whether the map shows: beside the results on wide screens unless hidden (remembered in this
 * browser), and on phones in place of them while the address says `?view=map`, so Back returns
 * to the list.
 */
function useMapView() {
  const split = useMediaQuery(SPLIT_VIEW);
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const [hidden, setHidden] = useState(() => typeof localStorage !== 'undefined' && localStorage.getItem(MAP_HIDDEN_KEY) === 'true');
  const showing = split ? !hidden : params.get('view') === 'map';
  const toggle = () => {
    if (split) {
      localStorage.setItem(MAP_HIDDEN_KEY, String(!hidden));
      setHidden(!hidden);
    } else {
      updateParams((current) => {
        const next = new URLSearchParams(current);
        if (showing) next.delete('view');
        else next.set('view', 'map');
        return next;
      });
    }
  };
  return { split, showing, toggle };
}

/** 'No properties found.' when the filters rule everything out, with Clear filters. */
function NoMatch({ onClearFilters }: { onClearFilters: () => void }) {
  const t = useTranslate();
  return (
    <EmptyState icon={<SearchX size={22} />} title={t('noProperties')}>
      <div className="app-listing-no-match">
        <p>{t('rangeFiltersNoMatch')}</p>
        <Button variant="secondary" onClick={onClearFilters}>
          {t('rangeFiltersClearFilters')}
        </Button>
      </div>
    </EmptyState>
  );
}
