'use client';

import { formatUsd, numberFormat, type Property } from '@estate/sdk';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { LicenseBadge } from '../moderation/LicenseBadge.js';
import { OwnerPreview } from './MiniProfileCard.js';
import { OwnerLink, ShareAction } from './PropertyParts.js';

export interface PropertyContactCardProps {
  property: Property;
  isOwn?: boolean;
  /** The app's 'Message {owner}' (it records a lead); drawn once, in the card or in the phone's bar. */
  ownerActionsSlot?: ReactNode;
  className?: string;
}

/**
 * The detail page's contact card: the price (tax and After Tax under it), who lists it, the app's
 * owner actions and Share. Beside the content it stays in view while the page scrolls; on phones
 * the same element is a bar stuck to the bottom with the price, the owner actions and Share (CSS
 * only, so the actions exist once and keep their test ids).
 */
export function PropertyContactCard({ property, isOwn = false, ownerActionsSlot, className }: PropertyContactCardProps) {
  const t = useTranslate();
  const { components, intlLocale } = useEstateUI();
  const { OwnerPreview: Owner = OwnerPreview } = components;
  const percent = numberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <aside className={clsx('est-property-contact est-card', className)} aria-label={t('contactOwner')}>
      <div className="est-property-contact-price est-stack est-shrink">
        <p className="est-property-price-label est-text-xs est-medium est-muted">{t('price')}</p>
        <p className="est-property-price-value est-tracking-tighter est-tabular est-bold est-break">{formatUsd(property.price)}</p>
      </div>
      <dl className="est-property-contact-tax est-property-facts est-grid" data-compact>
        {typeof property.tax === 'number' && (
          <div className="est-property-fact est-stack est-gap-px">
            <dt className="est-text-xs est-muted">{t('tax')}</dt>
            <dd className="est-text-base est-medium est-tabular">{percent.format(property.tax)}</dd>
          </div>
        )}
        <div className="est-property-fact est-stack est-gap-px">
          <dt className="est-text-xs est-muted">{t('afterTax')}</dt>
          <dd className="est-text-base est-medium est-tabular est-break">{formatUsd(property.final_property_price)}</dd>
        </div>
      </dl>
      <div className="est-property-contact-owner est-divided est-stack est-gap-2">
        <p className="est-property-price-label est-text-xs est-medium est-muted">{t('propertyListedBy')}</p>
        <Owner username={property.username}>
          <OwnerLink property={property} isOwn={isOwn} avatarSize={44} />
        </Owner>
        <LicenseBadge status={property.owner_license_status} year={property.owner_license_verified_year} className="est-property-contact-license" />
      </div>
      <div className="est-property-contact-actions est-stack est-gap-2">
        {ownerActionsSlot}
        <ShareAction slug={property.slug} title={property.title} size={16} labelled />
      </div>
    </aside>
  );
}
