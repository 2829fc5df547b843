'use client';

import { formatUsd, type ChatListMessage } from '@estate/sdk';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { House, MapPin } from '../../icons/index.js';
import { ADVERT_TYPE_LABELS, enumLabel, useMediaUrl } from '../shared/internal.js';

/** A country's name in the reader's language, from the browser's own tables (the chat's bundle carries none). */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export interface ChatListingCardProps {
  /** A listing card: a message with `property_id`; its `listing` is left out once the listing is gone. */
  message: ChatListMessage;
}

/**
 * The listing a chat was started from, in the conversation's history (issue 27): photo, title,
 * price and advert type, place, the whole card a link to the listing; as the listing card shows
 * them (`formatUsd`, the advert type's label, the place as city and country). A listing deleted or
 * hidden since says it is no longer available, under the title the card kept.
 */
export function ChatListingCard({ message }: ChatListingCardProps) {
  const t = useTranslate();
  const { components, paths, intlLocale } = useEstateUI();
  const { Link } = components;
  const mediaUrl = useMediaUrl();
  const listing = message.listing;
  const id = typeof message.id === 'number' ? message.id : undefined;
  if (!listing) {
    return (
      <article className="est-chat-listing-card est-card-raised est-row est-gap-3" data-message-id={id} data-gone data-testid="chat-listing-card" tabIndex={-1}>
        <span className="est-chat-listing-card-photo est-rounded est-center est-muted" aria-hidden>
          <House size={22} />
        </span>
        <span className="est-shrink est-stack est-gap-px">
          {message.message && <span className="est-chat-listing-card-title est-truncate est-text-sm est-semibold">{message.message}</span>}
          <span className="est-text-xs est-muted">{t('chatListingGone')}</span>
        </span>
      </article>
    );
  }
  const cover = mediaUrl(listing.cover_photo);
  const place = [listing.city, regionName(listing.country, intlLocale)].filter(Boolean).join(', ');
  return (
    <article className="est-chat-listing-card est-card-raised est-clip" data-message-id={id} data-testid="chat-listing-card" tabIndex={-1}>
      <Link className="est-chat-listing-card-link est-row est-gap-3" href={paths.property(listing.slug)}>
        {cover ? (
          <img className="est-chat-listing-card-photo est-rounded" src={cover} alt="" width={72} height={72} loading="lazy" decoding="async" />
        ) : (
          <span className="est-chat-listing-card-photo est-rounded est-center est-muted" aria-hidden>
            <House size={22} />
          </span>
        )}
        <span className="est-shrink est-stack est-gap-px">
          <span className="est-text-xs est-muted">
            {t('chatListingCardLabel')} · {enumLabel(t, ADVERT_TYPE_LABELS, listing.advert_type)}
          </span>
          <span className="est-chat-listing-card-title est-truncate est-text-sm est-semibold">{listing.title}</span>
          <span className="est-chat-listing-card-price est-tabular est-text-sm est-bold">{formatUsd(listing.price)}</span>
          {place && (
            <span className="est-chat-listing-card-place est-inline est-gap-1 est-text-xs est-muted">
              <MapPin size={12} aria-hidden />
              <span className="est-truncate">{place}</span>
            </span>
          )}
        </span>
      </Link>
    </article>
  );
}
