'use client';

import type { ChatListMessage, Viewing } from '@estate/sdk';
import { useProperty, useProposeViewing } from '@estate/sdk/react';
import { useState } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Clock } from '../../icons/index.js';
import { Button } from '../../primitives/Button.js';
import { useMediaUrl } from '../shared/internal.js';
import { ProposeViewingDialog } from './ProposeViewingDialog.js';

/** The listing a conversation is about, as the head shows it. */
export interface ChatListing extends Pick<Viewing['property'], 'id' | 'slug' | 'title' | 'cover_photo' | 'city'> {
  /** The listing owner's username: whoever else may book a viewing. */
  owner: string;
}

export interface ChatListingHeadViewProps {
  listing: ChatListing;
  /** Shows 'Book a viewing' (the reader is not the owner). */
  canBook: boolean;
  onBook?: () => void;
}

/** The listing a conversation is about, under its header: photo, title, city, and 'Book a viewing' for the buyer. */
export function ChatListingHeadView({ listing, canBook, onBook }: ChatListingHeadViewProps) {
  const t = useTranslate();
  const { components, paths } = useEstateUI();
  const { Link } = components;
  const cover = useMediaUrl()(listing.cover_photo);
  return (
    <aside className="est-chat-listing est-surface est-row est-gap-3" aria-label={t('viewingAbout')} data-testid="chat-listing">
      {cover && <img className="est-chat-listing-photo est-rounded" src={cover} alt="" width={44} height={44} loading="lazy" decoding="async" />}
      <span className="est-shrink est-stack est-tight">
        <span className="est-text-xs est-muted">{t('viewingAbout')}</span>
        <Link className="est-chat-listing-title est-truncate est-text-sm est-semibold" href={paths.property(listing.slug)}>
          {listing.title}
        </Link>
      </span>
      {canBook && (
        <Button className="est-chat-listing-book" size="sm" variant="secondary" icon={<Clock size={16} aria-hidden />} onClick={onBook}>
          {t('viewingBook')}
        </Button>
      )}
    </aside>
  );
}

/** The listing the conversation is about: the one it was opened from, else the latest one a viewing card or a listing card names. */
export function useConversationListing(listingId: number | null | undefined, messages: readonly ChatListMessage[], partner: string | null): ChatListing | null {
  const opened = useProperty(listingId ?? null).property;
  if (opened && partner && opened.username?.toLowerCase() === partner.toLowerCase()) {
    return { id: opened.id, slug: opened.slug, title: opened.title, cover_photo: opened.cover_photo ?? '', city: opened.city ?? '', owner: opened.username };
  }
  for (let index = messages.length - 1; index >= 0; index--) {
    const { viewing, listing } = messages[index]!;
    if (viewing) return { ...viewing.property, owner: viewing.owner.username };
    if (listing) return { id: listing.id, slug: listing.slug, title: listing.title, cover_photo: listing.cover_photo, city: listing.city, owner: listing.owner_username };
  }
  return null;
}

/** The head, connected: 'Book a viewing' opens the propose dialog on the owner's free times and sends the proposal (a card in the chat). */
export function ChatListingHead({ listing, me }: { listing: ChatListing; me: string | null }) {
  const [open, setOpen] = useState(false);
  const { propose } = useProposeViewing();
  const canBook = me !== null && listing.owner.toLowerCase() !== me.toLowerCase();
  return (
    <>
      <ChatListingHeadView listing={listing} canBook={canBook} onBook={() => setOpen(true)} />
      {open && <ProposeViewingDialog open={open} onOpenChange={setOpen} property={listing} title="book" onPropose={(start, ownTime) => propose({ property: listing.id, start, ...(ownTime ? { own_time: true } : {}) })} />}
    </>
  );
}
