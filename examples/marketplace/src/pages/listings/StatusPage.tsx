import { useParams } from 'react-router';
import { useEstateUI } from '@estate/react';
import { propertyStatusLabel, propertyStatusValue, toCountryCode } from '@estate/sdk';
import { useAppText } from '../../app/i18n/AppText';
import { NotFoundView } from '../../layout/NotFoundView';
import { ListingHeader } from './ListingHeader';
import { ListingFilterRow, ListingResults, useDocumentTitle, useListingRange } from './shared';
import '../../styles/listings.css';

/**
 * Properties by project status (spec §2): /property-status/{status} and the country variant
 * /property-status/{country}/{Ongoing Projects | Completed Projects}. The title reads
 * 'Properties with status: {status}s'; the legacy 'For Rent' / 'For Sale' are read as the statuses
 * they stand for.
 */
export default function StatusPage() {
  const params = useParams();
  const [range, setRange] = useListingRange();
  const text = useAppText();
  const { messages } = useEstateUI();
  const country = params.country === undefined ? null : (toCountryCode(params.country) ?? undefined);
  const status = propertyStatusValue(params.status);
  const title = status ? text('statusTitle', { status: propertyStatusLabel(status, { plural: true, messages }) }) : undefined;
  useDocumentTitle(country === undefined ? undefined : title);

  if (country === undefined) return <NotFoundView kind="country" />;
  if (!status || !title) return <NotFoundView kind="property" />;

  return (
    <div className="app-page app-listing" data-width="wide">
      <ListingResults query={{ country, status, filters: range }} onClearFilters={() => setRange({ sort: range.sort })}>
        {({ count, isLoading, mapActions }) => (
          <>
            <ListingHeader country={country} title={title} count={count} isLoading={isLoading} filters={{ country: country ?? undefined, property_status: status ?? undefined, ...range }} />
            <ListingFilterRow country={country} status={status} actions={mapActions} />
          </>
        )}
      </ListingResults>
    </div>
  );
}
