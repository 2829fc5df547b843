import type { ButtonHTMLAttributes, ComponentType, Ref } from 'react';
import { NavLink } from 'react-router';
import { useAppText } from '../app/i18n/AppText';
import type { AppMessageKey } from '../app/i18n/messages';

/**
 * The sidebar's entries, a link (`NavItem`) or a button that opens something (`NavButton`): one
 * look for both, shared by the sidebar and the menus it holds (Create), so neither imports the other.
 */

export type NavIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

interface NavItemProps {
  to: string;
  icon: NavIcon;
  label: AppMessageKey;
  tour: string;
  end?: boolean;
  onNavigate?: () => void;
  /** A count shown as a badge after the label (unread messages), with its own accessible text. */
  badge?: { count: number; label: string };
}

/** A destination in the sidebar, with an optional count badge. */
export function NavItem({ to, icon: Icon, label, tour, end, onNavigate, badge }: NavItemProps) {
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

interface NavButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: NavIcon;
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
