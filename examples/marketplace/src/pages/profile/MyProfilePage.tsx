import { Button, ProfileHeader, ProfileTabs } from '@estate/react';
import { useMyProfile, useSession } from '@estate/sdk/react';
import { UserRound } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { useAppText } from '../../app/messages';
import '../../styles/account.css';

/**
 * /my-profile (spec §2 Own profile): the header with 'Edit Profile', the full role badge
 * ('Verified Agent', 'Verified Top Agent') and the upgrade buttons of the held role; choosing a plan
 * initiates its payment and opens /checkout. Then the own posts and reels. A guest has no profile
 * and is invited to register instead.
 */
export default function MyProfilePage() {
  const { isRegistered } = useSession();
  if (!isRegistered) return <GuestProfile />;
  return <OwnProfile />;
}

function OwnProfile() {
  const text = useAppText();
  const navigate = useNavigate();
  const { error } = useMyProfile();

  // Spec §4/§8: a token the server no longer accepts sends the user home. Decided on the server's
  // code, not its wording, which apps translate.
  if (error?.code === 'token_not_valid') return <Navigate to="/" replace />;

  return (
    <div className="app-page app-profile-page">
      <h1 className="app-visually-hidden">{text('myProfileHeading')}</h1>
      <ProfileHeader own onPaymentInitiated={() => navigate('/checkout')} />
      <ProfileTabs own className="app-profile-tabs" />
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
