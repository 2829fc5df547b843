import type { Gender } from '../client/types.js';
import { toCountryCode } from '../countries/countries.js';
import { GENDERS } from '../generated/contract.js';
import { resolveMessages, type WithMessages } from '../messages.js';
import { checkFieldLimits } from './limits.js';
import { addIssue, fail, hasIssues, pass, type FieldIssues, type RuleResult } from './result.js';
import { isFileLike, isHttpUrl, trimmed, type FileLike } from './values.js';

/** The profile-edit form of spec §2; every field is optional and only the given ones are sent. */
export interface ProfileDraft<File extends FileLike = FileLike> {
  phone_number?: string | null;
  about_me?: string | null;
  license?: string | null;
  /** The EARB practising-certificate year, four digits (2000 to next year; the server checks); blank clears it. */
  license_year?: string | null;
  gender?: string | null;
  country?: string | null;
  city?: string | null;
  is_buyer?: boolean | null;
  is_seller?: boolean | null;
  is_agent?: boolean | null;
  facebook_url?: string | null;
  instagram_url?: string | null;
  twitter_url?: string | null;
  threads_url?: string | null;
  profile_photo?: File | null;
}

export const SOCIAL_URL_FIELDS = ['facebook_url', 'instagram_url', 'twitter_url', 'threads_url'] as const;
export type SocialUrlField = (typeof SOCIAL_URL_FIELDS)[number];

const TEXT_FIELDS = ['phone_number', 'about_me', 'license', 'license_year', 'gender', 'city'] as const;
const FLAG_FIELDS = ['is_buyer', 'is_seller', 'is_agent'] as const;

export type ProfilePayload<File extends FileLike = FileLike> = Partial<
  Record<(typeof TEXT_FIELDS)[number] | 'country' | SocialUrlField, string> & Record<(typeof FLAG_FIELDS)[number], boolean> & { profile_photo: File }
>;

export interface ProfileSaveContext extends WithMessages {
  authenticated: boolean;
  /** The signed-in user's profile as loaded; its id names the profile to update. */
  profile: { id: number } | null | undefined;
}

export type ProfileSaveResult<File extends FileLike = FileLike> = RuleResult<{ profileId: number; payload: ProfilePayload<File> }, 'profile_needs_auth' | 'invalid'>;

/** The contract's gender for one in any case ('male' → 'Male'); undefined for none of them. */
const genderOf = (value: string): Gender | undefined => GENDERS.find((gender) => gender.toLowerCase() === value.toLowerCase());

/**
 * The profile-save checks of spec §5: an authenticated user with a loaded profile, else 'User must
 * be authenticated and userProfile must exist!' (`profile_needs_auth`). Then every given field at
 * once (`invalid`, `issues` by field, the message e.g. 'Facebook url: Enter a valid URL.'): each
 * social link empty or an http(s) URL ('Enter a valid URL.', `invalid_url`); the gender one of the
 * contract's `GENDERS`, in any case (`invalid_choice`);
 * text and links within the server's `maxLength` and the photo within its `maxBytes` (the
 * contract's `FORM_FIELDS.updateProfile`).
 * Text is trimmed (a blank link clears it), the gender written as the server has it, a known
 * country code upper-cased, flags kept as booleans, and fields that were not given (undefined or
 * null) are left out of the payload.
 */
export function checkProfileSave<File extends FileLike>(draft: ProfileDraft<File>, context: ProfileSaveContext): ProfileSaveResult<File> {
  const messages = resolveMessages(context.messages);
  if (!context.authenticated || !context.profile) return fail('profile_needs_auth', messages);

  const payload: ProfilePayload<File> = {};
  for (const field of [...TEXT_FIELDS, ...SOCIAL_URL_FIELDS]) {
    if (draft[field] !== undefined && draft[field] !== null) payload[field] = trimmed(draft[field]);
  }

  const issues: FieldIssues<keyof ProfilePayload & string> = {};
  for (const field of SOCIAL_URL_FIELDS) {
    const url = payload[field];
    if (url && !isHttpUrl(url)) addIssue(issues, field, messages, 'invalid_url');
  }
  if (payload.gender !== undefined) {
    const gender = genderOf(payload.gender);
    if (gender) payload.gender = gender;
    else addIssue(issues, 'gender', messages, 'invalid_choice', { value: payload.gender });
  }
  checkFieldLimits('updateProfile', { ...payload, profile_photo: isFileLike(draft.profile_photo) ? draft.profile_photo : undefined }, issues, messages);
  if (hasIssues(issues)) return fail('invalid', messages, issues);

  if (draft.country !== undefined && draft.country !== null) payload.country = toCountryCode(draft.country) ?? trimmed(draft.country);
  for (const field of FLAG_FIELDS) {
    const flag = draft[field];
    if (typeof flag === 'boolean') payload[field] = flag;
  }
  if (isFileLike(draft.profile_photo)) payload.profile_photo = draft.profile_photo;
  return pass({ profileId: context.profile.id, payload });
}
