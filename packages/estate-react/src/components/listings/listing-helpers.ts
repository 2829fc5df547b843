'use client';

import { mediaUrl, numberFormat, type Property } from '@estate/sdk';
import { useOptionalEstateClient, useSession } from '@estate/sdk/react';
import { useCallback } from 'react';
import { useTranslate } from '../../config/context.js';
import { useToast } from '../../primitives/Toast.js';

/** Turns the server's media paths into URLs against the client's origin (spec §7), as-is outside a provider. */
export function useMediaUrl(): (path: string | null | undefined) => string | undefined {
  const baseUrl = useOptionalEstateClient()?.baseUrl;
  return useCallback((path) => (baseUrl ? mediaUrl(baseUrl, path) : path || undefined), [baseUrl]);
}

/** A property's photos in the carousel's order: the cover first, then the others (spec §2), without repeats. */
export function propertyPhotos(property: Pick<Property, 'cover_photo' | 'photos'>): string[] {
  const paths = [property.cover_photo, ...(property.photos ?? []).map((photo) => photo.photo)].filter((path): path is string => Boolean(path));
  return [...new Set(paths)];
}

/** Called instead of a write a guest (or nobody) may not make: the app shows its registered-user popup here. */
export type GuestAction = (action: 'like' | 'comment' | 'reply') => void;

/**
 * Runs a write only for a registered user (spec §6: guests may look but not write). For anyone
 * else it calls `onGuestAction`, or, without one, shows the spec's notice
 * 'You need to be a registered user to access this feature' as a toast.
 */
export function useRegisteredOnly(onGuestAction?: GuestAction) {
  const { isRegistered, userId } = useSession();
  const toast = useToast();
  const t = useTranslate();
  const guard = useCallback(
    (action: 'like' | 'comment' | 'reply', run: () => void) => {
      if (isRegistered) run();
      else if (onGuestAction) onGuestAction(action);
      else toast(t('guestForbidden'), { tone: 'info' });
    },
    [isRegistered, onGuestAction, toast, t],
  );
  return { isRegistered, userId, guard };
}

/** A count as the locale writes it (1,250 / 1 250). */
export function formatCount(value: number | null | undefined, intlLocale: string): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormat(intlLocale).format(value) : '';
}
