'use client';

import { useTranslate } from '../../config/context.js';
import { Skeleton } from '../../primitives/Skeleton.js';

/** What a map's box shows until its chunk has loaded, or why it will not. */
export function MapPlaceholder({ failed }: { failed: boolean }) {
  const t = useTranslate();
  if (failed) {
    return (
      <p className="est-map-placeholder est-muted est-text-sm" role="alert">
        {t('mapFailed')}
      </p>
    );
  }
  return (
    <div role="status" aria-label={t('mapLoading')} className="est-map-placeholder">
      <Skeleton width="100%" height="100%" />
    </div>
  );
}
