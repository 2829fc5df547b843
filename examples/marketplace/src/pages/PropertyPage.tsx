import { useParams } from 'react-router';
import { MortgageCalculator, PropertyDetails } from '@estate/react';
import { useProperty } from '@estate/sdk/react';
import { NotFoundView } from '../layout/NotFoundView';
import { useDocumentTitle, useGuestAction } from './listings/shared';
import '../styles/listings.css';

/**
 * A property (spec §2, /property/{slug}/): the kit's detail screen (carousel, every field, the
 * comments with their emoji picker, related listings). The tab shows the property's title; a slug
 * the server does not know is 'No Property Found'. A listing for sale also gets the mortgage and
 * cost calculator, among the details before the comments.
 */
export default function PropertyPage() {
  const { slug = '' } = useParams();
  // The same SWR entry PropertyDetails reads: one request, and one view counted.
  const { property, isNotFound } = useProperty(slug);
  const onGuestAction = useGuestAction();
  useDocumentTitle(property?.title);
  if (isNotFound) return <NotFoundView kind="property" />;
  // Only a sale has a purchase price to borrow against: a rent's price is the rent itself, and an
  // auction's is a starting bid, not what the buyer will pay, so neither gets a mortgage estimate.
  const forSale = property?.advert_type === 'For Sale';
  return (
    <div className="app-page app-property" data-width="wide">
      <PropertyDetails
        idOrSlug={slug}
        onGuestAction={onGuestAction}
        sectionsSlot={forSale && <MortgageCalculator price={property.price} className="app-property-mortgage" />}
      />
    </div>
  );
}
