'use client';

import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ActionResult, EstateError } from '../client/errors.js';
import type { OwnerCase, Reported, ReportInput, ReportKind } from '../client/types.js';
import { estateKeys } from '../keys.js';
import { isFirstLoad } from './first-load.js';
import { useEstateClient } from './provider.js';
import { useActionStatus } from './session.js';

/** The reasons a member may give, in the order a report dialog lists them (the server's `REPORT_REASONS`). */
export const REPORT_REASONS = ['scam', 'wrong_information', 'unavailable', 'offensive', 'other'] as const satisfies readonly ReportInput['reason'][];
/** The longest note a report carries (the server's `REPORT_NOTE_MAX_LENGTH`). */
export const REPORT_NOTE_MAX_LENGTH = 500;
/** The longest appeal (the server's `APPEAL_MAX_LENGTH`). */
export const APPEAL_MAX_LENGTH = 2000;

/**
 * `report({ reason, note? })`: reports `kind` `target` (a listing's or reel's id, a profile's
 * username, the id of a chat message I received), once. Never throws: resolves to an
 * `ActionResult`, whose `error` carries the server's words (your own item, reported already, ...).
 * `isReported` turns true once the server took it.
 */
export function useReport(kind: ReportKind, target: number | string | null | undefined) {
  const client = useEstateClient();
  const status = useActionStatus();
  const [isReported, setReported] = useState(false);
  const report = useCallback(
    (input: ReportInput): Promise<ActionResult<Reported>> =>
      status.run(async () => {
        if (target === null || target === undefined) throw new Error('Nothing to report.');
        const note = input.note?.trim();
        const reported = await client.reports.file(kind, target, { reason: input.reason, ...(note ? { note } : {}) });
        setReported(true);
        return reported;
      }),
    [status.run, client, kind, target],
  );
  const reset = useCallback(() => {
    setReported(false);
    status.clearError();
  }, [status.clearError]);
  return { report, isReported, reset, isSending: status.loading, error: status.error, clearError: status.clearError };
}

const NO_CASES: OwnerCase[] = [];

/**
 * My listings and reels hidden on members' reports (newest first), each with the reasons given and
 * my appeal; `caseFor(kind, id)` finds one item's. Signed out, nothing is fetched.
 */
export function useMyModerationCases({ enabled = true, swr: config }: { enabled?: boolean; swr?: SWRConfiguration<OwnerCase[], EstateError> } = {}) {
  const client = useEstateClient();
  const swr = useSWR<OwnerCase[], EstateError>(enabled ? estateKeys.moderation.mine() : null, () => client.moderation.mine(), config);
  const cases = swr.data ?? NO_CASES;
  const caseFor = useCallback(
    (kind: ReportKind, id: number) => cases.find((one) => one.target_kind === kind && one.target_id === id && (one.status === 'hidden' || one.status === 'open')),
    [cases],
  );
  return { cases, caseFor, error: swr.error, isLoading: isFirstLoad(swr), retry: useCallback(() => void swr.mutate(), [swr.mutate]), mutate: swr.mutate };
}

/** `appeal(caseId, text)`: my one appeal of a case; my cases are fetched again after it. */
export function useAppealCase() {
  const client = useEstateClient();
  const { mutate } = useSWRConfig();
  const status = useActionStatus();
  const appeal = useCallback(
    (caseId: number, text: string): Promise<ActionResult<OwnerCase>> =>
      status.run(async () => {
        const updated = await client.moderation.appeal(caseId, text.trim());
        await mutate(estateKeys.moderation.mine(), (cases: OwnerCase[] | undefined) => cases?.map((one) => (one.id === updated.id ? updated : one)), { revalidate: true });
        return updated;
      }),
    [status.run, client, mutate],
  );
  return { appeal, isSending: status.loading, error: status.error, clearError: status.clearError };
}
