import { useParams } from 'react-router';
import { PropertyDetails } from '@estate/react';
import { useProperty } from '@estate/sdk/react';
import { NotFoundView } from '../layout/NotFoundView';
import { useDocumentTitle, useGuestAction } from './listings/shared';
import '../styles/listings.css';

/**
 * A property (spec §2, /property/{slug}/): the kit's detail screen (carousel, every field, the
 * comments with their emoji picker, related listings). The tab shows the property's title; a slug
 * the server does not know is 'No Property Found'.
 */
export default function PropertyPage() {
  const { slug = '' } = useParams();
  // The same SWR entry PropertyDetails reads: one request, and one view counted.
  const { property, isNotFound } = useProperty(slug);
  const onGuestAction = useGuestAction();
  useDocumentTitle(property?.title);
  if (isNotFound) return <NotFoundView kind="property" />;
  return (
    <div className="app-page app-property" data-width="wide">
      <PropertyDetails idOrSlug={slug} onGuestAction={onGuestAction} />
    </div>
  );
}
