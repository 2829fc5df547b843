import { clsx } from 'clsx';
import type { CSSProperties } from 'react';

/** A shimmering placeholder of the shape of what is loading. */
export function Skeleton({ className, width, height, radius, style }: { className?: string; width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: CSSProperties['borderRadius']; style?: CSSProperties }) {
  return <span aria-hidden className={clsx('est-skeleton', className)} style={{ width, height, borderRadius: radius, ...style }} />;
}
