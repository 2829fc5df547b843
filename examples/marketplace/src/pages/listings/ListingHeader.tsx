import type { ReactNode } from 'react';
import { SaveSearchButton } from '@estate/react';
import { countryName, flagEmoji, type ListingFilters } from '@estate/sdk';
import { useLocale } from '../../app/i18n/locale';
import { useAppText } from '../../app/i18n/AppText';
import { PageHeader } from '../../layout/PageHeader';
import { useCountLabel } from './shared';
import '../../styles/saved-searches.css';

/** The own profile's saved searches, where a saved search is managed. */
export const SAVED_SEARCHES_PATH = '/my-profile#saved-searches';

/**
 * Where a listing is (the flag and country, or worldwide), what it lists, and how many; with
 * `filters`, "Save search" for them (issue 13; guests get the guest popup).
 */
export function ListingHeader({
  country,
  title,
  count,
  isLoading,
  filters,
}: {
  country: string | null;
  title: ReactNode;
  count: number;
  isLoading: boolean;
  filters?: ListingFilters;
}) {
  const text = useAppText();
  const [locale] = useLocale();
  const countLabel = useCountLabel();
  return (
    <PageHeader
      className="app-listing-header"
      eyebrow={
        <p className="app-listing-eyebrow">
          {country && (
            <span className="app-listing-flag" aria-hidden>
              {flagEmoji(country)}
            </span>
          )}
          {country ? text('listingInCountry', { country: countryName(country, locale) ?? country }) : text('listingWorldwide')}
        </p>
      }
      title={title}
      subtitle={isLoading ? '\u00a0' : countLabel(count)}
      liveSubtitle
      actions={filters && <SaveSearchButton filters={filters} manageHref={SAVED_SEARCHES_PATH} className="app-save-search" />}
    />
  );
}
