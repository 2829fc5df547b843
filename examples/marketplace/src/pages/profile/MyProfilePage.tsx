import { AgentReviews, Button, ProfileHeader, ProfileTabs, SavedSearches } from '@estate/react';
import { useMyProfile, useSession } from '@estate/sdk/react';
import { UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useAppText } from '../../app/i18n/AppText';

/** Reviews a page on a profile: a few, then Newer/Older, as portals show them. */
const REVIEWS_PER_PAGE = 5;
import '../../styles/account.css';
import '../../styles/saved-searches.css';

/**
 * /my-profile (spec §2 Own profile): the header with 'Edit Profile', the full role badge
 * ('Verified Agent', 'Verified Top Agent') and the upgrade buttons of the held role; choosing a plan
 * initiates its payment and opens /checkout. Then the own posts and reels, and an agent's reviews
 * with a Reply on each (beyond the spec). A guest has no profile and is invited to register instead.
 */
export default function MyProfilePage() {
  const { isRegistered } = useSession();
  if (!isRegistered) return <GuestProfile />;
  return <OwnProfile />;
}

function OwnProfile() {
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
        <SavedSearches emptyAction={<Link to="/explore" className="est-button" data-variant="secondary" data-size="sm">{text('navExplore')}</Link>} />
      </div>
      {isAgent && <AgentReviews username={profile.username} pageSize={REVIEWS_PER_PAGE} className="app-profile-reviews" />}
    </div>
  );
}

function GuestProfile() {
  const text = useAppText();
  const { logout } = useSession();

  // As the guest popup does (spec §2): end the guest session and open the registration in a new tab.
  const register = () => {
    void logout();
    window.open('/register', '_blank', 'noopener');
  };

  return (
    <div className="app-page app-profile-page" data-width="narrow">
      {/* The kit's empty-state look, with a real page heading. */}
      <section className="est-empty app-profile-guest" aria-labelledby="guest-profile-title">
        <div className="est-empty-icon" aria-hidden>
          <UserRound size={24} />
        </div>
        <h1 id="guest-profile-title" className="est-empty-title">
          {text('guestProfileTitle')}
        </h1>
        <div className="est-empty-body">
          <p>{text('guestProfileBody')}</p>
          <Button onClick={register}>{text('registerAction')}</Button>
        </div>
      </section>
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
