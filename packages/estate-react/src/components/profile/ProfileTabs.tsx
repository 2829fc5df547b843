'use client';

import { formatUsd, type Profile } from '@estate/sdk';
import { useMyProfile, useProfileByUsername } from '@estate/sdk/react';
import * as Tabs from '@radix-ui/react-tabs';
import { Clapperboard, Eye, Grid3x3, Home, Play } from '../../icons/index.js';
import { useTranslate, useEstateUI } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Banner } from '../../primitives/Banner.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useErrorText } from '../shared/error-text.js';
import { useMediaUrl } from '../shared/internal.js';
import { MediaImage } from '../../primitives/MediaImage.js';
import { AvailabilityBadge } from '../listings/AvailabilityBadge.js';

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

/** A tile is a grid cell: half a phone's width, a fixed column beyond. */
const TILE_SIZES = '(min-width: 700px) 240px, 50vw';

/** A compact tile of a listing: cover, title and price, linking to the property page. */
function PostTile({ post }: { post: ProfilePost }) {
  const { components, paths } = useEstateUI();
  const { Link } = components;
  return (
    <li>
      <Link href={paths.property(post.slug)} className="est-profile-tile est-bordered est-clip est-rounded est-surface est-stack">
        <span className="est-profile-tile-media est-full est-clip est-sunken est-center">
          {post.cover_photo ? <MediaImage className="est-cover" src={post.cover_photo} alt="" sizes={TILE_SIZES} /> : <Home size={28} aria-hidden />}
        </span>
        <span className="est-profile-tile-body est-stack est-gap-1">
          <span className="est-profile-tile-title est-clamp est-semibold est-tight">{post.title}</span>
          <span className="est-profile-tile-price est-row est-gap-2 est-text-accent est-bold">
            {formatUsd(post.price)}
            {post.availability && <AvailabilityBadge availability={post.availability} />}
          </span>
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
      <Link href={paths.clip(clip.slug)} className="est-profile-reel est-clip est-rounded est-relative">
        {video ? <video className="est-cover" src={`${video}#t=0.1`} muted playsInline preload="metadata" aria-hidden tabIndex={-1} /> : null}
        <span className="est-profile-reel-shade est-absolute" aria-hidden />
        <Play className="est-profile-reel-play est-absolute" size={28} aria-hidden />
        <span className="est-profile-reel-meta est-absolute est-stack est-gap-px">
          <span className="est-profile-reel-title est-truncate est-semibold">{title}</span>
          <span className="est-profile-reel-views est-inline est-gap-1 est-text-xs">
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
  const root = useRootProps('profile-tabs', 'est-stack est-gap-4', className);
  return (
    <Tabs.Root {...root} defaultValue={defaultTab} aria-busy={loading || undefined}>
      <Tabs.List className="est-tabs-list est-flex est-gap-1" aria-label={t('profileTabsLabel')}>
        <Tabs.Trigger value="posts" className="est-tabs-trigger est-bare est-justify-center est-relative est-inline est-gap-2 est-semibold est-muted">
          <Grid3x3 size={16} aria-hidden />
          {t('posts')}
        </Tabs.Trigger>
        <Tabs.Trigger value="reels" className="est-tabs-trigger est-bare est-justify-center est-relative est-inline est-gap-2 est-semibold est-muted">
          <Clapperboard size={16} aria-hidden />
          {t('reelsTab')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="posts" className="est-tabs-content">
        {loading ? (
          <ul className="est-profile-grid est-grid est-gap-4" aria-hidden>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="est-profile-tile est-bordered est-clip est-rounded est-surface est-stack" data-loading>
                <Skeleton className="est-profile-tile-media est-full est-clip est-sunken est-center" />
                <span className="est-profile-tile-body est-stack est-gap-1">
                  <Skeleton width="80%" height="0.9rem" />
                  <Skeleton width="40%" height="0.9rem" />
                </span>
              </li>
            ))}
          </ul>
        ) : properties.length === 0 ? (
          <EmptyState icon={<Grid3x3 size={22} />} title={t('profileNoPosts')} />
        ) : (
          <ul className="est-profile-grid est-grid est-gap-4">
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
          <ul className="est-profile-reels est-grid est-gap-3">
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
  if (error && !profile)
    return (
      <Banner tone="danger" className={className}>
        {errorText(error)}
      </Banner>
    );
  return (
    <ProfileTabsView
      properties={profile?.properties ?? []}
      clips={profile?.clips ?? []}
      own={own}
      loading={!profile}
      defaultTab={defaultTab}
      className={className}
    />
  );
}
