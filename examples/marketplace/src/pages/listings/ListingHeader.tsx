import type { ReactNode } from 'react';
import { countryName, flagEmoji } from '@estate/sdk';
import { useLocale } from '../../app/locale';
import { useAppText } from '../../app/messages';
import { useCountLabel } from './shared';

/** Where a listing is (the flag and country, or worldwide), what it lists, and how many. */
export function ListingHeader({ country, title, count, isLoading }: { country: string | null; title: ReactNode; count: number; isLoading: boolean }) {
  const text = useAppText();
  const [locale] = useLocale();
  const countLabel = useCountLabel();
  return (
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
  );
}
