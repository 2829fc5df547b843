'use client';

import { unstable_serialize, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { settle, type ActionResult, type EstateError } from '../client/errors.js';
import type { Profile } from '../client/types.js';
import { toFormData } from '../rules/form-data.js';
import { checkProfileSave, type ProfileDraft } from '../rules/profile.js';
import { updateEntries } from './cache.js';
import { estateKeys } from '../keys.js';
import { useEstateClient } from './provider.js';
import { valueOrThrow } from '../rules/result.js';

/**
 * Saves the signed-in user's profile (spec §5: `checkProfileSave`, multipart with an optional
 * photo), then puts the server's profile in the `profiles.me` entry and in any entry of the same
 * profile by id or username.
 */
export function useUpdateProfile() {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const mutation = useSWRMutation(estateKeys.mutation('update-profile'), async (_key, { arg: draft }: { arg: ProfileDraft }): Promise<Profile> => {
    let profile = swr.cache.get(unstable_serialize(estateKeys.profiles.me()))?.data as Profile | undefined;
    if (!profile && client.session.userInfo) profile = (await client.profiles.me()).profile;
    const { profileId, payload } = valueOrThrow(checkProfileSave(draft, { authenticated: client.session.userInfo !== null, profile }));
    const saved = (await client.profiles.update(profileId, toFormData(payload))).profile;
    await swr.mutate(estateKeys.profiles.me(), saved, { revalidate: false });
    updateEntries(swr, estateKeys.profiles.byId(saved.id), () => saved);
    updateEntries(swr, estateKeys.profiles.byUsername(saved.username), () => saved);
    return saved;
  });
  return {
    /** Resolves to the saved profile, or to why a rule or the server refused it (also in `error`). */
    save: (draft: ProfileDraft): Promise<ActionResult<Profile>> => settle(() => mutation.trigger(draft)),
    saved: mutation.data,
    isSaving: mutation.isMutating,
    error: mutation.error as EstateError | undefined,
    reset: mutation.reset,
  };
}
