'use client';

import { countryName, formatRelativeTime, formatUsd, likesLabel, type Property } from '@estate/sdk';
import { usePropertyLike } from '@estate/sdk/react';
import { ArrowRight, Heart, MapPin, MessageCircle } from '../../icons/index.js';
import { useEffect, useMemo, useState } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { useToast } from '../../primitives/Toast.js';
import { useComponents, WithComponents } from '../../config/components.js';
import { OwnerPreview, type OwnerPreviewProps } from './MiniProfileCard.js';
import { PropertyCommentsDialog } from './PropertyCommentsDialog.js';
import { PropertyGallery } from './PropertyGallery.js';
import { PropertyFactSummary } from './PropertyFacts.js';
import { AvailabilityBadge } from './AvailabilityBadge.js';
import { LikeAction, OwnerLink, ShareAction } from './PropertyParts.js';
import { useGuestGate } from '../auth/GuestGate.js';
import { propertyPhotos } from './listing-helpers.js';
import { useErrorText } from '../shared/error-text.js';
import { ADVERT_TYPE_LABELS, enumLabel } from '../shared/internal.js';

/** The view's owner wrapper when no `OwnerPreview` is given (`EstateComponents`): the link alone. */
const PlainOwner = ({ children }: OwnerPreviewProps) => <>{children}</>;

export interface PropertyCardViewProps {
  property: Property;
  /** The signed-in user's own listing: the owner links to the own profile. */
  isOwn?: boolean;
  /** `featured`: the large first card of the home feed and the country list. */
  variant?: 'default' | 'featured';
  onLike?: () => void;
  /** Opens the comments. */
  onComment?: () => void;
  /** The moment the relative time is measured from (stories and tests pin it). */
  now?: Date | number;
  /** Level of the title's heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The first card of a list, likely the page's largest paint: its photo is fetched at once with
   * `fetchpriority="high"`, the others lazily. A featured card has it unless told otherwise.
   */
  priority?: boolean;
  className?: string;
}

/** How a number of comments reads under the likes ('View all 9 comments'); nothing at 0. */
function commentsLink(count: number | undefined, t: ReturnType<typeof useTranslate>): string {
  if (!count || count < 1) return '';
  return count === 1 ? t('viewOneComment') : t('viewAllComments', { count });
}

/**
 * A property in a feed (spec §2): the owner and how long ago it was listed, the photo carousel
 * with a heart, the price and advert type, title, a two-line description, the facts that apply to
 * its type (bedrooms, bathrooms, floors, plot area; none at zero), like / comment / share, the like count ('N likes', '1 like', nothing at 0) and 'Learn
 * More'. Share opens a dialog with the property's address and Copy URL.
 */
/** How wide a card's photo is drawn: the whole width on phones, two columns on tablets, a grid cell beyond. */
const CARD_PHOTO_SIZES = '(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw';
const FEATURED_PHOTO_SIZES = '(min-width: 1100px) 720px, 100vw';

export function PropertyCardView({
  property,
  isOwn = false,
  variant = 'default',
  onLike,
  onComment,
  now,
  headingLevel = 3,
  priority = variant === 'featured',
  className,
}: PropertyCardViewProps) {
  const t = useTranslate();
  const { components: ui, paths, messages, intlLocale, locale } = useEstateUI();
  const { Link } = ui;
  const Owner = ui.OwnerPreview ?? PlainOwner;
  const root = useRootProps('property-card', 'est-shrink', 'est-stack est-gap-3', className);
  const Heading = `h${headingLevel}` as 'h3';
  const likes = likesLabel(property.like_count, { messages });
  const comments = commentsLink(property.comment_count, t);
  const place = [property.city, countryName(property.country, locale) ?? property.country].filter(Boolean).join(', ');

  return (
    <article {...root} data-variant={variant} data-liked={property.is_liked || undefined} aria-labelledby={`est-property-${property.id}-title`}>
      <header className="est-property-card-owner est-shrink est-row est-between est-gap-3">
        <Owner username={property.username}>
          <OwnerLink property={property} isOwn={isOwn} />
        </Owner>
        <time className="est-property-card-time est-flex-none est-text-xs est-muted" dateTime={property.created_at ?? undefined} suppressHydrationWarning>
          {formatRelativeTime(property.created_at, { now, locale: intlLocale, messages })}
        </time>
      </header>

      <div className="est-property-card-media est-relative">
        <PropertyGallery
          photos={propertyPhotos(property)}
          title={property.title}
          aspectRatio={variant === 'featured' ? 16 / 10 : 4 / 3}
          sizes={variant === 'featured' ? FEATURED_PHOTO_SIZES : CARD_PHOTO_SIZES}
          priority={priority}
        >
          <div className="est-property-card-badges est-absolute est-flex est-gap-2">
            {variant === 'featured' && (
              <span className="est-property-chip est-bordered est-sunken est-nowrap est-inline est-gap-1 est-pill est-text-xs est-medium" data-tone="accent">
                {t('featured')}
              </span>
            )}
            {property.advert_type && (
              <span className="est-property-chip est-bordered est-sunken est-nowrap est-inline est-gap-1 est-pill est-text-xs est-medium" data-tone="overlay">
                {enumLabel(t, ADVERT_TYPE_LABELS, property.advert_type)}
              </span>
            )}
            {property.availability && <AvailabilityBadge availability={property.availability} />}
          </div>
          {/* A pointer's shortcut to the like button below, which is the one keyboards and screen readers use. */}
          <button
            type="button"
            className="est-property-card-heart est-bare est-absolute est-circle"
            tabIndex={-1}
            aria-hidden
            title={property.is_liked ? t('unlike') : t('like')}
            data-pressed={property.is_liked || undefined}
            onClick={onLike}
          >
            <Heart size={24} aria-hidden />
          </button>
        </PropertyGallery>
      </div>

      <div className="est-property-card-body est-stack est-grow est-gap-2">
        <div className="est-property-card-price-row est-flex est-wrap est-between">
          <p className="est-property-card-price est-tracking-tight est-tabular est-text-xl est-bold">{formatUsd(property.price)}</p>
          {place && (
            <p className="est-property-card-place est-shrink est-inline est-gap-1 est-text-xs est-muted">
              <MapPin size={14} aria-hidden />
              <span>{place}</span>
            </p>
          )}
        </div>
        <Heading id={`est-property-${property.id}-title`} className="est-property-card-title est-break est-text-base est-semibold est-tight">
          {property.title}
        </Heading>
        {property.description && <p className="est-property-card-description est-break est-clamp est-muted">{property.description}</p>}
        <PropertyFactSummary property={property} />

        <div className="est-property-card-actions est-row est-gap-1">
          <LikeAction liked={property.is_liked} onLike={onLike} />
          <button
            type="button"
            className="est-property-card-action est-bare est-circle"
            data-action="comment"
            aria-label={t('comment')}
            title={t('comment')}
            onClick={onComment}
          >
            <MessageCircle size={20} aria-hidden />
          </button>
          <ShareAction slug={property.slug} title={property.title} />
          {/* The title is read after the visible text, so the link's name always starts with what it shows, whatever text a partner puts there. */}
          <Link className="est-property-card-more est-text-accent est-inline est-gap-1 est-pill est-semibold" href={paths.property(property.slug)}>
            {t('learnMore')}
            <span className="est-visually-hidden"> – {property.title}</span>
            <ArrowRight size={16} aria-hidden />
          </Link>
        </div>
        <p className="est-property-card-likes est-semibold" data-empty={likes ? undefined : true}>
          {likes}
        </p>
        {comments && onComment ? (
          <button type="button" className="est-property-card-comments-link est-bare est-muted" onClick={onComment}>
            {comments}
          </button>
        ) : (
          // The line kept empty, so every card of a row has its actions at the same height.
          <span className="est-property-card-comments-link" aria-hidden="true" />
        )}
      </div>
    </article>
  );
}

export type PropertyCardProps = Omit<PropertyCardViewProps, 'isOwn' | 'onLike' | 'onComment'>;

/**
 * The connected property card: likes go through `usePropertyLike` (at once, then sent; rolled back
 * with a notice if refused), the owner shows the mini profile card on hover, and the comment button
 * opens the comments modal. Guests may look; a like or a comment opens the guest gate (`useGuestGate`) instead.
 */
export function PropertyCard({ property, ...props }: PropertyCardProps) {
  const { userId, guard, popup } = useGuestGate();
  // The connected card previews the owner with the mini profile card, unless the provider swaps it.
  const { OwnerPreview: ownerPreview = OwnerPreview } = useComponents();
  const parts = useMemo(() => ({ OwnerPreview: ownerPreview }), [ownerPreview]);
  const { toggle, error } = usePropertyLike();
  const toast = useToast();
  const errorText = useErrorText();
  const [commentsOpen, setCommentsOpen] = useState(false);
  useEffect(() => {
    if (error) toast(errorText(error), { tone: 'danger' });
  }, [error, toast]); // eslint-disable-line react-hooks/exhaustive-deps
  const isOwn = userId !== undefined && userId === property.user;
  const like = () => void guard(() => void toggle(property), 'like');
  return (
    <>
      <WithComponents components={parts}>
        <PropertyCardView {...props} property={property} isOwn={isOwn} onLike={like} onComment={() => setCommentsOpen(true)} />
      </WithComponents>
      {commentsOpen && <PropertyCommentsDialog property={property} isOwn={isOwn} open onOpenChange={setCommentsOpen} onLike={like} now={props.now} />}
      {popup}
    </>
  );
}
