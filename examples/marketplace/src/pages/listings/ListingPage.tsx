import { useParams } from 'react-router';
import { countryName, toCountryCode } from '@estate/sdk';
import { useLocale } from '../../app/i18n/locale';
import { useAppText } from '../../app/i18n/AppText';
import { NotFoundView } from '../../layout/NotFoundView';
import { ListingHeader } from './ListingHeader';
import { ListingFilterRow, ListingResults, toAdvertType, toPropertyType, useDocumentTitle, useValueLabels, useListingRange } from './shared';
import '../../styles/listings.css';

/**
 * Properties of a type, an advert type, or both within a country (spec §2): /property-type/{type},
 * /property-type/{country}/{type}, /advert-type/{advert}, /advert-type/{country}/{advert} and
 * /{country}/{type}/{advert}/. Values are read case-insensitively; an unknown one, or the server's
 * 404, is 'No Property Found', an unknown country 'Property Not Found'.
 */
export default function ListingPage() {
  const params = useParams();
  const [range, setRange] = useListingRange();
  const text = useAppText();
  const [locale] = useLocale();
  const labels = useValueLabels();
  const country = params.country === undefined ? null : (toCountryCode(params.country) ?? undefined);
  const propertyType = params.propertyType === undefined ? null : toPropertyType(params.propertyType);
  const advertType = params.advertType === undefined ? null : toAdvertType(params.advertType);

  const parts = [propertyType && labels.propertyType(propertyType), advertType && labels.advertType(advertType)].filter(Boolean);
  const title = parts.join(' · ') || text('listingAll');
  const place = country ? text('listingInCountry', { country: countryName(country, locale) ?? country }) : text('listingWorldwide');
  useDocumentTitle(country === undefined || propertyType === undefined || advertType === undefined ? undefined : `${title} — ${place}`);

  if (country === undefined) return <NotFoundView kind="country" />;
  if (propertyType === undefined || advertType === undefined) return <NotFoundView kind="property" />;

  return (
    <div className="app-page app-listing" data-width="wide">
      <ListingResults query={{ country, propertyType, advertType, filters: range }} onClearFilters={() => setRange({ sort: range.sort })}>
        {({ count, isLoading, mapActions }) => (
          <>
            <ListingHeader country={country} title={title} count={count} isLoading={isLoading} filters={{ country: country ?? undefined, property_type: propertyType ?? undefined, advert_type: advertType ?? undefined, ...range }} />
            <ListingFilterRow country={country} propertyType={propertyType} advertType={advertType} actions={mapActions} />
          </>
        )}
      </ListingResults>
    </div>
  );
}
