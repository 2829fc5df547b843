import { Heart, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, NotificationsBell } from '@estate/react';
import { useMyProfile } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import { Logo } from './Logo';

/**
 * Below the extra-large breakpoint (spec §2): the logo, the sidebar toggle, the bell, the heart to
 * /favourites and the avatar to /my-profile (the default picture when there is no photo).
 */
export function TopBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const text = useAppText();
  const { profile } = useMyProfile();
  return (
    <header className="app-topbar">
      <button type="button" className="est-icon-button" aria-expanded={menuOpen} aria-controls="app-sidebar" onClick={onToggleMenu} aria-label={menuOpen ? text('closeMenu') : text('openMenu')}>
        <Menu size={22} aria-hidden />
      </button>
      <Logo />
      <div className="app-topbar-actions">
        <NotificationsBell />
        <Link to="/favourites" className="est-icon-button" aria-label={text('navFavourites')}>
          <Heart size={22} aria-hidden />
        </Link>
        <Link to="/my-profile" className="app-avatar-link" aria-label={text('navProfile')}>
          <Avatar src={profile?.profile_photo} name={profile?.full_name || profile?.username} size={32} />
        </Link>
      </div>
    </header>
  );
}
