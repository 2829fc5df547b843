'use client';

import { countryLabel, formatRelativeTime, formatUsd, likesLabel, propertyStatusLabel, type Property, type PropertyDetail } from '@estate/sdk';
import { usePropertyLike, useProperty } from '@estate/sdk/react';
import { Eye, House, MapPin } from '../../icons/index.js';
import { useEffect, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Banner } from '../../primitives/Banner.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useToast } from '../../primitives/Toast.js';
import { CommentListView, PropertyComments } from './PropertyComments.js';
import { PropertyContactCard } from './PropertyContactCard.js';
import { PropertyFactsGrid } from './PropertyFacts.js';
import { ADVERT_TYPE_LABELS, enumLabel, PROPERTY_TYPE_LABELS } from '../shared/internal.js';
import { AvailabilityBadge } from './AvailabilityBadge.js';
import { PropertyPhotoGrid } from './PropertyPhotoGrid.js';
import { PROPERTY_SKELETONS, PropertyGrid, PropertyGridSkeleton } from './PropertyGrid.js';
import { LikeAction } from './PropertyParts.js';
import { useGuestGate } from '../auth/GuestGate.js';
import { formatCount, propertyPhotos } from './listing-helpers.js';
import { useErrorText } from '../shared/error-text.js';

/** The features as the owner typed them: a comma- or line-separated list. */
function featureList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[,\n;]+/)
    .map((feature) => feature.trim())
    .filter(Boolean);
}

/** A part of the detail page, named by its heading (`id` is the heading's). */
function Section({ id, title, className = 'est-property-details-section est-stack est-gap-3', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={`${className} est-divided`} aria-labelledby={id}>
      <h2 id={id} className="est-text-xl est-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div className="est-property-fact est-stack est-gap-px">
      <dt className="est-text-xs est-muted">{label}</dt>
      <dd className="est-text-base est-medium est-break">{children}</dd>
    </div>
  );
}

export interface PropertyDetailsViewProps {
  property: PropertyDetail | undefined;
  relatedListings?: Property[];
  isLoading?: boolean;
  /** The server answered 404: 'No Property Found' with a link home. */
  isNotFound?: boolean;
  error?: Pick<Error, 'message'> | null;
  isOwn?: boolean;
  onLike?: () => void;
  /** The comments section; by default the comments of `comments` without a field. */
  commentsSlot?: ReactNode;
  /** More sections of the main column, after the location and before the comments (the app's mortgage calculator). */
  sectionsSlot?: ReactNode;
  /** Under the owner in the price card: the app's "Message" button (which records a lead for the agent's dashboard). */
  ownerActionsSlot?: ReactNode;
  /** Draws each related listing; a card by default. */
  renderRelated?: (property: Property) => ReactNode;
  /** Where the not-found link goes ('/'). */
  homeHref?: string;
  now?: Date | number;
  className?: string;
}

function DetailsSkeleton() {
  return (
    <div className="est-property-details-skeleton est-stack est-gap-4" aria-hidden>
      <Skeleton className="est-property-details-skeleton-media est-full" radius="var(--est-radius-lg)" />
      <Skeleton width="55%" height={28} />
      <Skeleton width="25%" height={24} />
      <Skeleton width="90%" height={14} />
      <Skeleton width="80%" height={14} />
    </div>
  );
}

/**
 * The property detail screen (spec §2), laid out as portals do: the title, place, views and price
 * across the top; the photo grid (a swipe row on phones) with its full-screen viewer; then the
 * content beside a contact card that stays in view (a bottom bar on phones). The content: the facts
 * that apply to the property's type (no '0 bedrooms' on a plot), description, exterior and interior
 * features, advert and property type, status, views, the location fields, the app's sections (the
 * mortgage calculator), the comments; below it related listings ('No related listings
 * available.', 3 skeletons). A 404 shows 'No Property Found'; other errors in red.
 */
export function PropertyDetailsView({
  property,
  relatedListings = [],
  isLoading,
  isNotFound,
  error,
  isOwn = false,
  onLike,
  commentsSlot,
  sectionsSlot,
  ownerActionsSlot,
  renderRelated,
  homeHref = '/',
  now,
  className,
}: PropertyDetailsViewProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const { components, messages, locale, intlLocale } = useEstateUI();
  const { Link } = components;
  const root = useRootProps('property-details', 'est-stack est-gap-6', className);

  if (isNotFound) {
    return (
      <div {...root} data-state="not-found">
        <EmptyState icon={<House size={22} />} title={t('noPropertyFound')}>
          <Link className="est-button" data-variant="primary" data-size="md" href={homeHref}>
            {t('backHome')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (!property) {
    return (
      <div {...root} data-state={error ? 'error' : 'loading'} aria-busy={isLoading || undefined}>
        {error ? (
          <Banner tone="danger">{errorText(error)}</Banner>
        ) : (
          <>
            <DetailsSkeleton />
            <PropertyGridSkeleton count={PROPERTY_SKELETONS.related} className="est-property-details-related est-divided" />
          </>
        )}
      </div>
    );
  }

  const views = property.views === 1 ? t('viewsOne') : t('viewsCount', { count: formatCount(property.views ?? 0, intlLocale) });
  const likes = likesLabel(property.like_count, { messages });
  const exterior = featureList(property.exterior_features);
  const interior = featureList(property.interior_features);
  const sectionId = (part: string) => `est-property-details-${property.id}-${part}`;
  const place = [property.city, property.country ? countryLabel(property.country, locale) : ''].filter(Boolean).join(', ');

  return (
    <article {...root} data-state="ready" aria-labelledby={sectionId('title')}>
      {error && <Banner tone="danger">{errorText(error)}</Banner>}
      <header className="est-property-details-header est-grid">
        <div className="est-property-details-heading est-shrink est-stack est-gap-2">
          <h1 id={sectionId('title')} className="est-property-details-title est-break est-bold est-tight">
            {property.title}
          </h1>
          <p className="est-property-details-meta est-flex est-wrap est-text-sm est-muted">
            {place && (
              <span className="est-inline est-gap-1">
                <MapPin size={16} aria-hidden />
                {place}
              </span>
            )}
            <span className="est-property-details-views est-inline est-gap-1">
              <Eye size={16} aria-hidden />
              {views}
            </span>
            <time dateTime={property.created_at ?? undefined} suppressHydrationWarning>{formatRelativeTime(property.created_at, { now, locale: intlLocale, messages })}</time>
          </p>
        </div>
        <div className="est-property-details-headline est-stack est-gap-2">
          <p className="est-property-details-price est-tracking-tighter est-tabular est-bold">{formatUsd(property.price)}</p>
          <div className="est-property-details-actions est-row est-gap-1">
            <LikeAction liked={property.is_liked} onLike={onLike} size={22} />
            <span className="est-property-card-likes est-semibold">{likes}</span>
          </div>
        </div>
        <div className="est-property-details-chips est-flex est-wrap est-gap-2">
          {property.availability && <AvailabilityBadge availability={property.availability} />}
          {property.advert_type && <span className="est-property-chip est-bordered est-sunken est-nowrap est-inline est-gap-1 est-pill est-text-xs est-medium" data-tone="accent">{enumLabel(t, ADVERT_TYPE_LABELS, property.advert_type)}</span>}
          {property.property_type && <span className="est-property-chip est-bordered est-sunken est-nowrap est-inline est-gap-1 est-pill est-text-xs est-medium">{enumLabel(t, PROPERTY_TYPE_LABELS, property.property_type)}</span>}
          {property.property_status && <span className="est-property-chip est-bordered est-sunken est-nowrap est-inline est-gap-1 est-pill est-text-xs est-medium">{propertyStatusLabel(property.property_status, { messages })}</span>}
        </div>
      </header>

      <PropertyPhotoGrid className="est-property-details-gallery" photos={propertyPhotos(property)} title={property.title} />

      <div className="est-property-details-layout est-grid">
        <div className="est-property-details-main est-shrink est-stack">
          <PropertyFactsGrid property={property} className="est-property-details-facts" />

          {property.description && (
            <Section id={sectionId('description')} title={t('description')}>
              <p className="est-property-details-description est-break est-text-base">{property.description}</p>
            </Section>
          )}

          {(exterior.length > 0 || interior.length > 0) && (
            <Section id={sectionId('features')} title={t('propertyFeatures')}>
              {[
                { label: t('exteriorFeatures'), items: exterior },
                { label: t('interiorFeatures'), items: interior },
              ]
                .filter(({ items }) => items.length > 0)
                .map(({ label, items }) => (
                  <div key={label} className="est-property-details-features est-stack est-gap-2">
                    <h3 className="est-text-sm est-medium est-muted">{label}</h3>
                    <ul className="est-property-details-feature-list est-flex est-wrap est-gap-2">
                      {items.map((feature) => (
                        <li key={feature} className="est-property-chip est-bordered est-sunken est-nowrap est-inline est-gap-1 est-pill est-text-xs est-medium">
                          {feature}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
            </Section>
          )}

          <Section id={sectionId('overview')} title={t('propertyOverview')}>
            <dl className="est-property-facts est-grid">
              <Fact label={t('advertType')}>{property.advert_type && enumLabel(t, ADVERT_TYPE_LABELS, property.advert_type)}</Fact>
              <Fact label={t('propertyType')}>{property.property_type && enumLabel(t, PROPERTY_TYPE_LABELS, property.property_type)}</Fact>
              <Fact label={t('propertyStatus')}>{propertyStatusLabel(property.property_status, { messages })}</Fact>
              <Fact label={t('views')}>{formatCount(property.views ?? 0, intlLocale)}</Fact>
            </dl>
          </Section>

          <Section id={sectionId('location')} title={t('propertyLocation')}>
            <dl className="est-property-facts est-grid">
              <Fact label={t('country')}>{property.country ? countryLabel(property.country, locale) : ''}</Fact>
              <Fact label={t('city')}>{property.city}</Fact>
              <Fact label={t('postalCode')}>{property.postal_code}</Fact>
              <Fact label={t('streetAddress')}>{property.street_address}</Fact>
              <Fact label={t('propertyNumber')}>{property.property_number ?? ''}</Fact>
            </dl>
          </Section>

          {sectionsSlot && <div className="est-property-details-slot est-divided">{sectionsSlot}</div>}

          <Section id={sectionId('comments')} title={t('comments')}>
            {commentsSlot ?? <CommentListView comments={[]} now={now} />}
          </Section>
        </div>

        <PropertyContactCard className="est-property-details-aside" property={property} isOwn={isOwn} ownerActionsSlot={ownerActionsSlot} />
      </div>

      <Section id={sectionId('related')} title={t('relatedListings')} className="est-property-details-related">
        {isLoading ? (
          <PropertyGridSkeleton count={PROPERTY_SKELETONS.related} />
        ) : (
          <PropertyGrid
            properties={relatedListings}
            renderCard={renderRelated && ((related) => renderRelated(related))}
            empty={<p className="est-property-details-empty est-muted">{t('noRelatedListings')}</p>}
          />
        )}
      </Section>
    </article>
  );
}

export interface PropertyDetailsProps extends Pick<PropertyDetailsViewProps, 'renderRelated' | 'sectionsSlot' | 'ownerActionsSlot' | 'homeHref' | 'now' | 'className'> {
  /** The property's slug (from /property/{slug}/) or id. */
  idOrSlug: string | number;
}

/** The detail screen, connected: `useProperty` for the listing, the like toggle, and the comments with their field and emoji picker. */
export function PropertyDetails({ idOrSlug, ...props }: PropertyDetailsProps) {
  const { property, relatedListings, isLoading, isNotFound, error } = useProperty(idOrSlug);
  const { userId, guard, popup } = useGuestGate();
  const { toggle, error: likeError } = usePropertyLike();
  const toast = useToast();
  const errorText = useErrorText();
  useEffect(() => {
    if (likeError) toast(errorText(likeError), { tone: 'danger' });
  }, [likeError, toast]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <PropertyDetailsView
        {...props}
        property={property}
        relatedListings={relatedListings}
        isLoading={isLoading}
        isNotFound={isNotFound}
        error={isNotFound ? null : error}
        isOwn={property !== undefined && userId === property.user}
        onLike={() => property && guard(() => void toggle(property), 'like')}
        commentsSlot={property && <PropertyComments propertyId={property.id} now={props.now} />}
      />
      {popup}
    </>
  );
}
