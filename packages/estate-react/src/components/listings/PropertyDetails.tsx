'use client';

import { countryLabel, formatPlotArea, formatRelativeTime, formatUsd, likesLabel, numberFormat, propertyStatusLabel, type Property, type PropertyDetail } from '@estate/sdk';
import { usePropertyLike, useProperty } from '@estate/sdk/react';
import { Eye, Heart, House, Send } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useToast } from '../../primitives/Toast.js';
import { OwnerPreview } from './MiniProfileCard.js';
import { CommentListView, PropertyComments } from './PropertyComments.js';
import { PropertyGallery } from './PropertyGallery.js';
import { PROPERTY_SKELETONS, PropertyGrid, PropertyGridSkeleton } from './PropertyGrid.js';
import { PropertyShareDialog } from './PropertyShareDialog.js';
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div className="est-property-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
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
    <div className="est-property-details-skeleton" aria-hidden>
      <Skeleton className="est-property-details-skeleton-media" radius="var(--est-radius-lg)" />
      <Skeleton width="55%" height={28} />
      <Skeleton width="25%" height={24} />
      <Skeleton width="90%" height={14} />
      <Skeleton width="80%" height={14} />
    </div>
  );
}

/**
 * The property detail screen (spec §2): the carousel on top, then every field — views, title,
 * price (en-US USD), description, exterior and interior features, country, city, postal code,
 * street address, property number, tax, After Tax price, plot area (m²), total floors, bedrooms,
 * bathrooms, advert type, property type and status — the comments, and related listings ('No
 * related listings available.', 3 skeletons). A 404 shows 'No Property Found'; other errors in red.
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
  const { components, paths, messages, locale, intlLocale } = useEstateUI();
  const { Link, OwnerPreview: Owner = OwnerPreview } = components;
  const root = useRootProps('property-details', className);
  const [shareOpen, setShareOpen] = useState(false);

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
            <PropertyGridSkeleton count={PROPERTY_SKELETONS.related} className="est-property-details-related" />
          </>
        )}
      </div>
    );
  }

  const percent = numberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 });
  const views = property.views === 1 ? t('viewsOne') : t('viewsCount', { count: formatCount(property.views ?? 0, intlLocale) });
  const likes = likesLabel(property.like_count, { messages });
  const exterior = featureList(property.exterior_features);
  const interior = featureList(property.interior_features);
  const ownerHref = isOwn ? paths.myProfile() : paths.profile(property.username);

  return (
    <article {...root} data-state="ready" aria-labelledby={`est-property-details-${property.id}-title`}>
      {error && <Banner tone="danger">{errorText(error)}</Banner>}
      <PropertyGallery className="est-property-details-gallery" photos={propertyPhotos(property)} title={property.title} aspectRatio={16 / 9} priority />

      <div className="est-property-details-layout">
        <div className="est-property-details-top">
          <header className="est-property-details-header">
            <p className="est-property-details-views">
              <Eye size={16} aria-hidden />
              <span>{views}</span>
              <span aria-hidden>·</span>
              <time dateTime={property.created_at ?? undefined}>{formatRelativeTime(property.created_at, { now, locale: intlLocale, messages })}</time>
            </p>
            <h1 id={`est-property-details-${property.id}-title`} className="est-property-details-title">
              {property.title}
            </h1>
            <div className="est-property-details-chips">
              {property.advert_type && <span className="est-property-chip" data-tone="accent">{property.advert_type}</span>}
              {property.property_type && <span className="est-property-chip">{property.property_type}</span>}
              {property.property_status && <span className="est-property-chip">{propertyStatusLabel(property.property_status, { messages })}</span>}
            </div>
          </header>

          <div className="est-property-details-actions">
            <button type="button" className="est-property-card-action" data-action="like" aria-label={t('like')} aria-pressed={property.is_liked} onClick={onLike}>
              <Heart size={22} aria-hidden fill={property.is_liked ? 'currentColor' : 'none'} />
            </button>
            <button type="button" className="est-property-card-action" data-action="share" aria-label={t('share')} title={t('share')} onClick={() => setShareOpen(true)}>
              <Send size={22} aria-hidden />
            </button>
            <span className="est-property-card-likes">{likes}</span>
          </div>
        </div>

        <div className="est-property-details-main">
          {property.description && (
            <section className="est-property-details-section" aria-labelledby={`est-property-details-${property.id}-description`}>
              <h2 id={`est-property-details-${property.id}-description`}>{t('description')}</h2>
              <p className="est-property-details-description">{property.description}</p>
            </section>
          )}

          {(exterior.length > 0 || interior.length > 0) && (
            <section className="est-property-details-section" aria-labelledby={`est-property-details-${property.id}-features`}>
              <h2 id={`est-property-details-${property.id}-features`}>{t('propertyFeatures')}</h2>
              {[
                { label: t('exteriorFeatures'), items: exterior },
                { label: t('interiorFeatures'), items: interior },
              ]
                .filter(({ items }) => items.length > 0)
                .map(({ label, items }) => (
                  <div key={label} className="est-property-details-features">
                    <h3>{label}</h3>
                    <ul className="est-property-details-feature-list">
                      {items.map((feature) => (
                        <li key={feature} className="est-property-chip">
                          {feature}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
            </section>
          )}

          <section className="est-property-details-section" aria-labelledby={`est-property-details-${property.id}-overview`}>
            <h2 id={`est-property-details-${property.id}-overview`}>{t('propertyOverview')}</h2>
            <dl className="est-property-facts">
              <Fact label={t('bedroomsLabel')}>{formatCount(property.bedrooms, intlLocale)}</Fact>
              <Fact label={t('bathroomsLabel')}>{formatCount(property.bathrooms, intlLocale)}</Fact>
              <Fact label={t('totalFloors')}>{formatCount(property.total_floors ?? 0, intlLocale)}</Fact>
              <Fact label={t('plotAreaLabel')}>{formatPlotArea(property.plot_area, { messages })}</Fact>
              <Fact label={t('advertType')}>{property.advert_type}</Fact>
              <Fact label={t('propertyType')}>{property.property_type}</Fact>
              <Fact label={t('propertyStatus')}>{propertyStatusLabel(property.property_status, { messages })}</Fact>
              <Fact label={t('views')}>{formatCount(property.views ?? 0, intlLocale)}</Fact>
            </dl>
          </section>

          <section className="est-property-details-section" aria-labelledby={`est-property-details-${property.id}-location`}>
            <h2 id={`est-property-details-${property.id}-location`}>{t('propertyLocation')}</h2>
            <dl className="est-property-facts">
              <Fact label={t('country')}>{property.country ? countryLabel(property.country, locale) : ''}</Fact>
              <Fact label={t('city')}>{property.city}</Fact>
              <Fact label={t('postalCode')}>{property.postal_code}</Fact>
              <Fact label={t('streetAddress')}>{property.street_address}</Fact>
              <Fact label={t('propertyNumber')}>{property.property_number ?? ''}</Fact>
            </dl>
          </section>

          {sectionsSlot}

          <section className="est-property-details-section" aria-labelledby={`est-property-details-${property.id}-comments`}>
            <h2 id={`est-property-details-${property.id}-comments`}>{t('comments')}</h2>
            {commentsSlot ?? <CommentListView comments={[]} now={now} />}
          </section>
        </div>

        <aside className="est-property-details-aside">
          <div className="est-property-price-card">
            <p className="est-property-price-label">{t('price')}</p>
            <p className="est-property-price-value">{formatUsd(property.price)}</p>
            <dl className="est-property-facts" data-compact>
              <Fact label={t('tax')}>{typeof property.tax === 'number' ? percent.format(property.tax) : ''}</Fact>
              <Fact label={t('afterTax')}>{formatUsd(property.final_property_price)}</Fact>
            </dl>
            <div className="est-property-price-owner">
              <p className="est-property-price-label">{t('propertyListedBy')}</p>
              <Owner username={property.username}>
                <Link className="est-property-card-owner-link" href={ownerHref}>
                  <Avatar src={property.profile_photo} name={property.username} size={40} />
                  <span className="est-property-card-username">{property.username}</span>
                </Link>
              </Owner>
              {ownerActionsSlot && <div className="est-property-price-actions">{ownerActionsSlot}</div>}
            </div>
          </div>
        </aside>
      </div>

      <section className="est-property-details-related" aria-labelledby={`est-property-details-${property.id}-related`}>
        <h2 id={`est-property-details-${property.id}-related`}>{t('relatedListings')}</h2>
        {isLoading ? (
          <PropertyGridSkeleton count={PROPERTY_SKELETONS.related} />
        ) : (
          <PropertyGrid
            properties={relatedListings}
            renderCard={renderRelated && ((related) => renderRelated(related))}
            empty={<p className="est-property-details-empty">{t('noRelatedListings')}</p>}
          />
        )}
      </section>
      <PropertyShareDialog slug={property.slug} open={shareOpen} onOpenChange={setShareOpen} />
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
