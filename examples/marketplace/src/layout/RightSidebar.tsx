import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { Avatar, NotificationsBell, Skeleton, useRecentSearches } from '@estate/react';
import { formatUsd, STORAGE_KEYS, type Property } from '@estate/sdk';
import { useMyProfile, useProperties } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import { useIsMember } from '../app/ssr/session-hint';

/** Spec §9: the sidebar shows the first 3 properties. */
const SIDEBAR_PROPERTIES = 3;

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="app-aside-section" aria-label={title}>
      <h2 className="app-aside-title">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The right sidebar of spec §2 (extra-large screens): the profile and favourites, notifications (for
 * members: a guest's ways in are the sidebar's, issue 23),
 * recent searches and the first three listings. The advert and status links of the spec's rail
 * are the listing pages' filter pills now (issue 22: one copy of that navigation, on phones too).
 */
export function RightSidebar() {
  const text = useAppText();
  const { profile } = useMyProfile();
  const isRegistered = useIsMember();
  const recent = useRecentSearches(STORAGE_KEYS.recentUsers);
  const { properties, isLoading } = useProperties({
    pageSize: SIDEBAR_PROPERTIES,
  });

  return (
    <div className="app-aside-inner">
      {isRegistered && (
        <div className="app-aside-me">
          <Link to="/my-profile" className="app-aside-profile">
            <Avatar src={profile?.profile_photo} name={profile?.full_name || profile?.username} size={44} decorative />
            <span className="app-aside-profile-text">
              <strong>{profile?.full_name || profile?.username || text('navProfile')}</strong>
              {profile?.username && <span>@{profile.username}</span>}
            </span>
          </Link>
          <Link to="/favourites" className="est-icon-button" aria-label={text('navFavourites')}>
            <Heart size={20} aria-hidden />
          </Link>
          <NotificationsBell />
        </div>
      )}

      <Section title={text('recents')}>
        {recent.list.length === 0 ? (
          <p className="app-aside-empty">{text('noRecentSearches')}</p>
        ) : (
          <ul className="app-recent-list">
            {recent.list.slice(0, 5).map((entry) =>
              typeof entry === 'string' ? (
                <li key={`text:${entry}`} className="app-recent-text">
                  {entry}
                </li>
              ) : (
                <li key={`user:${entry.username}`}>
                  <Link to={path('profile', entry.username)} className="app-recent-person">
                    <Avatar src={entry.profile_photo} name={entry.full_name || entry.username} size={28} decorative />
                    <span>{entry.full_name || entry.username}</span>
                  </Link>
                </li>
              )
            )}
          </ul>
        )}
      </Section>

      <Section title={text('latestListings')}>
        <ul className="app-mini-listings">
          {isLoading
            ? Array.from({ length: SIDEBAR_PROPERTIES }, (_, index) => (
                <li key={index} className="app-mini-listing">
                  <Skeleton className="app-mini-listing-photo" />
                  <Skeleton className="app-mini-listing-line" />
                </li>
              ))
            : properties.slice(0, SIDEBAR_PROPERTIES).map((property) => <MiniListing key={property.id} property={property} />)}
        </ul>
      </Section>
    </div>
  );
}

function MiniListing({ property }: { property: Property }) {
  return (
    <li>
      <Link to={`/property/${encodeURIComponent(property.slug)}/`} className="app-mini-listing">
        <img src={property.cover_photo ?? undefined} alt="" loading="lazy" className="app-mini-listing-photo" />
        <span className="app-mini-listing-text">
          <strong>{property.title}</strong>
          <span>{formatUsd(property.price)}</span>
        </span>
      </Link>
    </li>
  );
}
