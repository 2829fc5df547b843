'use client';

import { clsx } from 'clsx';
import { X } from '../icons/index.js';
import type { ReactNode } from 'react';
import { useTranslate } from '../config/context.js';

export interface BannerProps {
  tone?: 'info' | 'success' | 'danger' | 'warning';
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  className?: string;
  children: ReactNode;
}

/** A message in the flow of the page: errors in red, confirmations in green (spec §8). Errors are announced at once. */
export function Banner({ tone = 'info', onDismiss, className, children }: BannerProps) {
  const t = useTranslate();
  return (
    <div className={clsx('est-banner', className)} data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      <div className="est-banner-text">{children}</div>
      {onDismiss && (
        <button type="button" className="est-banner-dismiss" aria-label={t('dismiss')} onClick={onDismiss}>
          <X size={16} aria-hidden />
        </button>
      )}
    </div>
  );
}
