'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import type { EstateError } from '../client/errors.js';
import type { Profile } from '../client/types.js';
import { estateKeys, type EstateKey } from '../keys.js';
import { usePageList, type ListOptions } from './lists.js';
import { useEstateClient } from './provider.js';
import { recordState } from './record.js';
import { useUserInfo } from './session.js';

/** The profile itself is cached (not the `{profile}` envelope of the API), so every profile key holds a `Profile`. */
function useProfileEntry(key: EstateKey | null, fetchProfile: () => Promise<{ profile: Profile }>, config?: SWRConfiguration) {
  const swr = useSWR<Profile, EstateError>(key, async () => (await fetchProfile()).profile, config);
  return { profile: swr.data, ...recordState(swr) };
}

/** The signed-in user's profile; nothing is fetched without a session. */
export function useMyProfile(config?: SWRConfiguration) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  return useProfileEntry(signedIn ? estateKeys.profiles.me() : null, () => client.profiles.me(), config);
}

export function useProfile(id: number | null | undefined, config?: SWRConfiguration) {
  const client = useEstateClient();
  return useProfileEntry(typeof id === 'number' ? estateKeys.profiles.byId(id) : null, () => client.profiles.byId(id!), config);
}

export function useProfileByUsername(username: string | null | undefined, config?: SWRConfiguration) {
  const client = useEstateClient();
  return useProfileEntry(username ? estateKeys.profiles.byUsername(username) : null, () => client.profiles.byUsername(username!), config);
}

/** All agents (profile summaries). Needs a session. */
export function useAgents(options: ListOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  return usePageList('agents', signedIn ? estateKeys.profiles.agents(options) : null, () => client.profiles.agents(options), options.swr);
}

/** The top agents (profile summaries). Needs a session. */
export function useTopAgents(options: ListOptions = {}) {
  const client = useEstateClient();
  const signedIn = useUserInfo() !== null;
  return usePageList('agents', signedIn ? estateKeys.profiles.topAgents(options) : null, () => client.profiles.topAgents(options), options.swr);
}
