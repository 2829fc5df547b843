'use client';

import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { settle, type ActionResult, type EstateError } from '../client/errors.js';
import { isRegistered } from '../client/session.js';
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
 * The share of an upload sent so far: undefined when no upload runs, else 0 to 1. `track` wraps
 * one upload so the share returns to undefined when it ends, however it ends.
 */
function useUploadProgress() {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const track = useCallback(async <T,>(upload: (onUploadProgress: (fraction: number) => void) => Promise<T>): Promise<T> => {
    setProgress(0);
    try {
      return await upload(setProgress);
    } finally {
      setProgress(undefined);
    }
  }, []);
  return { progress, track };
}

/**
 * Creates a property from the form's draft (checked by `checkCreateProperty`, sent as multipart)
 * or from a ready `FormData`. On success the property lists and the profiles (own posts) are
 * fetched again. `isSubmitting` drives the 'Submitting...' button (spec §4); `uploadProgress` is
 * the share of the photos sent (0 to 1) while they upload.
 */
export function useCreateProperty() {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const upload = useUploadProgress();
  const mutation = useSWRMutation(estateKeys.mutation('create-property'), async (_key, { arg }: { arg: PropertyDraft | FormData }): Promise<Property> => {
    const form = isFormData(arg) ? arg : toFormData(valueOrThrow(checkCreateProperty(arg, { authenticated: isRegistered(client.session.userInfo) })));
    const created = await upload.track((onUploadProgress) => client.properties.create(form, { onUploadProgress }));
    void revalidateEntries(swr, estateKeys.properties.root());
    void revalidateEntries(swr, estateKeys.profiles.root());
    return created;
  });
  return {
    /** Resolves to the created property (`{ok: true, value}`), or to why a rule or the server refused it (`{ok: false, error}`, also in `error`). */
    submit: (draft: PropertyDraft | FormData): Promise<ActionResult<Property>> => settle(() => mutation.trigger(draft)),
    created: mutation.data,
    isSubmitting: mutation.isMutating,
    /** The share of the upload sent, 0 to 1, while it runs; undefined otherwise. */
    uploadProgress: upload.progress,
    error: mutation.error as EstateError | undefined,
    reset: mutation.reset,
  };
}

/**
 * Creates a clip from the modal's draft (checked by `checkClipUpload`: trimmed video required) or
 * from a ready `FormData`. On success the reel lists and the profiles are fetched again;
 * `uploadProgress` is the share of the video sent (0 to 1) while it uploads.
 */
export function useCreateClip() {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const upload = useUploadProgress();
  const mutation = useSWRMutation(estateKeys.mutation('create-clip'), async (_key, { arg }: { arg: ClipDraft | FormData }): Promise<Reel> => {
    const form = isFormData(arg) ? arg : toFormData(valueOrThrow(checkClipUpload(arg)));
    const created = await upload.track((onUploadProgress) => client.reels.create(form, { onUploadProgress }));
    void revalidateEntries(swr, estateKeys.reels.root());
    void revalidateEntries(swr, estateKeys.profiles.root());
    return created;
  });
  return {
    /** Resolves to the created reel, or to why a rule or the server refused it (also in `error`). */
    submit: (draft: ClipDraft | FormData): Promise<ActionResult<Reel>> => settle(() => mutation.trigger(draft)),
    created: mutation.data,
    isSubmitting: mutation.isMutating,
    /** The share of the upload sent, 0 to 1, while it runs; undefined otherwise. */
    uploadProgress: upload.progress,
    error: mutation.error as EstateError | undefined,
    reset: mutation.reset,
  };
}
