import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { EmptyState, PropertyGrid, useTranslate } from '@estate/react';
import { PAGE_SIZE } from '@estate/sdk';
import { useLikedProperties } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import { PageHeader } from '../layout/PageHeader';
import { useDocumentTitle } from './listings/shared';
import '../styles/listings.css';

/**
 * Favourites (spec §2, §4): the properties the user liked, with loading, error and empty states.
 * The server's 'No liked properties found' is the empty state 'No Liked Properties made!!' (the
 * SDK turns it into an empty list). Unliking a card takes it off the list.
 */
export default function FavouritesPage() {
  const text = useAppText();
  const t = useTranslate();
  // The largest page the server gives: a person's likes fit on it.
  const { properties, isLoading, error, mutate } = useLikedProperties({ pageSize: PAGE_SIZE.maximum });
  useDocumentTitle(text('navFavourites'));
  return (
    <div className="app-page app-favourites" data-width="wide">
      <PageHeader title={text('navFavourites')} subtitle={text('favouritesSubtitle')} />
      <PropertyGrid
        properties={properties}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={
          <EmptyState icon={<Heart size={22} />} title={t('noLikedProperties')}>
            <Link to="/" className="app-button">
              {text('browseListings')}
            </Link>
          </EmptyState>
        }
      />
    </div>
  );
}
