'use client';

import { likesLabel, type Property } from '@estate/sdk';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Dialog } from '../../primitives/Dialog.js';
import { PropertyComments } from './PropertyComments.js';
import { PropertyGallery } from './PropertyGallery.js';
import { propertyPhotos } from './listing-helpers.js';
import { LikeAction, OwnerLink } from './PropertyParts.js';

export interface PropertyCommentsDialogProps {
  property: Property;
  isOwn?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLike?: () => void;
  now?: Date | number;
}

/**
 * The comments modal of a property card (spec §2): the carousel, the owner's link, like, the
 * comments with their replies, an emoji picker and 'Add a comment...' with Post. The comments are
 * fetched when it opens.
 */
export function PropertyCommentsDialog({ property, isOwn, open, onOpenChange, onLike, now }: PropertyCommentsDialogProps) {
  const t = useTranslate();
  const { messages } = useEstateUI();
  const likes = likesLabel(property.like_count, { messages });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('commentsOn', { title: property.title })} hideTitle size="xl" name="property-comments-dialog">
      <div className="est-property-comments-dialog-layout est-grid">
        <div className="est-property-comments-dialog-media est-row">
          <PropertyGallery photos={propertyPhotos(property)} title={property.title} aspectRatio={1} />
        </div>
        <div className="est-property-comments-dialog-side est-stack est-gap-3">
          <div className="est-property-comments-dialog-owner est-stack est-gap-1">
            <OwnerLink property={property} isOwn={isOwn} />
            <p className="est-property-comments-dialog-title est-text-sm est-muted">{property.title}</p>
          </div>
          <div className="est-property-comments-dialog-likes est-row est-gap-2">
            <LikeAction liked={property.is_liked} onLike={onLike} />
            <span className="est-property-card-likes est-semibold">{likes}</span>
          </div>
          <PropertyComments propertyId={property.id} now={now} autoFocus className="est-property-comments-dialog-comments" />
        </div>
      </div>
    </Dialog>
  );
}
