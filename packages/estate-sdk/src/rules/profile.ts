import { toCountryCode } from '../countries/countries.js';
import { resolveMessages, type WithMessages } from '../messages.js';
import { fieldErrorsMessage } from './field-errors.js';
import { fail, pass, type RuleResult } from './result.js';
import { isFileLike, isHttpUrl, trimmed, type FileLike } from './values.js';

/** The profile-edit form of spec §2; every field is optional and only the given ones are sent. */
export interface ProfileDraft<File extends FileLike = FileLike> {
  phone_number?: string | null;
  about_me?: string | null;
  license?: string | null;
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

const TEXT_FIELDS = ['phone_number', 'about_me', 'license', 'gender', 'city'] as const;
const FLAG_FIELDS = ['is_buyer', 'is_seller', 'is_agent'] as const;

export type ProfilePayload<File extends FileLike = FileLike> = Partial<
  Record<(typeof TEXT_FIELDS)[number] | 'country' | SocialUrlField, string> & Record<(typeof FLAG_FIELDS)[number], boolean> & { profile_photo: File }
>;

export interface ProfileSaveContext extends WithMessages {
  authenticated: boolean;
  /** The signed-in user's profile as loaded; its id names the profile to update. */
  profile: { id: number } | null | undefined;
}

export type ProfileSaveResult<File extends FileLike = FileLike> = RuleResult<
  { profileId: number; payload: ProfilePayload<File> },
  'not-authenticated' | 'invalid-url',
  SocialUrlField
>;

/**
 * The profile-save checks of spec §5: an authenticated user with a loaded profile, else 'User must
 * be authenticated and userProfile must exist!'; each social link empty or an http(s) URL, else
 * 'Enter a valid URL.' in `fieldErrors` and 'Facebook url: Enter a valid URL.' in `error`.
 * Text is trimmed (a blank link clears it), a known country code upper-cased, flags kept as
 * booleans, and fields that were not given (undefined or null) are left out of the payload.
 */
export function checkProfileSave<File extends FileLike>(draft: ProfileDraft<File>, context: ProfileSaveContext): ProfileSaveResult<File> {
  const messages = resolveMessages(context.messages);
  if (!context.authenticated || !context.profile) return fail('not-authenticated', messages.profileSaveNeedsAuth);

  const fieldErrors: Partial<Record<SocialUrlField, string>> = {};
  for (const field of SOCIAL_URL_FIELDS) {
    const url = trimmed(draft[field]);
    if (url && !isHttpUrl(url)) fieldErrors[field] = messages.invalidUrl;
  }
  if (Object.keys(fieldErrors).length > 0) return fail('invalid-url', fieldErrorsMessage(fieldErrors)!, fieldErrors);

  const payload: ProfilePayload<File> = {};
  for (const field of [...TEXT_FIELDS, ...SOCIAL_URL_FIELDS]) {
    if (draft[field] !== undefined && draft[field] !== null) payload[field] = trimmed(draft[field]);
  }
  if (draft.country !== undefined && draft.country !== null) payload.country = toCountryCode(draft.country) ?? trimmed(draft.country);
  for (const field of FLAG_FIELDS) {
    const flag = draft[field];
    if (typeof flag === 'boolean') payload[field] = flag;
  }
  if (isFileLike(draft.profile_photo)) payload.profile_photo = draft.profile_photo;
  return pass({ profileId: context.profile.id, payload });
}
