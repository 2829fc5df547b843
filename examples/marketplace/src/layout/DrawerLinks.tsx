import { Link } from 'react-router';
import { Bell, Heart } from 'lucide-react';
import { useChoiceGroups } from '@estate/react';
import { useAppText } from '../app/i18n/AppText';

const ROUTES = {
  advertType: 'advert-type',
  status: 'property-status',
} as const;

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
        <li>
          <Link to="/favourites" className="app-nav-item" onClick={onNavigate}>
            <Heart size={20} aria-hidden />
            <span>{text('navFavourites')}</span>
          </Link>
        </li>
        <li>
          <Link to="/notifications" className="app-nav-item" onClick={onNavigate}>
            <Bell size={20} aria-hidden />
            <span>{text('navNotifications')}</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
