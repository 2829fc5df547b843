import { CountryPicker, useTranslate } from '@estate/react';
import { useDocumentTitle } from './listings/shared';
import '../styles/listings.css';

/**
 * Explore (spec §2): every country by name in the user's language, filtered by 'Search Country
 * ...', each card linking to /{countryCode}.
 */
export default function ExplorePage() {
  const t = useTranslate();
  useDocumentTitle(t('exploreTitle'));
  return (
    <div className="app-page app-explore" data-width="wide">
      <header className="app-page-header">
        <div>
          <h1 className="app-page-title">{t('exploreTitle')}</h1>
          <p className="app-page-subtitle">{t('exploreSubtitle')}</p>
        </div>
      </header>
      <CountryPicker hideTitle />
    </div>
  );
}
