import { AgentReviews, ProfileHeader, ProfileTabs, SavedSearches } from '@estate/react';
import { useMyProfile } from '@estate/sdk/react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useAppText } from '../../app/i18n/AppText';

import '../../styles/account.css';
import '../../styles/saved-searches.css';

/** Reviews a page on a profile: a few, then Newer/Older, as portals show them. */
const REVIEWS_PER_PAGE = 5;

/**
 * /my-profile (spec §2 Own profile): the header with 'Edit Profile', the full role badge
 * ('Verified Agent', 'Verified Top Agent') and the upgrade buttons of the held role; choosing a plan
 * initiates its payment and opens /checkout. Then the own posts and reels, and an agent's reviews
 * with a Reply on each (beyond the spec). A guest has no profile: the route shows the sign-in prompt instead (`MembersOnly`).
 */
export default function MyProfilePage() {
  const text = useAppText();
  const navigate = useNavigate();
  const { profile, error } = useMyProfile();
  const isAgent = profile?.role === 'agent' || profile?.role === 'top_agent';
  const savedSearchesRef = useScrollToHash('#saved-searches');

  // Spec §4/§8: a token the server no longer accepts sends the user home. Decided on the server's
  // code, not its wording, which apps translate.
  if (error?.code === 'token_not_valid') return <Navigate to="/" replace />;

  return (
    <div className="app-page app-profile-page">
      <h1 className="app-visually-hidden">{text('myProfileHeading')}</h1>
      <ProfileHeader own onPaymentInitiated={() => navigate('/checkout')} />
      <ProfileTabs own className="app-profile-tabs" />
      {/* Beyond the spec (issue 13): the saved searches, their alerts, rename and delete; /my-profile#saved-searches. */}
      <div id="saved-searches" ref={savedSearchesRef} className="app-profile-saved-searches">
        <SavedSearches
          emptyAction={
            <Link to="/explore" className="est-button" data-variant="secondary" data-size="sm">
              {text('navExplore')}
            </Link>
          }
        />
      </div>
      {isAgent && <AgentReviews username={profile.username} pageSize={REVIEWS_PER_PAGE} className="app-profile-reviews" />}
    </div>
  );
}

/**
 * Scrolls to the element when the address ends with `hash` (the router does not): again as the
 * parts above it load and push it down, until the user scrolls themselves.
 */
function useScrollToHash(hash: string) {
  const ref = useRef<HTMLDivElement>(null);
  const { hash: current } = useLocation();
  useEffect(() => {
    if (current !== hash) return;
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchmove', stop, { once: true, passive: true });
    const timers = [0, 400, 1200].map((delay) => window.setTimeout(() => !stopped && ref.current?.scrollIntoView({ block: 'start' }), delay));
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
    };
  }, [current, hash]);
  return ref;
}
