'use client';

/** The parts a listing's card, its detail page and its comments dialog share. */
import type { Property } from '@estate/sdk';
import { Heart, Send } from '../../icons/index.js';
import { useState } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Button } from '../../primitives/Button.js';
import { PropertyShareDialog } from './PropertyShareDialog.js';
import { ownerLabel } from './listing-helpers.js';

/**
 * The owner's photo and name, with their agency (or handle) under it, linking to their profile (to
 * the own profile on one's own listing).
 */
export function OwnerLink({ property, isOwn = false, avatarSize = 36 }: { property: Property; isOwn?: boolean; avatarSize?: number }) {
  const { components, paths } = useEstateUI();
  const { Link } = components;
  const name = ownerLabel(property);
  const second = property.owner_agency || (name !== property.username ? `@${property.username}` : '');
  return (
    <Link className="est-property-card-owner-link est-shrink est-inline est-gap-2 est-pill" href={isOwn ? paths.myProfile() : paths.profile(property.username)} title={`@${property.username}`}>
      <Avatar src={property.profile_photo} name={name} size={avatarSize} decorative />
      <span className="est-property-card-owner-text est-stack est-shrink">
        <span className="est-property-card-username est-truncate est-semibold">{name}</span>
        {second && <span className="est-property-card-agency est-truncate est-text-xs est-muted">{second}</span>}
      </span>
    </Link>
  );
}

/** A listing's like button, a filled heart while the viewer likes it (card, detail page, comments dialog). */
export function LikeAction({ liked, onLike, size = 20 }: { liked: boolean; onLike?: () => void; size?: number }) {
  const t = useTranslate();
  return (
    <button type="button" className="est-property-card-action est-bare est-circle" data-action="like" aria-label={t('like')} aria-pressed={liked} onClick={onLike}>
      <Heart size={size} aria-hidden fill={liked ? 'currentColor' : 'none'} />
    </button>
  );
}

/** A listing's share button and the dialog with its address that it opens (card, detail page); `labelled` shows 'Share' beside the icon. */
export function ShareAction({ slug, title, size = 20, labelled = false }: { slug: string; title?: string; size?: number; labelled?: boolean }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      {labelled ? (
        <Button variant="secondary" className="est-property-share-button" data-action="share" aria-label={t('share')} icon={<Send size={size} aria-hidden />} onClick={() => setOpen(true)}>
          <span className="est-property-share-label">{t('share')}</span>
        </Button>
      ) : (
        <button type="button" className="est-property-card-action est-bare est-circle" data-action="share" aria-label={t('share')} title={t('share')} onClick={() => setOpen(true)}>
          <Send size={size} aria-hidden />
        </button>
      )}
      <PropertyShareDialog slug={slug} title={title} open={open} onOpenChange={setOpen} />
    </>
  );
}
