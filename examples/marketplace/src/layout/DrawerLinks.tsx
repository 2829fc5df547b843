import { Link } from 'react-router';
import { Bell, Heart } from 'lucide-react';
import { useChoiceGroups } from '@estate/react';
import { useAppText } from '../app/i18n/AppText';
import type { AppMessageKey } from '../app/i18n/messages';

const ROUTES = {
  advertType: 'advert-type',
  status: 'property-status',
} as const;

/** The rail's own links: the heart and the bell of the wide layout. */
const SHORTCUTS: { to: string; icon: typeof Heart; label: AppMessageKey }[] = [
  { to: '/favourites', icon: Heart, label: 'navFavourites' },
  { to: '/notifications', icon: Bell, label: 'navNotifications' },
];

/**
 * What the right rail holds on extra-large screens, in the menu below them (issue 23): the advert
 * and status lists, favourites and notifications, so a phone reaches all of it.
 */
export function DrawerLinks({ onNavigate }: { onNavigate?: () => void }) {
  const text = useAppText();
  const groups = useChoiceGroups().filter((group) => group.dimension !== 'propertyType');
  return (
    <div className="app-drawer-links">
      {groups.map((group) => (
        <section key={group.dimension} aria-label={group.title}>
          <h2 className="app-aside-title">{group.title}</h2>
          <ul className="app-chip-list">
            {group.options.map((option) => (
              <li key={option.value}>
                <Link className="app-chip" to={`/${ROUTES[group.dimension as keyof typeof ROUTES]}/${encodeURIComponent(option.value)}`} onClick={onNavigate}>
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ul className="app-drawer-shortcuts">
        {SHORTCUTS.map(({ to, icon: Icon, label }) => (
          <li key={to}>
            <Link to={to} className="app-nav-item" onClick={onNavigate}>
              <Icon size={20} aria-hidden />
              <span>{text(label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
