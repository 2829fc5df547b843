import { AgentReviews, ProfileHeader, ProfileTabs, ReportButton, useGuestGate } from '@estate/react';
import { useMyProfile, useProfileByUsername } from '@estate/sdk/react';
import { MessageCircle } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useAppText } from '../../app/i18n/AppText';

/** Reviews a page on a profile: a few, then Newer/Older, as portals show them. */
const REVIEWS_PER_PAGE = 5;
import '../../styles/account.css';

/**
 * /profile/{username} (spec §2 Public profile): photo, social links, name, role badge, about and
 * facts, then the member's posts and clips, and an agent's reviews (beyond the spec; a member who has
 * written to the agent may rate them). Message opens the conversation in /inbox; guests get the
 * registered-user popup instead. One's own username goes to /my-profile, an unknown one to a 404.
 */
export default function PublicProfilePage() {
  const { username = '' } = useParams();
  const text = useAppText();
  const navigate = useNavigate();
  const { guard } = useGuestGate();
  const me = useMyProfile().profile;
  const { profile, isNotFound } = useProfileByUsername(username || null);

  if (me && me.username.toLowerCase() === username.toLowerCase()) return <Navigate to="/my-profile" replace />;
  if (isNotFound || !username) return <ProfileNotFound />;

  const inbox = `/inbox?with=${encodeURIComponent(profile?.username ?? username)}`;
  const openChat = () => guard(() => navigate(inbox));
  const isAgent = profile?.role === 'agent' || profile?.role === 'top_agent';
  return (
    <div className="app-page app-profile-page">
      <h1 className="app-visually-hidden">{profile?.full_name || username}</h1>
      <ProfileHeader
        username={username}
        actions={
          <>
          <Link
            to={inbox}
            // The kit's button layout inside the header, the app's link-button colours.
            className="est-button app-button"
            onClick={(event) => {
              event.preventDefault();
              openChat();
            }}
          >
            <MessageCircle size={16} aria-hidden />
            {text('messageUser')}
          </Link>
          {/* A fake agent, a scammer: the profile's case goes to the moderators' queue. */}
          <ReportButton kind="profile" target={profile?.username ?? username} variant="secondary" />
          </>
        }
      />
      <ProfileTabs username={username} className="app-profile-tabs" />
      {isAgent && <AgentReviews username={profile.username} pageSize={REVIEWS_PER_PAGE} onMessage={openChat} className="app-profile-reviews" />}
    </div>
  );
}

function ProfileNotFound() {
  const text = useAppText();
  return (
    <section className="app-not-found" data-kind="profile" aria-labelledby="profile-not-found-title">
      <p className="app-not-found-code" aria-hidden>
        404
      </p>
      <h1 id="profile-not-found-title" className="app-not-found-title">
        {text('profileNotFoundTitle')}
      </h1>
      <p className="app-not-found-body">{text('profileNotFoundBody')}</p>
      <Link to="/" className="app-button">
        {text('backHome')}
      </Link>
    </section>
  );
}
