import { useParams } from 'react-router';
import { SaveSearchButton } from '@estate/react';
import { countryName, flagEmoji, toCountryCode } from '@estate/sdk';
import { useLocale } from '../../app/i18n/locale';
import { NotFoundView } from '../../layout/NotFoundView';
import { SAVED_SEARCHES_PATH } from './ListingHeader';
import { ListingFilterRow, ListingResults, useCountLabel, useDocumentTitle, useListingRange } from './shared';
import '../../styles/listings.css';

/**
 * A country's listings (spec §2, /{country}/): its flag emoji and code with the name in the
 * user's language, the filter bar, the newest property large and the rest below. A code that is
 * not a country is 'Property Not Found', linking to /explore.
 */
export default function CountryPage() {
  const params = useParams();
  const [range, setRange] = useListingRange();
  const [locale] = useLocale();
  const countLabel = useCountLabel();
  const country = toCountryCode(params.country);
  const name = country && (countryName(country, locale) ?? country);
  useDocumentTitle(name);

  if (!country || !name) return <NotFoundView kind="country" />;

  return (
    <div className="app-page app-listing" data-width="wide">
      <ListingResults query={{ country, filters: range }} onClearFilters={() => setRange({ sort: range.sort })} featured>
        {({ count, isLoading, mapActions }) => (
          <>
            <header className="app-country-hero">
              <span className="app-country-flag" aria-hidden>
                {flagEmoji(country)}
              </span>
              <div className="app-country-hero-text">
                <p className="app-country-code">{country}</p>
                <h1 className="app-page-title">{name}</h1>
                <p className="app-page-subtitle" aria-live="polite">
                  {isLoading ? '\u00a0' : countLabel(count)}
                </p>
              </div>
              <SaveSearchButton filters={{ country, ...range }} manageHref={SAVED_SEARCHES_PATH} className="app-save-search" />
            </header>
            <ListingFilterRow country={country} actions={mapActions} />
          </>
        )}
      </ListingResults>
    </div>
  );
}
