import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PROPERTY_SKELETONS } from '@estate/react';
import { mediaUrl } from '@estate/sdk';
import { usePropertyListing, useReels } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import { LogoMark } from '../layout/Logo';

/** Spec §9: the splash shows for 3 seconds. */
export const SPLASH_MS = 3000;

/** The feed's photos decoded while the splash shows: the large first card's and the next row's. */
const WARM_PHOTOS = 5;

/** The home feed's query: every property (what `PropertyFeed` lists without one). */
const HOME_FEED = {};

/**
 * /root, where sign-in lands (spec §2): the logo for three seconds, then the home feed. The wait
 * is never dead time (issue 23): the feed's code, its first page, the clips row and the first
 * photos load meanwhile, into the same cache the feed reads, so / paints complete at once.
 */
export default function SplashPage() {
  const text = useAppText();
  const navigate = useNavigate();
  useWarmFeed();
  useEffect(() => {
    void import('./HomePage');
    const timer = window.setTimeout(() => navigate('/', { replace: true }), SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="app-splash" aria-busy="true">
      <div className="app-splash-mark">
        <LogoMark size={72} />
      </div>
      <p className="app-splash-name">{text('brand')}</p>
      <p className="app-splash-tagline">{text('tagline')}</p>
      <span className="app-visually-hidden" role="status">
        {text('splashLoading')}
      </span>
    </main>
  );
}

/** The home feed's first page and clips row in the cache, and its first photos in the browser's. */
function useWarmFeed() {
  const { properties } = usePropertyListing(HOME_FEED);
  useReels({ pageSize: PROPERTY_SKELETONS.clips });
  useEffect(() => {
    for (const property of properties.slice(0, WARM_PHOTOS)) {
      const url = mediaUrl(window.location.origin, property.cover_photo);
      if (!url) continue;
      const image = new Image();
      image.src = url;
      void image.decode().catch(() => undefined);
    }
  }, [properties]);
}
