'use client';

import { defaultMessages, mediaUrl, type AdvertType, type Gender, type PaymentStatus, type PlanCode, type PropertyType } from '@estate/sdk';
import { useOptionalEstateClient } from '@estate/sdk/react';
import { useEstateUI } from '../../config/context.js';
import type { EstateUIMessageKey, EstateUIMessages } from '../../messages/index.js';

/** The SDK's English texts by wording, so a text a hook produced can be shown in the provider's language. */
const SDK_KEY_OF_TEXT = new Map<string, keyof typeof defaultMessages>(Object.entries(defaultMessages).map(([key, text]) => [text, key as keyof typeof defaultMessages]));

/**
 * A text from the SDK (a rule's message, a field error) in the table of the provider: the hooks
 * word their refusals with the SDK's English defaults, so a known text is looked up by its wording;
 * anything else (the server's own words) is shown as it came.
 */
export function localText(messages: EstateUIMessages, text: string): string {
  const key = SDK_KEY_OF_TEXT.get(text);
  return key ? messages[key] : text;
}

/** `localText` for the current provider. */
export function useLocalText(): (text: string | undefined) => string {
  const { messages } = useEstateUI();
  return (text) => (text ? localText(messages, text) : '');
}

/** Field errors (`{field: [messages]}`) in the provider's language; empty when there are none. */
export function localFieldErrors(messages: EstateUIMessages, fieldErrors: Record<string, string[]> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(fieldErrors ?? {})) if (Array.isArray(list)) out[field] = list.map((text) => localText(messages, text));
  return out;
}

export const GENDER_LABELS: Record<Gender, EstateUIMessageKey> = { Male: 'profileGenderMale', Female: 'profileGenderFemale', Other: 'profileGenderOther' };

export const ADVERT_TYPE_LABELS: Record<AdvertType, EstateUIMessageKey> = { 'For Sale': 'createForSale', 'For Rent': 'createForRent', Auction: 'createAuction' };

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
export const countryLocale = (locale: string): 'en' | 'fr' => (locale === 'fr' ? 'fr' : 'en');

/** Turns the server's media paths (`/media/...`) into URLs against the client's origin (as-is without a client). */
export function useMediaUrl(): (path: string | null | undefined) => string | undefined {
  const baseUrl = useOptionalEstateClient()?.baseUrl;
  return (path) => (path ? (baseUrl ? mediaUrl(baseUrl, path) : path) : undefined);
}
