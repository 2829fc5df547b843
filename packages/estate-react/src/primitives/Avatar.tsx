'use client';

import { clsx } from 'clsx';
import { DEFAULT_AVATAR } from '@estate/sdk';
import { useState } from 'react';
import { useTranslate } from '../config/context.js';
import { MediaImage } from './MediaImage.js';

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
  const [failed, setFailed] = useState(false);
  // The smallest resized variant (480 px) serves every avatar size; the browser picks it from `sizes`.
  return (
    <MediaImage
      className={clsx('est-avatar', className)}
      src={(!failed && src) || DEFAULT_AVATAR}
      alt={decorative ? '' : name ? t('avatarOf', { name }) : t('defaultAvatarAlt')}
      sizes={`${size}px`}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      onError={() => setFailed(true)}
    />
  );
}
