import { lazy, Suspense, useState, type ButtonHTMLAttributes, type ComponentType, type Ref } from 'react';
import { NavLink } from 'react-router';
import { Clapperboard, Compass, Home, Info, LayoutDashboard, LogOut, MessageCircle, Search, UserRound, Users } from 'lucide-react';
import { ThemeToggle, useGuestGate } from '@estate/react';
import { useChatUnread, useSession } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import type { AppMessageKey } from '../app/i18n/messages';
import { CreateMenu } from './CreateMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

/** Where About goes (spec §2: an external site in a new tab); set `VITE_ABOUT_URL` at build time. */
const ABOUT_URL = import.meta.env.VITE_ABOUT_URL ?? 'https://github.com/estate-kit/estate-kit#readme';

const loadSearchPanel = () => import('./deferred/SearchPanel');
const SearchPanel = lazy(loadSearchPanel);

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

interface NavItemProps {
  to: string;
  icon: Icon;
  label: AppMessageKey;
  tour: string;
  end?: boolean;
  onNavigate?: () => void;
  /** A count shown as a badge after the label (unread messages), with its own accessible text. */
  badge?: { count: number; label: string };
}

function NavItem({ to, icon: Icon, label, tour, end, onNavigate, badge }: NavItemProps) {
  const text = useAppText();
  return (
    <li>
      <NavLink to={to} end={end} className="app-nav-item" data-tour={tour} onClick={onNavigate}>
        <Icon size={22} aria-hidden />
        <span>{text(label)}</span>
        {badge && badge.count > 0 && (
          <span className="app-nav-badge" data-testid="nav-unread">
            <span aria-hidden>{badge.count > 99 ? '99+' : badge.count}</span>
            <span className="app-visually-hidden">{badge.label}</span>
          </span>
        )}
      </NavLink>
    </li>
  );
}

/** Messages, with the unread total as a badge (kept current by the chat hooks and the live events). */
function InboxNavItem({ onNavigate }: { onNavigate?: () => void }) {
  const text = useAppText();
  const { isRegistered } = useSession();
  const { unreadCount } = useChatUnread({ isPaused: () => !isRegistered });
  return (
    <NavItem
      to="/inbox"
      icon={MessageCircle}
      label="navMessage"
      tour="chat"
      onNavigate={onNavigate}
      badge={isRegistered ? { count: unreadCount, label: text('navUnreadMessages', { count: unreadCount }) } : undefined}
    />
  );
}

interface NavButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: Icon;
  label: string;
  tour: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A sidebar entry that opens something instead of navigating. It passes on every prop and its
 * ref, so a Radix trigger (`asChild`) can anchor its popover to it and give the focus back.
 */
export function NavButton({ icon: Icon, label, tour, ...props }: NavButtonProps) {
  return (
    <button type="button" className="app-nav-item" data-tour={tour} {...props}>
      <Icon size={22} aria-hidden />
      <span>{label}</span>
    </button>
  );
}

/**
 * Search and Agents: until first used, a plain button (its code is fetched when the pointer or the
 * focus comes near); the first click mounts the kit's slide-over already open, with the same
 * button as its trigger, so the focus comes back to it on close. Guests get the popup instead.
 */
function SearchEntry({ kind, icon, label, tour, onSelect }: { kind: 'users' | 'agents'; icon: Icon; label: string; tour: string; onSelect?: () => void }) {
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

/**
 * The left sidebar of spec §2: every destination, the search and agents slide-overs, the Create
 * menu, the agent dashboard, About in a new tab, the theme, the language and Logout. Below the
 * extra-large breakpoint it is a drawer the top bar opens; `onNavigate` closes it.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const text = useAppText();
  const { logout } = useSession();

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
      <nav aria-label={text('mainNavigation')} className="app-sidebar-nav">
        <ul>
          <NavItem to="/" end icon={Home} label="navHome" tour="home" onNavigate={onNavigate} />
          <NavItem to="/explore" icon={Compass} label="navExplore" tour="explore" onNavigate={onNavigate} />
          <li>
            <SearchEntry kind="users" icon={Search} label={text('navSearch')} tour="search" onSelect={onNavigate} />
          </li>
          <NavItem to="/clips" icon={Clapperboard} label="navClips" tour="clips" onNavigate={onNavigate} />
          <NavItem to="/dashboard" icon={LayoutDashboard} label="navDashboard" tour="dashboard" onNavigate={onNavigate} />
          <li>
            <SearchEntry kind="agents" icon={Users} label={text('navAgents')} tour="agents" onSelect={onNavigate} />
          </li>
          <InboxNavItem onNavigate={onNavigate} />
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
      <div className="app-sidebar-footer">
        <ThemeToggle showLabel className="app-nav-item" />
        <LanguageSwitch />
        <NavButton icon={LogOut} label={text('navLogout')} tour="logout" onClick={() => void signOut()} />
      </div>
    </div>
  );
}
