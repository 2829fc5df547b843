'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ActionResult, EstateError } from '../client/errors.js';
import type {
  LicenseState,
  LicenseToVerify,
  ModerationActionInput,
  ModerationCase,
  ModerationCaseSummary,
  ModerationQueueStatus,
  Page,
  PageParams,
} from '../client/types.js';
import { estateKeys } from '../keys.js';
import { revalidateEntries } from './cache.js';
import { isFirstLoad } from './first-load.js';
import { useEstateClient } from './provider.js';
import { useActionStatus } from './session.js';

export interface UseModerationQueueOptions extends PageParams {
  /** One tab of the queue; none (or null): every case awaiting a decision, hidden and appealed first. */
  status?: ModerationQueueStatus | null;
  /** False: fetch nothing (for a member who is not a moderator). */
  enabled?: boolean;
  swr?: SWRConfiguration<Page<ModerationCaseSummary>, EstateError>;
}

const NO_CASES: ModerationCaseSummary[] = [];
const NO_LICENSES: LicenseToVerify[] = [];

/** A page's fields as every list hook of the SDK gives them. */
function pageState<T>(data: Page<T> | undefined, empty: T[], pageSize: number) {
  return {
    data,
    count: data?.count ?? 0,
    pageCount: data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1,
    hasNext: Boolean(data?.next),
    hasPrevious: Boolean(data?.previous),
    isEmpty: data !== undefined && data.count === 0,
    items: data?.results ?? empty,
  };
}

/**
 * A page of the moderation queue (moderators only: others get a 403 `moderator_only` error). The
 * cases carry the item's preview, the owner, the number of reports and their reasons.
 */
export function useModerationQueue({ status = null, page = 1, pageSize = 20, enabled = true, swr: config }: UseModerationQueueOptions = {}) {
  const client = useEstateClient();
  const key = enabled ? estateKeys.moderation.queue(status, { page, pageSize }) : null;
  const swr = useSWR<Page<ModerationCaseSummary>, EstateError>(key, () => client.moderation.queue(status ?? undefined, { page, pageSize }), { keepPreviousData: true, ...config });
  const { items, ...state } = pageState(swr.data, NO_CASES, pageSize);
  return {
    ...state,
    cases: items,
    error: swr.error,
    isLoading: isFirstLoad(swr),
    isValidating: swr.isValidating,
    retry: useCallback(() => void swr.mutate(), [swr.mutate]),
    mutate: swr.mutate,
  };
}

/** A case whole: the item, its reports, the histories, the appeal and the decisions; `null` id fetches nothing. */
export function useModerationCase(id: number | null | undefined, { swr: config }: { swr?: SWRConfiguration<ModerationCase, EstateError> } = {}) {
  const client = useEstateClient();
  const swr = useSWR<ModerationCase, EstateError>(id ? estateKeys.moderation.case(id) : null, () => client.moderation.case(id!), config);
  return {
    moderationCase: swr.data,
    error: swr.error,
    isLoading: isFirstLoad(swr),
    retry: useCallback(() => void swr.mutate(), [swr.mutate]),
    mutate: swr.mutate,
  };
}

/** Agents whose licence waits for a check against the Estate Agents Registration Board register. */
export function useLicensesToVerify({ page = 1, pageSize = 20, enabled = true, swr: config }: PageParams & { enabled?: boolean; swr?: SWRConfiguration<Page<LicenseToVerify>, EstateError> } = {}) {
  const client = useEstateClient();
  const swr = useSWR<Page<LicenseToVerify>, EstateError>(enabled ? estateKeys.moderation.licenses({ page, pageSize }) : null, () => client.moderation.licenses({ page, pageSize }), {
    keepPreviousData: true,
    ...config,
  });
  const { items, ...state } = pageState(swr.data, NO_LICENSES, pageSize);
  return {
    ...state,
    licenses: items,
    error: swr.error,
    isLoading: isFirstLoad(swr),
    retry: useCallback(() => void swr.mutate(), [swr.mutate]),
    mutate: swr.mutate,
  };
}

/**
 * A moderator's action: `run` sends it and, once taken, fetches the queue, the cases and the
 * profiles and listings it may change again. Never throws: resolves to an `ActionResult`.
 */
function useModerationAction() {
  const swr = useSWRConfig();
  const status = useActionStatus();
  const run = useCallback(
    <T>(send: () => Promise<T>): Promise<ActionResult<T>> =>
      status.run(async () => {
        const value = await send();
        await Promise.all([
          revalidateEntries(swr, estateKeys.moderation.root()),
          revalidateEntries(swr, estateKeys.profiles.root()),
          revalidateEntries(swr, estateKeys.properties.root()),
        ]);
        return value;
      }),
    [status.run, swr],
  );
  return { run, isSaving: status.loading, error: status.error, clearError: status.clearError };
}

/** `act(caseId, { action, reason })`: dismiss, hide, remove, warn or suspend; resolves to the case after it. */
export function useModerationActions() {
  const client = useEstateClient();
  const { run, ...state } = useModerationAction();
  const act = useCallback((id: number, input: ModerationActionInput) => run(() => client.moderation.act(id, input)), [run, client]);
  const unsuspend = useCallback((username: string, reason: string) => run(() => client.moderation.unsuspend(username, reason)), [run, client]);
  return { act, unsuspend, ...state };
}

/** `verify(username, year, reason?)` and `reject(username, reason)`: a moderator's licence check, recorded. */
export function useLicenseCheck() {
  const client = useEstateClient();
  const { run, ...state } = useModerationAction();
  const verify = useCallback((username: string, year: number, reason = ''): Promise<ActionResult<LicenseState>> => run(() => client.moderation.verifyLicense(username, year, reason)), [run, client]);
  const reject = useCallback((username: string, reason: string): Promise<ActionResult<LicenseState>> => run(() => client.moderation.rejectLicense(username, reason)), [run, client]);
  return { verify, reject, ...state };
}
