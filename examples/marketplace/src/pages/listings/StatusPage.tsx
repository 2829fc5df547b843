import { useParams } from 'react-router';
import { ListingFilterBar, useEstateUI } from '@estate/react';
import { countryName, flagEmoji, propertyStatusLabel, propertyStatusValue, toCountryCode } from '@estate/sdk';
import { useLocale } from '../../app/locale';
import { useAppText } from '../../app/messages';
import { NotFoundView } from '../../layout/NotFoundView';
import { ListingResults, useCountLabel, useDocumentTitle } from './shared';
import '../../styles/listings.css';

/**
 * Properties by project status (spec §2): /property-status/{status} and the country variant
 * /property-status/{country}/{Ongoing Projects | Completed Projects}. The title reads
 * 'Properties with status: {status}s'; the legacy 'For Rent' / 'For Sale' are read as the statuses
 * they stand for.
 */
export default function StatusPage() {
  const params = useParams();
  const text = useAppText();
  const [locale] = useLocale();
  const { messages } = useEstateUI();
  const countLabel = useCountLabel();
  const country = params.country === undefined ? null : (toCountryCode(params.country) ?? undefined);
  const status = propertyStatusValue(params.status);
  const title = status ? text('statusTitle', { status: propertyStatusLabel(status, { plural: true, messages }) }) : undefined;
  useDocumentTitle(country === undefined ? undefined : title);

  if (country === undefined) return <NotFoundView kind="country" />;
  if (!status || !title) return <NotFoundView kind="property" />;

  return (
    <div className="app-page app-listing" data-width="wide">
      <ListingResults query={{ country, status }}>
        {({ count, isLoading }) => (
          <>
            <header className="app-page-header app-listing-header">
              <div>
                <p className="app-listing-eyebrow">
                  {country && (
                    <span className="app-listing-flag" aria-hidden>
                      {flagEmoji(country)}
                    </span>
                  )}
                  {country ? text('listingInCountry', { country: countryName(country, locale) ?? country }) : text('listingWorldwide')}
                </p>
                <h1 className="app-page-title">{title}</h1>
                <p className="app-page-subtitle" aria-live="polite">
                  {isLoading ? '\u00a0' : countLabel(count)}
                </p>
              </div>
            </header>
            <ListingFilterBar country={country} status={status} />
          </>
        )}
      </ListingResults>
    </div>
  );
}
