'use client';

import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { EstateError } from '../client/errors.js';
import type { Property, Reel } from '../client/types.js';
import { checkClipUpload, type ClipDraft } from '../rules/clip.js';
import { toFormData } from '../rules/form-data.js';
import { checkCreateProperty, type PropertyDraft } from '../rules/property.js';
import { revalidateEntries } from './cache.js';
import { estateKeys } from '../keys.js';
import { useEstateClient } from './provider.js';
import { valueOrThrow } from '../rules/result.js';

const isFormData = (value: unknown): value is FormData => typeof FormData !== 'undefined' && value instanceof FormData;

/**
 * Creates a property from the form's draft (checked by `checkCreateProperty`, sent as multipart)
 * or from a ready `FormData`. On success the property lists and the profiles (own posts) are
 * fetched again. `isSubmitting` drives the 'Submitting...' button (spec §4).
 */
export function useCreateProperty() {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const mutation = useSWRMutation(estateKeys.mutation('create-property'), async (_key, { arg }: { arg: PropertyDraft | FormData }): Promise<Property> => {
    const registered = client.session.userInfo !== null && !client.session.userInfo.isGuest;
    const form = isFormData(arg) ? arg : toFormData(valueOrThrow(checkCreateProperty(arg, { authenticated: registered })));
    const created = await client.properties.create(form);
    void revalidateEntries(swr, estateKeys.properties.root());
    void revalidateEntries(swr, estateKeys.profiles.root());
    return created;
  });
  return {
    /** Resolves to the created property, or undefined when a rule or the server refused it (see `error`). */
    submit: (draft: PropertyDraft | FormData) => mutation.trigger(draft, { throwOnError: false }),
    created: mutation.data,
    isSubmitting: mutation.isMutating,
    error: mutation.error as EstateError | undefined,
    reset: mutation.reset,
  };
}

/**
 * Creates a clip from the modal's draft (checked by `checkClipUpload`: trimmed video required) or
 * from a ready `FormData`. On success the reel lists and the profiles are fetched again.
 */
export function useCreateClip() {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const mutation = useSWRMutation(estateKeys.mutation('create-clip'), async (_key, { arg }: { arg: ClipDraft | FormData }): Promise<Reel> => {
    const form = isFormData(arg) ? arg : toFormData(valueOrThrow(checkClipUpload(arg)));
    const created = await client.reels.create(form);
    void revalidateEntries(swr, estateKeys.reels.root());
    void revalidateEntries(swr, estateKeys.profiles.root());
    return created;
  });
  return {
    submit: (draft: ClipDraft | FormData) => mutation.trigger(draft, { throwOnError: false }),
    created: mutation.data,
    isSubmitting: mutation.isMutating,
    error: mutation.error as EstateError | undefined,
    reset: mutation.reset,
  };
}
