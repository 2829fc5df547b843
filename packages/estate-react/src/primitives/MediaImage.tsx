'use client';

import { mediaVariants } from '@estate/sdk';
import { useOptionalEstateClient } from '@estate/sdk/react';
import { forwardRef, type ImgHTMLAttributes } from 'react';

export interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'fetchPriority' | 'alt'> {
  /** A media path (`/media/...`, whose resized variants the server makes), a URL on the server's public media address (the same), or any URL (used as it is). */
  src: string | null | undefined;
  /** Required: `''` for a picture that only decorates. */
  alt: string;
  /**
   * How wide the picture is drawn, as in `<img sizes>`, so the browser picks the smallest variant
   * that is sharp enough ('100vw' when not given).
   */
  sizes?: string;
  /**
   * The page's main picture (its LCP): fetched at once with `fetchpriority="high"` instead of
   * lazily. Give it to the first card of a feed and the first photo of a property page only.
   */
  priority?: boolean;
}

/**
 * The kit's one image of stored media: a `<picture>` with the server's WebP variants as a
 * `<source>` and the JPEG ones as the `<img srcset>` (estate-server README, "Resized image
 * variants"), decoded off the main thread, lazy unless `priority`. An absolute URL (but one on the
 * server's public media address, `client.mediaPublicUrl`) or a data or blob URL (a preview) is
 * drawn as a plain `<img>`. Give `width` and `height` (or size the frame with `aspect-ratio`) so
 * nothing moves when it loads. Renders nothing without a `src`.
 */
export const MediaImage = forwardRef<HTMLImageElement, MediaImageProps>(function MediaImage({ src, alt, sizes = '100vw', priority = false, ...img }, ref) {
  // The client knows the server's public media address too (a CDN, its bucket), whose URLs have the variants.
  const variants = mediaVariants(useOptionalEstateClient() ?? '', src);
  if (!variants) return null;
  const image = (
    <img
      ref={ref}
      src={variants.src}
      srcSet={variants.jpeg}
      sizes={variants.jpeg ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...img}
    />
  );
  if (!variants.webp) return image;
  return (
    <picture className="est-picture">
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      {image}
    </picture>
  );
});
