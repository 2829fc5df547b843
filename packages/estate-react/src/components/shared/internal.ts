'use client';

import { mediaUrl, type AdvertType, type CountryLocale, type Gender, type PaymentStatus, type PlanCode, type PropertyType } from '@estate/sdk';
import { useOptionalEstateClient } from '@estate/sdk/react';
import { useCallback } from 'react';
import type { EstateUIMessageKey } from '../../messages/index.js';

export const GENDER_LABELS: Record<Gender, EstateUIMessageKey> = { Male: 'profileGenderMale', Female: 'profileGenderFemale', Other: 'profileGenderOther' };

export const ADVERT_TYPE_LABELS: Record<AdvertType, EstateUIMessageKey> = { 'For Sale': 'createForSale', 'For Rent': 'createForRent', Auction: 'createAuction' };

/** An enum value's label in the provider's language (`ADVERT_TYPE_LABELS['For Sale']` → 'Inauzwa'), the value itself when it has none. */
export function enumLabel<Value extends string>(t: (key: EstateUIMessageKey) => string, labels: Record<Value, EstateUIMessageKey>, value: string): string {
  const key = (labels as Record<string, EstateUIMessageKey | undefined>)[value];
  return key ? t(key) : value;
}

export const PROPERTY_TYPE_LABELS: Record<PropertyType, EstateUIMessageKey> = {
  Apartment: 'createTypeApartment',
  House: 'createTypeHouse',
  Commercial: 'createTypeCommercial',
  Warehouse: 'createTypeWarehouse',
  Office: 'createTypeOffice',
  Other: 'createTypeOther',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, EstateUIMessageKey> = {
  pending: 'paymentStatusPending',
  success: 'paymentStatusSuccess',
  failed: 'paymentStatusFailed',
  abandoned: 'paymentStatusAbandoned',
  reversed: 'paymentStatusReversed',
};

export const PLAN_LABELS: Record<PlanCode, EstateUIMessageKey> = { seller: 'planSeller', agent: 'planAgent', top_agent: 'planTopAgent' };

/** The own profile's upgrade buttons (spec §2): one per plan above the held role. */
export const UPGRADE_BUTTON_LABELS: Record<PlanCode, EstateUIMessageKey> = { seller: 'beASeller', agent: 'beAnAgent', top_agent: 'beATopAgent' };

/** The country list's language for the UI locale. */
export const countryLocale = (locale: string): CountryLocale => (locale === 'fr' || locale === 'sw' ? locale : 'en');

/** Turns the server's media paths (`/media/...`) into URLs against the client's origin (spec §7), as-is outside a provider. */
export function useMediaUrl(): (path: string | null | undefined) => string | undefined {
  const baseUrl = useOptionalEstateClient()?.baseUrl;
  return useCallback((path) => (path ? (baseUrl ? mediaUrl(baseUrl, path) : path) : undefined), [baseUrl]);
}
