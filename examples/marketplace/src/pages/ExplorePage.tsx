import { CountryPicker, useTranslate } from '@estate/react';
import { PageHeader } from '../layout/PageHeader';
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
      <PageHeader title={t('exploreTitle')} subtitle={t('exploreSubtitle')} />
      <CountryPicker hideTitle />
    </div>
  );
}
