'use client';

import { clsx } from 'clsx';
import { DEFAULT_AVATAR, mediaUrl } from '@estate/sdk';
import { useOptionalEstateClient } from '@estate/sdk/react';
import { useState } from 'react';
import { useTranslate } from '../config/context.js';

export interface AvatarProps {
  /** A path (`/media/...`), an absolute URL, or nothing (the default picture). */
  src?: string | null;
  /** Whose photo: used for the alt text. */
  name?: string | null;
  size?: number;
  /** The name is written next to it (a list row, a link with text): no alt text, so it is not read twice. */
  decorative?: boolean;
  className?: string;
}

/** A round profile photo that falls back to the default picture when there is none or it fails to load. */
export function Avatar({ src, name, size = 40, decorative = false, className }: AvatarProps) {
  const t = useTranslate();
  const baseUrl = useOptionalEstateClient()?.baseUrl;
  const [failed, setFailed] = useState(false);
  const url = (!failed && (baseUrl ? mediaUrl(baseUrl, src) : src)) || DEFAULT_AVATAR;
  return (
    <img
      className={clsx('est-avatar', className)}
      src={url}
      alt={decorative ? '' : name ? t('avatarOf', { name }) : t('defaultAvatarAlt')}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
