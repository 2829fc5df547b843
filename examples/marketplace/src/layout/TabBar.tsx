import { Clapperboard, Compass, Home, MessageCircle, SquarePlus, UserRound } from 'lucide-react';
import { useAppText } from '../app/i18n/AppText';
import { CreateMenu } from './CreateMenu';
import { NavButton, NavItem } from './NavItem';
import { useInboxBadge } from './useInboxBadge';

/** The tour's stops the tab bar holds (its entries' `data-tour`), in the tour's order. */
export const TAB_TOUR_IDS: readonly string[] = ['home', 'explore', 'clips', 'chat', 'create', 'profile'];

/**
 * The phone's and tablet's tab bar (issue 23), below the extra-large breakpoint: Home, Explore,
 * Create (the same menu as the sidebar's, opening upwards), Clips, Messages with the unread badge
 * and Profile, in reach of a thumb. The rest of the sidebar stays in the menu. Its entries carry
 * the tour's `data-tour` names, so the tour can walk them on a phone.
 */
export function TabBar() {
  const text = useAppText();
  const unread = useInboxBadge();
  return (
    <nav className="app-tabbar" aria-label={text('tabBar')}>
      <ul>
        <NavItem to="/" end icon={Home} label="navHome" tour="home" />
        <NavItem to="/explore" icon={Compass} label="navExplore" tour="explore" />
        <li>
          <CreateMenu side="top" trigger={<NavButton icon={SquarePlus} label={text('navCreate')} tour="create" />} />
        </li>
        <NavItem to="/clips" icon={Clapperboard} label="navClips" tour="clips" />
        <NavItem to="/inbox" icon={MessageCircle} label="tabMessages" tour="chat" badge={unread} />
        <NavItem to="/my-profile" icon={UserRound} label="navProfile" tour="profile" />
      </ul>
    </nav>
  );
}
