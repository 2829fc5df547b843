import { createEstateClient, type EstateClient } from '@estate/sdk';
import { STORAGE_NAMESPACE, type HostSession } from './shared.js';

const clients = new Map<string, EstateClient>();

/**
 * One client per API origin, shared by every element on the page: one session, so signing in
 * through `<estate-chat>` signs in `<estate-listings>` too. This module is one chunk that every
 * element's chunk imports, so one instance (one map) per page.
 */
export function clientFor(api: string): EstateClient {
  const origin = new URL(api, document.baseURI).origin;
  let client = clients.get(origin);
  if (!client) {
    client = createEstateClient({ baseUrl: origin, storageNamespace: STORAGE_NAMESPACE });
    clients.set(origin, client);
  }
  return client;
}

/**
 * The host's tokens as the session of `api`'s client (`session.adopt`): checked, renewed first when
 * the access token has expired; rejects with the `EstateError` that says why, the session before kept.
 */
export async function startSession(api: string, session: HostSession): Promise<void> {
  await clientFor(api).session.adopt({ access: session.access, refresh: session.refresh });
}

export function endSession(api: string): void {
  clientFor(api).session.clear();
}
