// @vitest-environment jsdom
/**
 * The moderation hooks against the real server and its demo data: the demo moderator reads the
 * queue (a seeded listing hidden after two reports, a profile reported once), opens the hidden
 * listing's case, dismisses it with a reason and sees the queue follow; verifies an agent's licence
 * and sees the profile say so. A member who is no moderator is refused in words.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providerFor, signedIn, withServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { GRACE } from '../../test/demo-server.js';
import { useLicenseCheck, useLicensesToVerify, useModerationActions, useModerationCase, useModerationQueue } from './moderation.js';
import { useProfileByUsername } from './profiles.js';

let server: ServerThread;
withServerThread((started) => void (server = started), 180_000);

describe('the moderation hooks', () => {
  it('refuse a member who is no moderator', async () => {
    const { wrapper } = providerFor(await signedIn(server, 'buyer@estate.demo'));
    const { result } = renderHook(() => useModerationQueue(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined(), { timeout: 15_000 });
    expect(result.current.error?.status).toBe(403);
    expect(result.current.error?.message).toBe('Only moderators can do this.');
  });

  it('read the queue and a case, dismiss it, and the queue follows', { timeout: 60_000 }, async () => {
    const { wrapper } = providerFor(await signedIn(server, 'moderator@estate.demo'));
    const { result } = renderHook(() => ({ queue: useModerationQueue(), hidden: useModerationQueue({ status: 'hidden' }), actions: useModerationActions() }), { wrapper });
    await waitFor(() => expect(result.current.queue.cases.length).toBeGreaterThan(0), { timeout: 15_000 });
    const first = result.current.queue.cases[0]!;
    expect(first).toMatchObject({ status: 'hidden', report_count: 2, item: { kind: 'property', hidden: true } });
    await waitFor(() => expect(result.current.hidden.cases.map((c) => c.id)).toEqual([first.id]));

    const detail = renderHook(() => useModerationCase(first.id), { wrapper });
    await waitFor(() => expect(detail.result.current.moderationCase).toBeDefined());
    expect(detail.result.current.moderationCase!.reports).toHaveLength(2);
    expect(detail.result.current.moderationCase!.reporter_histories).toHaveLength(2);

    await act(async () => expect(await result.current.actions.act(first.id, { action: 'dismiss', reason: ' ' })).toMatchObject({ ok: false }));
    expect(result.current.actions.error?.status).toBe(400);
    await act(async () => {
      const done = await result.current.actions.act(first.id, { action: 'dismiss', reason: 'The owner showed the lease; the photos match.' });
      expect(done.ok && done.value.status).toBe('dismissed');
    });
    await waitFor(() => expect(result.current.hidden.isEmpty).toBe(true));
    await waitFor(() => expect(result.current.queue.cases.map((c) => c.id)).not.toContain(first.id));
  });

  it('verify an agent\u2019s licence, and the profile shows the verified year', { timeout: 60_000 }, async () => {
    const { wrapper } = providerFor(await signedIn(server, 'moderator@estate.demo'));
    const { result } = renderHook(() => ({ licenses: useLicensesToVerify(), check: useLicenseCheck(), profile: useProfileByUsername(GRACE) }), { wrapper });
    await waitFor(() => expect(result.current.licenses.licenses.map((row) => row.username)).toContain(GRACE), { timeout: 15_000 });
    await waitFor(() => expect(result.current.profile.profile?.license_status).toBe('unverified'));
    const year = new Date().getUTCFullYear();
    await act(async () => expect(await result.current.check.verify(GRACE, year)).toMatchObject({ ok: true, value: { license_status: 'verified', license_verified_year: year } }));
    await waitFor(() => expect(result.current.profile.profile?.license_status).toBe('verified'));
    await waitFor(() => expect(result.current.licenses.licenses.map((row) => row.username)).not.toContain(GRACE));
    await act(async () => expect(await result.current.check.reject('nobody_here_at_all', 'No such number.')).toMatchObject({ ok: false }));
    expect(result.current.check.error?.status).toBe(404);
  });
});
