'use client';

import { useSWRConfig } from 'swr';
import useSWRMutation, { type TriggerWithArgs } from 'swr/mutation';
import type { EstateClient } from '../client/client.js';
import { settle, type ActionResult, type EstateError } from '../client/errors.js';
import type { Property, PropertyChanges, Reel, ReelChanges } from '../client/types.js';
import { estateKeys, type EstateKey } from '../keys.js';
import { revalidateEntries } from './cache.js';
import { useEstateClient } from './provider.js';

/*
 * An owner's changes to what they posted (issue 22): edit, mark under offer / sold / let, delete,
 * for listings and reels. Each refetches the lists the change shows in (a sold listing leaves the
 * public lists; a deleted one leaves every list) and resolves to an `ActionResult`.
 */

/** The lists that show listings or reels: both kinds, since a reel shows its listing's price. */
const SHOWN_IN: readonly EstateKey[] = [estateKeys.properties.root(), estateKeys.reels.root(), estateKeys.profiles.root()];

function useOwnerMutation<Arg, Result>(name: string, call: (client: EstateClient, arg: Arg) => Promise<Result>) {
  const client = useEstateClient();
  const swr = useSWRConfig();
  const mutation = useSWRMutation(estateKeys.mutation(name), async (_key, { arg }: { arg: Arg }) => {
    const result = await call(client, arg);
    await Promise.all(SHOWN_IN.map((root) => revalidateEntries(swr, root)));
    return result;
  });
  // SWR picks the trigger's type by the argument's; for a type parameter it cannot pick, so it is named.
  const trigger = mutation.trigger as TriggerWithArgs<Result, unknown, EstateKey, Arg>;
  return {
    run: (arg: Arg): Promise<ActionResult<Result>> => settle(() => trigger(arg)),
    isSaving: mutation.isMutating,
    error: mutation.error as EstateError | undefined,
    reset: mutation.reset,
  };
}

/**
 * `update(id, changes)`: changes my listing. A plain object goes as JSON (fields, `availability`,
 * the pin, `remove_photos`, `photo_order`); a `FormData` as multipart (new `photos`, a `cover_photo`).
 */
export function useUpdateProperty() {
  const { run, ...state } = useOwnerMutation('property-update', (client, { id, changes }: { id: number; changes: FormData | PropertyChanges }) =>
    client.properties.update(id, changes),
  );
  return { update: (id: number, changes: FormData | PropertyChanges): Promise<ActionResult<Property>> => run({ id, changes }), ...state };
}

/** `remove(id)`: deletes my listing with its media, likes and comments; reels that showed it are unlinked. */
export function useDeleteProperty() {
  const { run, isSaving, ...state } = useOwnerMutation('property-delete', (client, id: number) => client.properties.remove(id));
  return { remove: (id: number): Promise<ActionResult<undefined>> => run(id), isDeleting: isSaving, ...state };
}

/** `update(id, changes)`: re-captions my reel or links it to one of my listings (`property_id: null` unlinks). */
export function useUpdateReel() {
  const { run, ...state } = useOwnerMutation('reel-update', (client, { id, changes }: { id: number; changes: ReelChanges }) => client.reels.update(id, changes));
  return { update: (id: number, changes: ReelChanges): Promise<ActionResult<Reel>> => run({ id, changes }), ...state };
}

/** `remove(id)`: deletes my reel with its likes and comments. */
export function useDeleteReel() {
  const { run, isSaving, ...state } = useOwnerMutation('reel-delete', (client, id: number) => client.reels.remove(id));
  return { remove: (id: number): Promise<ActionResult<undefined>> => run(id), isDeleting: isSaving, ...state };
}
