import { Link, useNavigate, useParams } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { ListingOwnerActions, MortgageCalculator, OwnerModerationNotice, ownerLabel, PropertyDetails, PropertyMap, ReportButton, useGuestGate } from '@estate/react';
import { useMyProfile, useProperty, useRecordLead } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import { NotFoundView } from '../layout/NotFoundView';
import { useDocumentTitle } from './listings/shared';
import '../styles/listings.css';

/**
 * A property (spec §2, /property/{slug}/): the kit's detail screen (photo grid and viewer, the
 * fields, a contact card, the comments with their emoji picker, related listings), with no right
 * sidebar beside it (AppLayout). The tab shows the property's title; a slug
 * the server does not know is 'No Property Found'. A listing for sale also gets the mortgage and
 * cost calculator, among the details before the comments. 'Message {owner}' under the owner opens
 * the chat in /inbox and records a lead: a chat started from this listing, on the agent's dashboard.
 */
export default function PropertyPage() {
  const { slug = '' } = useParams();
  // The same SWR entry PropertyDetails reads: one request, and one view counted.
  const { property, isNotFound } = useProperty(slug);
  useDocumentTitle(property?.title);
  if (isNotFound) return <NotFoundView kind="property" />;
  // Only a sale has a purchase price to borrow against: a rent's price is the rent itself, and an
  // auction's is a starting bid, not what the buyer will pay, so neither gets a mortgage estimate.
  const forSale = property?.advert_type === 'For Sale';
  return (
    <div className="app-page app-property" data-width="wide">
      {property && <HiddenNotice propertyId={property.id} ownerId={property.user} />}
      <PropertyDetails
        idOrSlug={slug}
        ownerActionsSlot={property && <OwnerOrMessage property={property} />}
        sectionsSlot={
          property && (
            <>
              <PropertyLocationMap property={property} />
              {forSale && <MortgageCalculator price={property.price} className="app-property-mortgage" />}
            </>
          )
        }
      />
    </div>
  );
}

/** Its owner's notice when members' reports have hidden the listing: why, and the one appeal (the notification links to #appeal). */
function HiddenNotice({ propertyId, ownerId }: { propertyId: number; ownerId: number }) {
  const me = useMyProfile().profile;
  return me?.id === ownerId ? <OwnerModerationNotice kind="property" id={propertyId} /> : null;
}

/** The owner manages the listing (availability, edit, delete); everyone else may message them. */
function OwnerOrMessage({ property }: { property: NonNullable<ReturnType<typeof useProperty>['property']> }) {
  const navigate = useNavigate();
  const me = useMyProfile().profile;
  if (me?.id === property.user)
    return <ListingOwnerActions property={property} onDeleted={() => navigate('/my-profile', { replace: true })} />;
  return (
    <>
      <MessageOwner propertyId={property.id} ownerId={property.user} username={property.username} name={ownerLabel(property)} />
      <ReportButton kind="property" target={property.id} className="app-property-report" />
    </>
  );
}

/** "Message {owner}": guests get the registered-user popup; the owner of the listing sees nothing. */
function MessageOwner({ propertyId, ownerId, username, name }: { propertyId: number; ownerId: number; username: string; name: string }) {
  const text = useAppText();
  const navigate = useNavigate();
  const { guard } = useGuestGate();
  const { recordLead } = useRecordLead();
  const me = useMyProfile().profile;
  if (me?.id === ownerId) return null;
  // `listing`: the chat shows this listing under its header, with 'Book a viewing'.
  const inbox = `/inbox?with=${encodeURIComponent(username)}&listing=${propertyId}`;
  return (
    <Link
      to={inbox}
      className="est-button app-button"
      data-testid="message-owner"
      onClick={(event) => {
        event.preventDefault();
        guard(() => {
          // The lead puts the listing's card in the conversation: the chat opens once it is stored
          // (so the history has it). Best effort: it never throws, and the chat opens anyway.
          void recordLead(propertyId).then(() => navigate(inbox));
        });
      }}
    >
      <MessageCircle size={16} aria-hidden />
      <span className="est-truncate">{text('propertyMessageOwner', { name })}</span>
    </Link>
  );
}

/** Where the listing is, on a map (issue 22): its public point, about 100 m off unless the owner shows the exact one. */
function PropertyLocationMap({ property }: { property: NonNullable<ReturnType<typeof useProperty>['property']> }) {
  const text = useAppText();
  if (property.latitude === null || property.longitude === null) return null;
  const point = { id: property.id, latitude: property.latitude, longitude: property.longitude, label: property.city || text('propertyOnMap'), title: property.title };
  return (
    <section className="app-property-map" aria-label={text('propertyOnMap')}>
      <h2 className="app-property-map-title">{text('propertyOnMap')}</h2>
      <PropertyMap points={[point]} />
      {!property.location_exact && <p className="app-property-map-note">{text('propertyMapApproximate')}</p>}
    </section>
  );
}
