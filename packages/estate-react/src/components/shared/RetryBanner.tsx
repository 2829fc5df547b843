'use client';

import { RefreshCw } from 'lucide-react';
import { useTranslate } from '../../config/context.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';

/**
 * Internal (not exported from the kit): a list that failed to load, with a Retry button when the
 * caller can retry. Shared by the saved searches and the agent reviews.
 */
export function RetryBanner({ error, onRetry }: { error: string; onRetry?: () => void }) {
  const t = useTranslate();
  return (
    <Banner tone="danger">
      <span>{error}</span>
      {onRetry && (
        <Button variant="secondary" size="sm" icon={<RefreshCw size={14} aria-hidden />} onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Banner>
  );
}
