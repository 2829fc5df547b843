'use client';

import { numberFormat, type Property, type PropertyType } from '@estate/sdk';

/** A property's photos in the carousel's order: the cover first, then the others (spec §2), without repeats. */
export function propertyPhotos(property: Pick<Property, 'cover_photo' | 'photos'>): string[] {
  const paths = [property.cover_photo, ...(property.photos ?? []).map((photo) => photo.photo)].filter((path): path is string => Boolean(path));
  return [...new Set(paths)];
}

/** A count as the locale writes it (1,250 / 1 250). */
export function formatCount(value: number | null | undefined, intlLocale: string): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormat(intlLocale).format(value) : '';
}

/** A countable fact of a listing: what the card's summary and the detail page's facts grid show. */
export type PropertyFactKey = 'bedrooms' | 'bathrooms' | 'floors' | 'area';
export interface PropertyFact {
  key: PropertyFactKey;
  value: number;
}

const ROOMS_AND_AREA: readonly PropertyFactKey[] = ['bedrooms', 'bathrooms', 'floors', 'area'];
const WORKSPACE: readonly PropertyFactKey[] = ['floors', 'bathrooms', 'area'];

/**
 * Which facts a property type can have (the server's PROPERTY_TYPES). Offices, shops and
 * warehouses have no bedrooms; `Other` (plots, land, anything else) may have any, and its zeros
 * drop out below, so a plot shows its area alone.
 */
const FACTS_BY_TYPE: Record<PropertyType, readonly PropertyFactKey[]> = {
  House: ROOMS_AND_AREA,
  Apartment: ROOMS_AND_AREA,
  Office: WORKSPACE,
  Commercial: WORKSPACE,
  Warehouse: WORKSPACE,
  Other: ROOMS_AND_AREA,
};

type FactFields = Pick<Property, 'property_type' | 'bedrooms' | 'bathrooms' | 'total_floors' | 'plot_area'>;

function factValue(property: FactFields, key: PropertyFactKey): number {
  const raw = { bedrooms: property.bedrooms, bathrooms: property.bathrooms, floors: property.total_floors, area: property.plot_area }[key];
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The facts worth showing for a listing, in reading order: those its type can have and that are
 * above zero (the API sends 0 for a field the owner left empty, so '0 bd' would be noise, not news).
 */
export function propertyFacts(property: FactFields): PropertyFact[] {
  const keys = FACTS_BY_TYPE[property.property_type as PropertyType] ?? ROOMS_AND_AREA;
  return keys.map((key) => ({ key, value: factValue(property, key) })).filter(({ value }) => value > 0);
}

/** The name shown for a listing's owner: their full name, else their username (issue 22: names, not handles). */
export function ownerLabel(property: Pick<Property, 'username' | 'owner_name'>): string {
  return property.owner_name || property.username;
}
