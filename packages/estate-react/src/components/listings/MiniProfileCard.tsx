'use client';

import { countryLabel, roleBadge, type Profile } from '@estate/sdk';
import { useProfileByUsername } from '@estate/sdk/react';
import { clsx } from 'clsx';
import { ImageOff } from '../../icons/index.js';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { MediaImage } from '../../primitives/MediaImage.js';
import { formatCount } from './listing-helpers.js';
import { FacebookIcon, InstagramIcon, ThreadsIcon, XIcon } from '../../icons/brands.js';
import { RatingSummary } from '../reviews/StarRating.js';

const NETWORKS: { field: 'facebook_url' | 'twitter_url' | 'instagram_url' | 'threads_url'; network: string; Icon: ComponentType<{ size?: number }> }[] = [
  { field: 'facebook_url', network: 'Facebook', Icon: FacebookIcon },
  { field: 'twitter_url', network: 'X (Twitter)', Icon: XIcon },
  { field: 'instagram_url', network: 'Instagram', Icon: InstagramIcon },
  { field: 'threads_url', network: 'Threads', Icon: ThreadsIcon },
];

export interface MiniProfileCardViewProps {
  /** The owner's profile; skeletons while it is undefined. */
  profile: Profile | undefined;
  /** Shown while loading, before the profile arrives. */
  username?: string;
  className?: string;
}

/**
 * The mini profile card of spec §2: photo, social links, full name, country, the short badge
 * (Buyer, Seller or Agent), counts of properties and clips, and the first 3 property covers or
 * 'No Posts available'; for agents, their review stars, average and count too.
 */
export function MiniProfileCardView({ profile, username, className }: MiniProfileCardViewProps) {
  const t = useTranslate();
  const { locale, intlLocale, messages, paths, components } = useEstateUI();
  const { Link } = components;
  if (!profile) {
    return (
      <div className={clsx('est-mini-profile est-stack est-gap-3', className)} aria-busy="true">
        <div className="est-mini-profile-head est-row est-gap-3">
          <Skeleton width={56} height={56} radius="50%" />
          <div className="est-mini-profile-id est-shrink est-stack est-gap-1">
            <Skeleton width={120} height={16} />
            <Skeleton width={80} height={12} />
          </div>
        </div>
        <Skeleton height={64} />
        {username && <span className="est-visually-hidden">{username}</span>}
      </div>
    );
  }
  const name = profile.full_name || profile.username;
  const posts = (profile.properties ?? []).slice(0, 3);
  const socials = NETWORKS.filter(({ field }) => Boolean(profile[field]));
  const isAgent = profile.role === 'agent' || profile.role === 'top_agent';
  // `rating_average` is new in issue 13; read it loosely until the generated types have it.
  const ratingAverage = (profile as { rating_average?: number }).rating_average ?? 0;
  const countText = (count: number, one: 'postsOne' | 'clipsOne', many: 'postsCount' | 'clipsCount') =>
    count === 1 ? t(one) : t(many, { count: formatCount(count, intlLocale) });
  return (
    <div className={clsx('est-mini-profile est-stack est-gap-3', className)}>
      <div className="est-mini-profile-head est-row est-gap-3">
        <Avatar src={profile.profile_photo} name={name} size={56} />
        <div className="est-mini-profile-id est-shrink est-stack est-gap-1">
          <p className="est-mini-profile-name est-text-base est-semibold">{name}</p>
          <p className="est-mini-profile-meta est-row est-wrap est-gap-2 est-text-xs est-muted">
            <span className="est-property-chip est-bordered est-sunken est-nowrap est-inline est-gap-1 est-pill est-text-xs est-medium" data-tone="accent">
              {roleBadge(profile, { style: 'short', messages })}
            </span>
            {profile.country && <span>{countryLabel(profile.country, locale)}</span>}
          </p>
        </div>
      </div>
      {isAgent && <RatingSummary average={ratingAverage} count={profile.num_reviews ?? 0} className="est-mini-profile-rating est-text-xs" />}
      {socials.length > 0 && (
        <ul className="est-mini-profile-socials est-flex est-gap-1">
          {socials.map(({ field, network, Icon }) => (
            <li key={field}>
              <a
                className="est-circle est-sunken est-muted"
                href={profile[field]!}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('socialLink', { name, network })}
                title={network}
              >
                <Icon size={16} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="est-mini-profile-counts est-flex est-gap-4 est-semibold">
        <span>{countText(profile.properties_count ?? profile.properties?.length ?? 0, 'postsOne', 'postsCount')}</span>
        <span>{countText(profile.clips_count ?? profile.clips?.length ?? 0, 'clipsOne', 'clipsCount')}</span>
      </p>
      {posts.length > 0 ? (
        <ul className="est-mini-profile-posts est-grid est-gap-1">
          {posts.map((post) => (
            <li key={post.id}>
              <Link href={paths.property(post.slug)} aria-label={t('openPost', { title: post.title })}>
                {post.cover_photo ? (
                  <MediaImage className="est-cover" src={post.cover_photo} alt="" sizes="96px" />
                ) : (
                  <span className="est-mini-profile-post-empty est-center est-muted">
                    <ImageOff size={16} aria-hidden />
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="est-mini-profile-empty est-rounded est-sunken est-text-center est-muted">{t('noPosts')}</p>
      )}
    </div>
  );
}

/** How long a pointer rests on the owner before the card opens, and how long it may be away before it closes. */
export const MINI_PROFILE_OPEN_DELAY_MS = 350;
export const MINI_PROFILE_CLOSE_DELAY_MS = 200;

export interface OwnerPreviewProps {
  username: string;
  /** The owner's link, which the card opens from. */
  children: ReactNode;
}

const loadPopover = () => import('./OwnerPopover.js').then(({ OwnerPopover }) => ({ default: OwnerPopover }));
const OwnerPopover = lazy(loadPopover);

/**
 * The owner's link with the mini profile card: it opens after a short rest of the pointer, or at
 * once on keyboard focus, and closes on leaving, blur or Escape. The profile
 * (`useProfileByUsername`) is fetched only once the card has opened; the popover's code (Radix's)
 * as the pointer first enters an owner's link or it is focused.
 */
export function OwnerPreview({ username, children }: OwnerPreviewProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOpen(next);
      if (next) setWanted(true);
    }, delay);
  };
  const openNow = () => {
    clearTimeout(timer.current);
    void loadPopover();
    setOpen(true);
    setWanted(true);
  };
  const { profile } = useProfileByUsername(wanted ? username : null);
  const label = t('aboutOwner', { name: profile?.full_name || username });
  const leave = () => later(false, MINI_PROFILE_CLOSE_DELAY_MS);
  const stay = () => clearTimeout(timer.current);
  return (
    <>
      <span
        ref={anchor}
        className="est-owner-preview-anchor est-shrink"
        onPointerEnter={() => {
          void loadPopover();
          later(true, MINI_PROFILE_OPEN_DELAY_MS);
        }}
        onPointerLeave={leave}
        onFocus={openNow}
        onBlur={leave}
      >
        {children}
      </span>
      {wanted && (
        <Suspense fallback={null}>
          <OwnerPopover open={open} onOpenChange={setOpen} anchor={anchor} label={label} onPointerEnter={stay} onPointerLeave={leave} onFocus={stay}>
            <MiniProfileCardView profile={profile} username={username} />
          </OwnerPopover>
        </Suspense>
      )}
    </>
  );
}
