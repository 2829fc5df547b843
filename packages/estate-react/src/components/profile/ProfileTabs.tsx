'use client';

import { formatUsd, type Profile } from '@estate/sdk';
import { useMyProfile, useProfileByUsername } from '@estate/sdk/react';
import * as Tabs from '@radix-ui/react-tabs';
import { Clapperboard, Eye, Grid3x3, Home, Play } from 'lucide-react';
import { useTranslate, useEstateUI } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Banner } from '../../primitives/Banner.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useErrorText } from '../shared/error-text.js';
import { useMediaUrl } from '../shared/internal.js';

export type ProfilePost = Profile['properties'][number];
export type ProfileClip = Profile['clips'][number];

export interface ProfileTabsViewProps {
  properties: readonly ProfilePost[];
  clips: readonly ProfileClip[];
  /** The own profile: its empty reels read 'No reels available' (spec §2). */
  own?: boolean;
  /** Which tab is open first. */
  defaultTab?: 'posts' | 'reels';
  loading?: boolean;
  className?: string;
}

/** A compact tile of a listing: cover, title and price, linking to the property page. */
function PostTile({ post }: { post: ProfilePost }) {
  const { components, paths } = useEstateUI();
  const media = useMediaUrl();
  const cover = media(post.cover_photo);
  const { Link } = components;
  return (
    <li>
      <Link href={paths.property(post.slug)} className="est-profile-tile">
        <span className="est-profile-tile-media">
          {cover ? <img src={cover} alt="" loading="lazy" decoding="async" /> : <Home size={28} aria-hidden />}
        </span>
        <span className="est-profile-tile-body">
          <span className="est-profile-tile-title">{post.title}</span>
          <span className="est-profile-tile-price">{formatUsd(post.price)}</span>
        </span>
      </Link>
    </li>
  );
}

/** A 9:16 tile of a reel: its first frame, views, linking to the clip page. */
function ReelTile({ clip }: { clip: ProfileClip }) {
  const { components, paths } = useEstateUI();
  const t = useTranslate();
  const media = useMediaUrl();
  const video = media(clip.video);
  const { Link } = components;
  const title = clip.title?.trim() || t('profileReel');
  return (
    <li>
      <Link href={paths.clip(clip.slug)} className="est-profile-reel">
        {video ? <video src={`${video}#t=0.1`} muted playsInline preload="metadata" aria-hidden tabIndex={-1} /> : null}
        <span className="est-profile-reel-shade" aria-hidden />
        <Play className="est-profile-reel-play" size={28} aria-hidden />
        <span className="est-profile-reel-meta">
          <span className="est-profile-reel-title">{title}</span>
          <span className="est-profile-reel-views">
            <Eye size={14} aria-hidden />
            <span className="est-visually-hidden">{t('profileViews', { count: clip.views })}</span>
            <span aria-hidden>{clip.views}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The Posts / Reels tabs of a profile page, from plain props. */
export function ProfileTabsView({ properties, clips, own = false, defaultTab = 'posts', loading = false, className }: ProfileTabsViewProps) {
  const t = useTranslate();
  const root = useRootProps('profile-tabs', className);
  return (
    <Tabs.Root {...root} defaultValue={defaultTab} aria-busy={loading || undefined}>
      <Tabs.List className="est-tabs-list" aria-label={t('profileTabsLabel')}>
        <Tabs.Trigger value="posts" className="est-tabs-trigger">
          <Grid3x3 size={16} aria-hidden />
          {t('posts')}
        </Tabs.Trigger>
        <Tabs.Trigger value="reels" className="est-tabs-trigger">
          <Clapperboard size={16} aria-hidden />
          {t('reelsTab')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="posts" className="est-tabs-content">
        {loading ? (
          <ul className="est-profile-grid" aria-hidden>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="est-profile-tile" data-loading>
                <Skeleton className="est-profile-tile-media" />
                <span className="est-profile-tile-body">
                  <Skeleton width="80%" height="0.9rem" />
                  <Skeleton width="40%" height="0.9rem" />
                </span>
              </li>
            ))}
          </ul>
        ) : properties.length === 0 ? (
          <EmptyState icon={<Grid3x3 size={22} />} title={t('profileNoPosts')} />
        ) : (
          <ul className="est-profile-grid">
            {properties.map((post) => (
              <PostTile key={post.id} post={post} />
            ))}
          </ul>
        )}
      </Tabs.Content>
      <Tabs.Content value="reels" className="est-tabs-content">
        {loading ? null : clips.length === 0 ? (
          <EmptyState icon={<Clapperboard size={22} />} title={t(own ? 'profileNoReels' : 'profileNoClips')} />
        ) : (
          <ul className="est-profile-reels">
            {clips.map((clip) => (
              <ReelTile key={clip.id} clip={clip} />
            ))}
          </ul>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

export interface ProfileTabsProps {
  username?: string;
  own?: boolean;
  defaultTab?: 'posts' | 'reels';
  className?: string;
}

/** A profile's posts and reels, read through the SDK: `<ProfileTabs username="..." />` or `<ProfileTabs own />`. */
export function ProfileTabs({ username, own = false, defaultTab, className }: ProfileTabsProps) {
  const mine = useMyProfile();
  const theirs = useProfileByUsername(own ? undefined : username);
  const { profile, error } = own ? mine : theirs;
  const errorText = useErrorText();
  if (error && !profile) return <Banner tone="danger" className={className}>{errorText(error)}</Banner>;
  return <ProfileTabsView properties={profile?.properties ?? []} clips={profile?.clips ?? []} own={own} loading={!profile} defaultTab={defaultTab} className={className} />;
}
