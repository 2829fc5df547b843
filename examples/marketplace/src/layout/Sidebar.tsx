import { lazy, Suspense, useState } from 'react';
import { Clapperboard, Compass, Home, Info, LayoutDashboard, LogOut, MessageCircle, Search, ShieldCheck, UserRound, Users } from 'lucide-react';
import { ThemeToggle, useGuestGate } from '@estate/react';
import { useMyProfile, useSession } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import { useIsMember } from '../app/ssr/session-hint';
import { CreateMenu } from './CreateMenu';
import { DrawerLinks } from './DrawerLinks';
import { GuestActions } from './GuestActions';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { NavButton, NavItem, type NavIcon } from './NavItem';
import { useInboxBadge } from './useInboxBadge';

/** Where About goes (spec §2: an external site in a new tab); set `VITE_ABOUT_URL` at build time. */
const ABOUT_URL = import.meta.env.VITE_ABOUT_URL ?? 'https://github.com/estate-kit/estate-kit#readme';

const loadSearchPanel = () => import('./deferred/SearchPanel');
const SearchPanel = lazy(loadSearchPanel);

/**
 * Search and Agents: until first used, a plain button (its code is fetched when the pointer or the
 * focus comes near); the first click mounts the kit's slide-over already open, with the same
 * button as its trigger, so the focus comes back to it on close. Guests get the popup instead.
 */
function SearchEntry({ kind, icon, label, tour, onSelect }: { kind: 'users' | 'agents'; icon: NavIcon; label: string; tour: string; onSelect?: () => void }) {
  const { guard } = useGuestGate();
  const [used, setUsed] = useState(false);
  const button = <NavButton icon={icon} label={label} tour={tour} />;
  const placeholder = (
    <NavButton
      icon={icon}
      label={label}
      tour={tour}
      onPointerEnter={() => void loadSearchPanel()}
      onFocus={() => void loadSearchPanel()}
      onClick={() => guard(() => setUsed(true))}
    />
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={button}>
      <SearchPanel kind={kind} trigger={button} defaultOpen onSelect={onSelect} />
    </Suspense>
  );
}

/** A guest's card at the top of the sidebar: who is browsing, and the ways in (issue 23). */
function GuestCard() {
  const text = useAppText();
  const isRegistered = useIsMember();
  if (isRegistered) return null;
  return (
    <section className="app-sidebar-guest" aria-label={text('guestBrowsing')}>
      <p>{text('guestBrowsing')}</p>
      <GuestActions />
    </section>
  );
}

/**
 * The left sidebar of spec §2: every destination, the search and agents slide-overs, the Create
 * menu, the agent dashboard, About in a new tab, the theme, the language and Logout. Below the
 * extra-large breakpoint it is a drawer the top bar opens (`inDrawer`: with the right rail's links
 * too); `onNavigate` closes it.
 */
export function Sidebar({ onNavigate, inDrawer = false }: { onNavigate?: () => void; inDrawer?: boolean }) {
  const text = useAppText();
  const { logout } = useSession();
  const inboxBadge = useInboxBadge();
  // Only moderators see the queue's link (the page itself answers not-found to everyone else).
  const { profile } = useMyProfile();

  const signOut = async () => {
    await logout();
    // Spec §2: Logout clears the session and reloads /.
    window.location.assign('/');
  };

  return (
    <div className="app-sidebar-inner">
      <div className="app-sidebar-brand">
        <Logo />
      </div>
      <GuestCard />
      <nav aria-label={text('mainNavigation')} className="app-sidebar-nav">
        <ul>
          <NavItem to="/" end icon={Home} label="navHome" tour="home" onNavigate={onNavigate} />
          <NavItem to="/explore" icon={Compass} label="navExplore" tour="explore" onNavigate={onNavigate} />
          <li>
            <SearchEntry kind="users" icon={Search} label={text('navSearch')} tour="search" onSelect={onNavigate} />
          </li>
          <NavItem to="/clips" icon={Clapperboard} label="navClips" tour="clips" onNavigate={onNavigate} />
          <NavItem to="/dashboard" icon={LayoutDashboard} label="navDashboard" tour="dashboard" onNavigate={onNavigate} />
          {profile?.is_moderator ? <NavItem to="/moderation" icon={ShieldCheck} label="navModeration" tour="moderation" onNavigate={onNavigate} /> : null}
          <li>
            <SearchEntry kind="agents" icon={Users} label={text('navAgents')} tour="agents" onSelect={onNavigate} />
          </li>
          <NavItem to="/inbox" icon={MessageCircle} label="navMessage" tour="chat" onNavigate={onNavigate} badge={inboxBadge} />
          <NavItem to="/my-profile" icon={UserRound} label="navProfile" tour="profile" onNavigate={onNavigate} />
          <li>
            <CreateMenu />
          </li>
          <li>
            <a href={ABOUT_URL} target="_blank" rel="noopener noreferrer" className="app-nav-item" data-tour="about">
              <Info size={22} aria-hidden />
              <span>{text('navAbout')}</span>
            </a>
          </li>
        </ul>
      </nav>
      {inDrawer && <DrawerLinks onNavigate={onNavigate} />}
      <div className="app-sidebar-footer">
        <ThemeToggle showLabel className="app-nav-item" />
        <LanguageSwitch />
        <NavButton icon={LogOut} label={text('navLogout')} tour="logout" onClick={() => void signOut()} />
      </div>
    </div>
  );
}
