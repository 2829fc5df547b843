'use client';

import { RefreshCw } from '../../icons/index.js';
import type { ReactNode } from 'react';
import { useTranslate } from '../../config/context.js';
import { Banner } from '../../primitives/Banner.js';
import { Button, type ButtonProps } from '../../primitives/Button.js';

/** Internal: the secondary 'Retry' button of something that failed to load; nothing when the caller cannot retry. */
export function RetryButton({ onRetry, size, icon, className }: { onRetry?: () => void; size?: ButtonProps['size']; icon?: ReactNode; className?: string }) {
  const t = useTranslate();
  if (!onRetry) return null;
  return (
    <Button variant="secondary" size={size} icon={icon} className={className} onClick={onRetry}>
      {t('retry')}
    </Button>
  );
}

/**
 * Internal (not exported from the kit): a list that failed to load, with a Retry button when the
 * caller can retry. Shared by the saved searches and the agent reviews.
 */
export function RetryBanner({ error, onRetry }: { error: string; onRetry?: () => void }) {
  return (
    <Banner tone="danger">
      <span>{error}</span>
      <RetryButton onRetry={onRetry} size="sm" icon={<RefreshCw size={14} aria-hidden />} />
    </Banner>
  );
}
