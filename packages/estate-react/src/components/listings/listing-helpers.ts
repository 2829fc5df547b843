'use client';

import { numberFormat, type Property } from '@estate/sdk';

/** A property's photos in the carousel's order: the cover first, then the others (spec §2), without repeats. */
export function propertyPhotos(property: Pick<Property, 'cover_photo' | 'photos'>): string[] {
  const paths = [property.cover_photo, ...(property.photos ?? []).map((photo) => photo.photo)].filter((path): path is string => Boolean(path));
  return [...new Set(paths)];
}

/** A count as the locale writes it (1,250 / 1 250). */
export function formatCount(value: number | null | undefined, intlLocale: string): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormat(intlLocale).format(value) : '';
}
