'use client';

import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation, { type TriggerWithArgs } from 'swr/mutation';
import type { EstateClient } from '../client/client.js';
import { settle, type ActionResult, type EstateError } from '../client/errors.js';
import { isRegistered } from '../client/session.js';
import type { Property, Reel } from '../client/types.js';
import { checkClipUpload, type ClipDraft } from '../rules/clip.js';
import { toFormData } from '../rules/form-data.js';
import { checkCreateProperty, type PropertyDraft } from '../rules/property.js';
import { revalidateEntries } from './cache.js';
import { estateKeys, type EstateKey } from '../keys.js';
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

interface UploadCreate<Draft, Created> {
  /** The mutation's key (`estateKeys.mutation(name)`). */
  name: string;
  /** The draft checked by its rule and turned into multipart; throws the refusal (`valueOrThrow`). */
  toForm: (draft: Draft, client: EstateClient) => FormData;
  send: (client: EstateClient, form: FormData, options: { onUploadProgress: (fraction: number) => void }) => Promise<Created>;
  /** The cached entries fetched again after a success. */
  refresh: readonly EstateKey[];
}

/** A create hook that uploads multipart: a draft (or a ready `FormData`), the upload's progress, the lists fetched again after. */
function useUploadCreate<Draft, Created>({ name, toForm, send, refresh }: UploadCreate<Draft, Created>) {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const upload = useUploadProgress();
  const mutation = useSWRMutation(estateKeys.mutation(name), async (_key, { arg }: { arg: Draft | FormData }): Promise<Created> => {
    const form = isFormData(arg) ? arg : toForm(arg, client);
    const created = await upload.track((onUploadProgress) => send(client, form, { onUploadProgress }));
    for (const root of refresh) void revalidateEntries(swr, root);
    return created;
  });
  // SWR picks the trigger's type by the argument's; for a type parameter it cannot pick, so it is named.
  const trigger = mutation.trigger as TriggerWithArgs<Created, unknown, EstateKey, Draft | FormData>;
  return {
    /** Resolves to what was created (`{ok: true, value}`), or to why a rule or the server refused it (`{ok: false, error}`, also in `error`). */
    submit: (draft: Draft | FormData): Promise<ActionResult<Created>> => settle(() => trigger(draft)),
    created: mutation.data,
    isSubmitting: mutation.isMutating,
    /** The share of the upload sent, 0 to 1, while it runs; undefined otherwise. */
    uploadProgress: upload.progress,
    error: mutation.error as EstateError | undefined,
    reset: mutation.reset,
  };
}

/**
 * Creates a property from the form's draft (checked by `checkCreateProperty`, sent as multipart)
 * or from a ready `FormData`. On success the property lists and the profiles (own posts) are
 * fetched again. `isSubmitting` drives the 'Submitting...' button (spec §4); `uploadProgress` is
 * the share of the photos sent (0 to 1) while they upload.
 */
export function useCreateProperty() {
  return useUploadCreate<PropertyDraft, Property>({
    name: 'create-property',
    toForm: (draft, client) => toFormData(valueOrThrow(checkCreateProperty(draft, { authenticated: isRegistered(client.session.userInfo) }))),
    send: (client, form, options) => client.properties.create(form, options),
    refresh: [estateKeys.properties.root(), estateKeys.profiles.root()],
  });
}

/**
 * Creates a clip from the modal's draft (checked by `checkClipUpload`: trimmed video required) or
 * from a ready `FormData`. On success the reel lists and the profiles are fetched again;
 * `uploadProgress` is the share of the video sent (0 to 1) while it uploads.
 */
export function useCreateClip() {
  return useUploadCreate<ClipDraft, Reel>({
    name: 'create-clip',
    toForm: (draft) => toFormData(valueOrThrow(checkClipUpload(draft))),
    send: (client, form, options) => client.reels.create(form, options),
    refresh: [estateKeys.reels.root(), estateKeys.profiles.root()],
  });
}
