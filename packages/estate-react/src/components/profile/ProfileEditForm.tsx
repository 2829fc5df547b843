'use client';

import { countries, GENDERS, IMAGE_ACCEPT, type ActionResult, type Profile, type ProfileDraft } from '@estate/sdk';
import { useMyProfile, useUpdateProfile, useUserInfo } from '@estate/sdk/react';
import { Camera } from '../../icons/index.js';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { FieldErrors, SelectField, TextArea, TextField } from '../../primitives/Field.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useErrorText } from '../shared/error-text.js';
import { countryLocale, GENDER_LABELS } from '../shared/internal.js';
import { FormActions } from '../shared/FormActions.js';
import { useFormAction } from '../shared/useFormAction.js';

/** Spec §9: the saved banner shows for 4 s after a save, the photo banner for 3 s after a file is picked. */
export const PROFILE_SAVED_BANNER_MS = 4000;
export const PROFILE_PHOTO_BANNER_MS = 3000;

/** What the form edits, as the profile has it (spec §2 Profile edit). */
export type ProfileEditValues = Pick<
  Profile,
  | 'phone_number'
  | 'about_me'
  | 'license'
  | 'gender'
  | 'country'
  | 'city'
  | 'is_buyer'
  | 'is_seller'
  | 'is_agent'
  | 'facebook_url'
  | 'instagram_url'
  | 'twitter_url'
  | 'threads_url'
  | 'profile_photo'
> &
  Partial<Pick<Profile, 'full_name' | 'username' | 'license_year'>>;

type TextFieldName = 'phone_number' | 'about_me' | 'license' | 'license_year' | 'gender' | 'country' | 'city' | 'facebook_url' | 'instagram_url' | 'twitter_url' | 'threads_url';
type FlagName = 'is_buyer' | 'is_seller' | 'is_agent';

export interface ProfileEditFormViewProps {
  /** The profile to edit; without one the form says 'User must be authenticated and userProfile must exist!'. */
  profile: ProfileEditValues | null | undefined;
  /**
   * Called with the whole form (and the picked photo, if any); resolves to how it ended. A refusal
   * (`{ok: false, error}`) shows under its fields, or above the form, worded by code.
   */
  onSave?: (draft: ProfileDraft<File>) => Promise<ActionResult<unknown>> | ActionResult<unknown>;
  saving?: boolean;
  /** A failure to show above the form besides the save's own (the profile could not load). */
  error?: string;
  /** Field errors to show besides the save's own (`{field: [messages]}`; stories). */
  fieldErrors?: Record<string, string[]>;
  /** Show the saved banner from the start (stories). */
  defaultSaved?: boolean;
  /** Show the photo banner from the start (stories). */
  defaultPhotoPicked?: boolean;
  className?: string;
}

/** The fields the form shows: a refusal of any other is said by the Save button. */
const PROFILE_FIELDS: readonly string[] = ['phone_number', 'about_me', 'license', 'license_year', 'gender', 'country', 'city', 'facebook_url', 'instagram_url', 'twitter_url', 'threads_url', 'is_buyer', 'is_seller', 'is_agent', 'profile_photo'];

const SOCIAL_FIELDS = [
  { name: 'facebook_url', label: 'profileFacebookUrl', placeholder: 'https://www.facebook.com/…' },
  { name: 'instagram_url', label: 'profileInstagramUrl', placeholder: 'https://www.instagram.com/…' },
  { name: 'twitter_url', label: 'profileTwitterUrl', placeholder: 'https://x.com/…' },
  { name: 'threads_url', label: 'profileThreadsUrl', placeholder: 'https://www.threads.net/@…' },
] as const;

const FLAGS = [
  { name: 'is_buyer', label: 'profileIsBuyer' },
  { name: 'is_seller', label: 'profileIsSeller' },
  { name: 'is_agent', label: 'profileIsAgent' },
] as const;

function valuesOf(profile: ProfileEditValues | null | undefined): Record<TextFieldName, string> & Record<FlagName, boolean> {
  return {
    phone_number: profile?.phone_number ?? '',
    about_me: profile?.about_me ?? '',
    license: profile?.license ?? '',
    license_year: profile?.license_year ? String(profile.license_year) : '',
    gender: profile?.gender ?? 'Other',
    country: profile?.country || 'KE',
    city: profile?.city ?? 'Nairobi',
    facebook_url: profile?.facebook_url ?? '',
    instagram_url: profile?.instagram_url ?? '',
    twitter_url: profile?.twitter_url ?? '',
    threads_url: profile?.threads_url ?? '',
    is_buyer: profile?.is_buyer ?? true,
    is_seller: profile?.is_seller ?? false,
    is_agent: profile?.is_agent ?? false,
  };
}

/** A banner that hides itself `ms` after each `show()`. */
function useTimedFlag(initial: boolean, ms: number) {
  const [on, setOn] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  };
  return [on, show, () => setOn(false)] as const;
}

/** The profile-edit form from plain props: its fields, the local photo preview and the spec's banners. */
export function ProfileEditFormView({ profile, onSave, saving = false, error: shownError, fieldErrors: shownFieldErrors, defaultSaved = false, defaultPhotoPicked = false, className }: ProfileEditFormViewProps) {
  const t = useTranslate();
  const form = useFormAction((draft: ProfileDraft<File>) => onSave?.(draft) ?? { ok: true as const, value: undefined }, undefined, { fields: PROFILE_FIELDS });
  const fieldErrors = { ...shownFieldErrors, ...form.fieldErrors };
  const { locale } = useEstateUI();
  const root = useRootProps('profile-edit', 'est-card est-stack est-gap-6', className);
  const photoId = useId();
  const [values, setValues] = useState(() => valuesOf(profile));
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const [saved, showSaved, hideSaved] = useTimedFlag(defaultSaved, PROFILE_SAVED_BANNER_MS);
  const [photoPicked, showPhotoPicked, hidePhotoPicked] = useTimedFlag(defaultPhotoPicked, PROFILE_PHOTO_BANNER_MS);
  const countryList = useMemo(() => countries(countryLocale(locale)), [locale]);

  // The form follows a profile that arrives (or changes user) after the first render.
  const profileKey = profile ? `${profile.username ?? ''}` : '';
  const [shownKey, setShownKey] = useState(profileKey);
  if (shownKey !== profileKey) {
    setShownKey(profileKey);
    setValues(valuesOf(profile));
  }

  useEffect(() => {
    if (!photo) return setPreview(undefined);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const change = (name: TextFieldName | FlagName, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    form.fieldChanged(name, next);
  };
  const set = (name: TextFieldName) => (event: { target: { value: string } }) => change(name, event.target.value);
  const toggle = (name: FlagName) => (event: { target: { checked: boolean } }) => change(name, event.target.checked);
  const errorsOf = (name: string) => fieldErrors[name];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    hideSaved();
    const result = await form.run({ ...values, ...(photo ? { profile_photo: photo } : {}) });
    if (result.ok && onSave) {
      setPhoto(null);
      showSaved();
    }
  };

  const name = profile?.full_name?.trim() || profile?.username || '';
  // Shown from the props (stories): a field the form has not goes by the button, as the save's own do.
  const unnamedErrors = Object.entries(shownFieldErrors ?? {})
    .filter(([field]) => !PROFILE_FIELDS.includes(field))
    .flatMap(([, list]) => list);
  const formError = [form.formError, ...unnamedErrors].filter(Boolean).join(' ') || undefined;

  return (
    <form {...root} ref={form.formRef} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      <div className="est-profile-edit-banners est-stack est-gap-2">
        {!profile && <Banner tone="danger">{t('profileSaveNeedsAuth')}</Banner>}
        {shownError && <Banner tone="danger">{shownError}</Banner>}
        {photoPicked && (
          <Banner tone="info" onDismiss={hidePhotoPicked}>
            {t('profilePhotoPicked')}
          </Banner>
        )}
      </div>

      <div className="est-profile-edit-photo est-row est-gap-5">
        {preview ? <img className="est-avatar" src={preview} alt={t('profilePhoto')} width={96} height={96} /> : <Avatar src={profile?.profile_photo} name={name || undefined} size={96} />}
        <div className="est-profile-edit-photo-text est-align-start est-stack est-gap-2">
          <span className="est-field-label">{t('profilePhoto')}</span>
          <label htmlFor={photoId} className="est-button est-file-button" data-variant="secondary" data-size="sm">
            <Camera size={16} aria-hidden />
            {t('profileChangePhoto')}
          </label>
          <input
            id={photoId}
            className="est-visually-hidden"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label={t('profilePhoto')}
            aria-invalid={errorsOf('profile_photo') ? true : undefined}
            aria-describedby={errorsOf('profile_photo') ? `${photoId}-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) {
                setPhoto(file);
                showPhotoPicked();
                form.fieldChanged('profile_photo', values);
              }
              event.target.value = '';
            }}
          />
          <FieldErrors id={`${photoId}-error`} errors={errorsOf('profile_photo')} />
        </div>
      </div>

      <fieldset className="est-profile-edit-section est-shrink est-stack est-gap-4">
        <legend>{t('profileDetails')}</legend>
        <div className="est-profile-edit-grid est-grid est-gap-4">
          <TextField label={t('phoneNumber')} type="tel" autoComplete="tel" value={values.phone_number} onChange={set('phone_number')} errors={errorsOf('phone_number')} />
          <TextField label={t('license')} value={values.license} onChange={set('license')} errors={errorsOf('license')} />
          <TextField
            label={t('licenseYearField')}
            hint={t('licenseYearHint')}
            inputMode="numeric"
            maxLength={4}
            placeholder={String(new Date().getFullYear())}
            value={values.license_year}
            onChange={set('license_year')}
            errors={errorsOf('license_year')}
          />
          <SelectField label={t('gender')} value={values.gender} onChange={set('gender')} errors={errorsOf('gender')}>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(GENDER_LABELS[gender])}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('profileCountry')} value={values.country} onChange={set('country')} errors={errorsOf('country')}>
            {countryList.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </SelectField>
          <TextField label={t('profileCity')} autoComplete="address-level2" value={values.city} onChange={set('city')} errors={errorsOf('city')} />
        </div>
        <TextArea label={t('profileAboutMe')} rows={4} value={values.about_me} onChange={set('about_me')} errors={errorsOf('about_me')} />
      </fieldset>

      <fieldset className="est-profile-edit-section est-shrink est-stack est-gap-4">
        <legend>{t('profileRoles')}</legend>
        <div className="est-profile-edit-flags est-flex est-wrap est-gap-2">
          {FLAGS.map((flag) => (
            <label key={flag.name} className="est-checkbox est-inline est-gap-2 est-pill">
              <input type="checkbox" checked={values[flag.name]} onChange={toggle(flag.name)} />
              <span>{t(flag.label)}</span>
            </label>
          ))}
        </div>
        <p className="est-field-hint">{t('profileRolesHint')}</p>
      </fieldset>

      <fieldset className="est-profile-edit-section est-shrink est-stack est-gap-4">
        <legend>{t('profileSocial')}</legend>
        <div className="est-profile-edit-grid est-grid est-gap-4">
          {SOCIAL_FIELDS.map((field) => (
            <TextField key={field.name} label={t(field.label)} type="url" inputMode="url" placeholder={field.placeholder} value={values[field.name]} onChange={set(field.name)} errors={errorsOf(field.name)} />
          ))}
        </div>
      </fieldset>

      <FormActions
        className="est-profile-edit-actions est-divided est-surface"
        align="end"
        error={formError}
        status={saving ? 'pending' : saved ? 'success' : 'idle'}
        statusText={saving ? t('profileSaving') : t('profileSaved')}
      >
        <Button type="submit" size="lg" loading={saving}>
          {saving ? t('profileSaving') : t('profileSaveChanges')}
        </Button>
      </FormActions>
    </form>
  );
}

/** The form's shape while the profile loads. */
function ProfileEditFormSkeleton({ className }: { className?: string }) {
  const root = useRootProps('profile-edit', 'est-card est-stack est-gap-6', className);
  const t = useTranslate();
  return (
    <div {...root} aria-busy="true">
      <span className="est-visually-hidden" role="status">
        {t('loading')}
      </span>
      <div className="est-profile-edit-photo est-row est-gap-5">
        <Skeleton width={96} height={96} radius="50%" />
        <Skeleton width="8rem" height="2rem" />
      </div>
      <div className="est-profile-edit-grid est-grid est-gap-4">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="3.75rem" />
        ))}
      </div>
    </div>
  );
}

export interface ProfileEditFormProps {
  /** The profile was saved (after the saved banner shows), e.g. to go back to the profile. */
  onSaved?: (profile: Profile) => void;
  className?: string;
}

/**
 * The signed-in user's profile form, read and saved through the SDK (`useMyProfile`,
 * `useUpdateProfile`): field errors under each field, whether the SDK's rule or the server refused.
 */
export function ProfileEditForm({ onSaved, className }: ProfileEditFormProps) {
  const signedIn = useUserInfo() !== null;
  const { profile, isLoading, error: loadError } = useMyProfile();
  const { save, isSaving } = useUpdateProfile();
  const errorText = useErrorText();
  if (signedIn && (isLoading || (!profile && !loadError))) return <ProfileEditFormSkeleton className={className} />;
  return (
    <ProfileEditFormView
      profile={profile}
      saving={isSaving}
      error={loadError ? errorText(loadError) : undefined}
      onSave={async (draft) => {
        const result = await save(draft);
        if (result.ok) onSaved?.(result.value);
        return result;
      }}
      className={className}
    />
  );
}
