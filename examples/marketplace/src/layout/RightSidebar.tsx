import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { Avatar, NotificationsBell, Skeleton, useRecentSearches } from '@estate/react';
import { countryName, formatUsd, STORAGE_KEYS, type Property } from '@estate/sdk';
import { useMyProfile, useProperties } from '@estate/sdk/react';
import { useLocale } from '../app/i18n/locale';
import { useAppText } from '../app/i18n/AppText';
import type { AppMessageKey } from '../app/i18n/messages';
import { useScopedCountry } from './useScopedCountry';

const ADVERTS: [AppMessageKey, string][] = [
  ['forSale', 'For Sale'],
  ['forRent', 'For Rent'],
  ['auction', 'Auction'],
];
const STATUSES: [AppMessageKey, AppMessageKey, string][] = [
  ['ongoingProject', 'ongoingProjects', 'Ongoing Project'],
  ['completedProject', 'completedProjects', 'Completed Project'],
];
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
 * The right sidebar of spec §2 (extra-large screens): the profile and favourites, notifications,
 * the advert and status links (scoped to the page's country when it has one), recent searches
 * and the first three listings.
 */
export function RightSidebar() {
  const text = useAppText();
  const [locale] = useLocale();
  const country = useScopedCountry();
  const { profile } = useMyProfile();
  const recent = useRecentSearches(STORAGE_KEYS.recentUsers);
  const { properties, isLoading } = useProperties({ pageSize: SIDEBAR_PROPERTIES });

  return (
    <div className="app-aside-inner">
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

      <Section title={text('adverts')}>
        <ul className="app-chip-list">
          {ADVERTS.map(([label, value]) => (
            <li key={value}>
              <Link className="app-chip" to={path('advert-type', value)}>
                {text(label)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={text('propertyStatus')}>
        <ul className="app-chip-list">
          {STATUSES.map(([label, , value]) => (
            <li key={value}>
              <Link className="app-chip" to={path('property-status', value)}>
                {text(label)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {country && (
        <Section title={text('inCountry', { country: countryName(country, locale) ?? country })}>
          <ul className="app-chip-list">
            {ADVERTS.map(([label, value]) => (
              <li key={value}>
                <Link className="app-chip" to={path('advert-type', country, value)}>
                  {text(label)}
                </Link>
              </li>
            ))}
            {STATUSES.map(([, plural, value]) => (
              <li key={value}>
                <Link className="app-chip" to={path('property-status', country, `${value}s`)}>
                  {text(plural)}
                </Link>
              </li>
            ))}
            <li>
              <Link className="app-chip" to={`${path(country, 'House', 'For Sale')}/`}>
                {text('housesForSale')}
              </Link>
            </li>
            <li>
              <Link className="app-chip" to={`${path(country, 'Apartment', 'For Rent')}/`}>
                {text('apartmentsForRent')}
              </Link>
            </li>
          </ul>
        </Section>
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
              ),
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
