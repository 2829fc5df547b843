import { Heart, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, NotificationsBell } from '@estate/react';
import { useMyProfile } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import { useIsMember } from '../app/ssr/session-hint';
import { GuestActions } from './GuestActions';
import { Logo } from './Logo';

/**
 * Below the extra-large breakpoint (spec §2): the logo, the sidebar toggle, the bell, the heart to
 * /favourites and the avatar to /my-profile (the default picture when there is no photo); a guest
 * gets Sign in and Create account there instead (issue 23).
 */
export function TopBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const text = useAppText();
  const { profile } = useMyProfile();
  const isRegistered = useIsMember();
  return (
    <header className="app-topbar">
      <button
        type="button"
        className="est-icon-button"
        data-tour="menu"
        aria-expanded={menuOpen}
        aria-controls="app-sidebar"
        onClick={onToggleMenu}
        aria-label={menuOpen ? text('closeMenu') : text('openMenu')}
      >
        <Menu size={22} aria-hidden />
      </button>
      <Logo />
      {isRegistered ? (
        <div className="app-topbar-actions">
          <NotificationsBell />
          <Link to="/favourites" className="est-icon-button" aria-label={text('navFavourites')}>
            <Heart size={22} aria-hidden />
          </Link>
          <Link to="/my-profile" className="app-avatar-link" aria-label={text('navProfile')}>
            <Avatar src={profile?.profile_photo} name={profile?.full_name || profile?.username} size={32} />
          </Link>
        </div>
      ) : (
        <GuestActions compact className="app-topbar-actions" />
      )}
    </header>
  );
}
