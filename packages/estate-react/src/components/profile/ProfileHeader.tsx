'use client';

import { countryName, flagEmoji, roleBadge, upgradePlans, type PaymentData, type PlanCode, type Profile } from '@estate/sdk';
import { useMyProfile, useProfileByUsername } from '@estate/sdk/react';
import { BadgeCheck, IdCard, MapPin, Pencil, Sparkles, Star, User } from '../../icons/index.js';
import { useState, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { FacebookIcon, InstagramIcon, ThreadsIcon, XIcon } from '../../icons/brands.js';
import { useErrorText } from '../shared/error-text.js';
import { countryLocale, GENDER_LABELS, UPGRADE_BUTTON_LABELS } from '../shared/internal.js';
import { useAverageText } from '../reviews/StarRating.js';
import { UpgradePlansDialog } from '../checkout/UpgradePlans.js';
import { LicenseBadge } from '../moderation/LicenseBadge.js';

/** What the header shows of a profile (the `Profile` of `profile/me` or of a username). */
export type ProfileHeaderProfile = Pick<
  Profile,
  | 'username'
  | 'full_name'
  | 'profile_photo'
  | 'role'
  | 'about_me'
  | 'gender'
  | 'country'
  | 'city'
  | 'license'
  | 'num_reviews'
  | 'facebook_url'
  | 'twitter_url'
  | 'instagram_url'
  | 'threads_url'
> &
  Partial<Pick<Profile, 'properties_count' | 'clips_count' | 'license_number'>> & {
    /** The mean review rating (agents); new in issue 13, optional until the generated types have it. */
    rating_average?: number;
    /** The licence a moderator checked (issue 26): the 'Licence verified {year}' badge. */
    license_status?: Profile['license_status'];
    license_verified_year?: Profile['license_verified_year'];
  };

export interface ProfileHeaderViewProps {
  profile: ProfileHeaderProfile;
  /**
   * The signed-in user's own profile: the full badge ('Verified Agent', 'Verified Top Agent'), the
   * 'Edit Profile' link and the upgrade buttons of the held role (spec §2 Own profile).
   */
  own?: boolean;
  /** An upgrade button was pressed (own profile): open the plans, e.g. `UpgradePlans`. */
  onUpgrade?: (plan: PlanCode) => void;
  /** The host page's own actions beside the name, e.g. a Message button on a public profile. */
  actions?: ReactNode;
  className?: string;
}

const SOCIAL = [
  { field: 'facebook_url', label: 'profileOnFacebook', Icon: FacebookIcon },
  { field: 'twitter_url', label: 'profileOnTwitter', Icon: XIcon },
  { field: 'instagram_url', label: 'profileOnInstagram', Icon: InstagramIcon },
  { field: 'threads_url', label: 'profileOnThreads', Icon: ThreadsIcon },
] as const;

/** The top of a public or own profile page, from plain props. */
export function ProfileHeaderView({ profile, own = false, onUpgrade, actions, className }: ProfileHeaderViewProps) {
  const { components, paths, messages, locale } = useEstateUI();
  const t = useTranslate();
  const root = useRootProps('profile-header', 'est-card-raised est-stack est-gap-5', className);
  const { Link } = components;
  const name = profile.full_name?.trim() || profile.username;
  const badge = roleBadge(profile, { messages, style: own ? 'full' : 'short' });
  const role = profile.role ?? 'buyer';
  const socials = SOCIAL.filter(({ field }) => profile[field]?.trim());
  const country = profile.country ? countryName(profile.country, countryLocale(locale)) : undefined;
  const license = profile.license?.trim() || profile.license_number?.trim();
  const upgrades = own ? upgradePlans(profile) : [];
  const isAgent = role === 'agent' || role === 'top_agent';
  const averageText = useAverageText();

  const facts: { key: string; icon: ReactNode; label: string; value: ReactNode }[] = [];
  if (profile.gender) facts.push({ key: 'gender', icon: <User size={16} aria-hidden />, label: t('gender'), value: t(GENDER_LABELS[profile.gender] ?? 'profileGenderOther') });
  if (profile.country)
    facts.push({
      key: 'country',
      icon: <span className="est-profile-flag est-text-base" aria-hidden>{flagEmoji(profile.country) || '🏳'}</span>,
      label: t('profileCountry'),
      value: country ?? profile.country,
    });
  if (profile.city?.trim()) facts.push({ key: 'city', icon: <MapPin size={16} aria-hidden />, label: t('profileCity'), value: profile.city });
  if (license) facts.push({ key: 'license', icon: <IdCard size={16} aria-hidden />, label: t('license'), value: license });

  return (
    <section {...root} aria-label={name} data-own={own || undefined}>
      <div className="est-profile-header-top est-align-start est-flex est-gap-6">
        <div className="est-profile-photo est-flex-none est-pill">
          <Avatar src={profile.profile_photo} name={name} size={96} />
        </div>
        <div className="est-profile-identity est-stack est-grow est-gap-2">
          <div className="est-profile-name-row est-row est-wrap">
            <h2 className="est-profile-name est-tracking-tight est-break est-text-2xl est-bold est-tight">{name}</h2>
            <span className="est-profile-badge est-bordered est-sunken est-nowrap est-inline est-gap-1 est-pill est-text-xs est-semibold" data-role={role}>
              {role === 'agent' || role === 'top_agent' ? <BadgeCheck size={14} aria-hidden /> : null}
              {badge}
            </span>
            <LicenseBadge status={profile.license_status} year={profile.license_verified_year} />
          </div>
          <p className="est-profile-username est-muted">@{profile.username}</p>
          <dl className="est-profile-stats est-flex est-wrap est-gap-6">
            {typeof profile.properties_count === 'number' && (
              <div>
                <dt className="est-text-xs est-muted">{t('posts')}</dt>
                <dd className="est-inline est-gap-1 est-text-lg est-bold">{profile.properties_count}</dd>
              </div>
            )}
            {typeof profile.clips_count === 'number' && (
              <div>
                <dt className="est-text-xs est-muted">{t('reelsTab')}</dt>
                <dd className="est-inline est-gap-1 est-text-lg est-bold">{profile.clips_count}</dd>
              </div>
            )}
            <div>
              <dt className="est-text-xs est-muted">{t('reviews')}</dt>
              <dd className="est-inline est-gap-1 est-text-lg est-bold">
                <Star size={14} aria-hidden className="est-profile-star" />
                {isAgent && (profile.num_reviews ?? 0) > 0 && (
                  <>
                    <span className="est-visually-hidden">{t('reviewsAverage', { average: averageText(profile.rating_average ?? 0) })}</span>
                    <span aria-hidden>{averageText(profile.rating_average ?? 0)}</span>
                    <span className="est-profile-review-count est-text-sm est-muted" aria-hidden>
                      ·
                    </span>
                  </>
                )}
                <span>{profile.num_reviews ?? 0}</span>
              </dd>
            </div>
          </dl>
          {socials.length > 0 && (
            <ul className="est-profile-socials est-flex est-gap-1" aria-label={t('profileSocialLinks')}>
              {socials.map(({ field, label, Icon }) => (
                <li key={field}>
                  <a className="est-profile-social est-bordered est-pill est-muted" href={profile[field]} target="_blank" rel="noopener noreferrer" aria-label={t(label, { name })} title={t(label, { name })} data-network={field.replace('_url', '')}>
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {(own || actions) && (
          <div className="est-profile-actions est-flex est-flex-none est-gap-2">
            {actions}
            {own && (
              <Link href={paths.editProfile()} className="est-button est-profile-edit-link" data-variant="secondary" data-size="md">
                <Pencil size={16} aria-hidden />
                {t('editProfile')}
              </Link>
            )}
          </div>
        )}
      </div>

      {profile.about_me?.trim() && (
        <div className="est-profile-about">
          <h3 className="est-visually-hidden">{t('about')}</h3>
          <p>{profile.about_me}</p>
        </div>
      )}

      {facts.length > 0 && (
        <dl className="est-profile-facts est-flex est-wrap est-gap-2">
          {facts.map((fact) => (
            <div key={fact.key} className="est-profile-fact est-sunken est-inline est-gap-2 est-pill" data-fact={fact.key}>
              <dt className="est-inline est-muted">
                {fact.icon}
                <span className="est-visually-hidden">{fact.label}</span>
              </dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {upgrades.length > 0 && (
        <div className="est-profile-upgrades est-divided est-flex est-wrap est-gap-2" role="group" aria-label={t('profileUpgrade')}>
          {upgrades.map((plan) => (
            <Button key={plan} variant={plan === upgrades[upgrades.length - 1] ? 'primary' : 'secondary'} size="sm" icon={<Sparkles size={14} aria-hidden />} data-plan={plan} onClick={() => onUpgrade?.(plan)}>
              {t(UPGRADE_BUTTON_LABELS[plan])}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}

/** The header's shape while the profile loads. */
export function ProfileHeaderSkeleton({ className }: { className?: string }) {
  const root = useRootProps('profile-header', 'est-card-raised est-stack est-gap-5', className);
  const t = useTranslate();
  return (
    <section {...root} aria-busy="true" aria-label={t('loading')} data-loading>
      <div className="est-profile-header-top est-align-start est-flex est-gap-6">
        <Skeleton width={102} height={102} radius="50%" />
        <div className="est-profile-identity est-stack est-grow est-gap-2">
          <Skeleton width="12rem" height="1.5rem" />
          <Skeleton width="7rem" height="0.9rem" />
          <Skeleton width="14rem" height="2.5rem" />
        </div>
      </div>
      <Skeleton width="100%" height="3rem" />
    </section>
  );
}

export interface ProfileHeaderProps {
  /** Whose public profile (spec: /profile/{username}/). */
  username?: string;
  /** The signed-in user's own profile (spec: /my-profile/). */
  own?: boolean;
  /**
   * A plan was chosen in the upgrade popup and its payment initiated: go to the checkout, e.g.
   * `navigate(paths.checkout())`. Without it, the popup offers a link to the checkout.
   */
  onPaymentInitiated?: (payment: PaymentData) => void;
  /** Actions of the host page beside the name (shown once the profile is loaded). */
  actions?: ReactNode;
  className?: string;
}

/**
 * A profile's header, read through the SDK: `<ProfileHeader username="amina_wanjiru" />` or
 * `<ProfileHeader own />`. The own header's upgrade buttons open `UpgradePlans` in a dialog.
 */
export function ProfileHeader({ username, own = false, onPaymentInitiated, actions, className }: ProfileHeaderProps) {
  const mine = useMyProfile();
  const theirs = useProfileByUsername(own ? undefined : username);
  const { profile, error, isLoading, isNotFound } = own ? mine : theirs;
  const errorText = useErrorText();
  const t = useTranslate();
  const [upgrade, setUpgrade] = useState<PlanCode | null>(null);

  if (error && !profile) {
    return (
      <Banner tone="danger" className={className}>
        {isNotFound ? t('profileNotFound') : errorText(error)}
      </Banner>
    );
  }
  if (isLoading || !profile) return <ProfileHeaderSkeleton className={className} />;
  return (
    <>
      <ProfileHeaderView profile={profile} own={own} onUpgrade={setUpgrade} actions={actions} className={className} />
      {own && (
        <UpgradePlansDialog
          open={upgrade !== null}
          onOpenChange={(open) => !open && setUpgrade(null)}
          selectedPlan={upgrade ?? undefined}
          onlyPlans={upgradePlans(profile)}
          onInitiated={onPaymentInitiated}
        />
      )}
    </>
  );
}
