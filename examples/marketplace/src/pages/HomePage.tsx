import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { PROPERTY_SKELETONS, PropertyCard, PropertyFeed, ReelThumbnail, Skeleton } from '@estate/react';
import { useReels } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import '../styles/listings.css';

/** Spec §9: the home feed shows the first 5 reels. */
const HOME_CLIPS = PROPERTY_SKELETONS.clips;

/** Goes back to the feed from scratch: the spec's answer to 'User is not authenticated' (§2, §8). */
const reloadHome = () => window.location.assign('/');

/**
 * The home feed (spec §2): every property, newest first and loaded as the user scrolls, the first
 * one large, then a row of the first 5 clips, then the rest. 16 skeletons while loading, the error
 * with Try again (or 'Click to Reload' when the session is gone), and 'No properties found.'.
 */
export default function HomePage() {
  const text = useAppText();
  return (
    <div className="app-page app-home" data-width="wide">
      <h1 className="app-visually-hidden">{text('homeFeedTitle')}</h1>
      {/* The cards' titles are the page's second level, beside the Clips row's (the outline Lighthouse checks). */}
      <PropertyFeed
        featured
        onReload={reloadHome}
        afterFirst={<HomeClips />}
        renderCard={(property, { featured, priority }) => (
          <PropertyCard property={property} variant={featured ? 'featured' : 'default'} priority={priority} headingLevel={2} />
        )}
      />
    </div>
  );
}

/** The feed's Clips row: the first 5 reels in a horizontal scroller and 'See all' to /clips. */
function HomeClips() {
  const text = useAppText();
  const { reels, isLoading, error } = useReels({ pageSize: HOME_CLIPS });
  // The row is a preview: without clips (or when they failed) the feed goes on without it.
  if (!isLoading && (error || reels.length === 0)) return null;
  return (
    <section className="app-home-clips" aria-labelledby="home-clips-title" aria-busy={isLoading || undefined}>
      <div className="app-home-clips-header">
        <h2 id="home-clips-title" className="app-section-title">
          {text('clipsSection')}
        </h2>
        <Link to="/clips" className="app-home-clips-all" aria-label={text('seeAllClips')}>
          {text('seeAll')}
          <ChevronRight size={16} aria-hidden />
        </Link>
      </div>
      <ul className="app-home-clips-row">
        {isLoading
          ? Array.from({ length: HOME_CLIPS }, (_, index) => (
              <li key={index} aria-hidden>
                <Skeleton className="app-home-clip-skeleton" radius="var(--est-radius-lg)" />
              </li>
            ))
          : reels.slice(0, HOME_CLIPS).map((reel) => (
              <li key={reel.id}>
                <ReelThumbnail reel={reel} />
              </li>
            ))}
      </ul>
    </section>
  );
}
