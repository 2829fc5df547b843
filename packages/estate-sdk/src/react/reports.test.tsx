// @vitest-environment jsdom
/**
 * The report hooks against the real server and its demo data: two fresh members, strangers to each
 * other, report one of the demo seller's listings; the first leaves it listed, the second hides it.
 * The seller then finds it among their cases, with the reason, and appeals once; the second appeal
 * is refused in the server's words, as are reporting one's own listing and reporting twice.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshMember, providerFor, signedIn, withServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { useAppealCase, useMyModerationCases, useReport } from './reports.js';

let server: ServerThread;
withServerThread((started) => void (server = started), 180_000);

describe('useReport, useMyModerationCases and useAppealCase', () => {
  it('two strangers hide a listing; its owner reads why and appeals once', { timeout: 90_000 }, async () => {
    const seller = await signedIn(server, 'seller@estate.demo');
    const { profile } = await seller.profiles.me();
    const listing = profile.properties[0]!;
    const inFeed = async () => (await seller.properties.all({ pageSize: 100 })).results.some((row) => row.id === listing.id);
    expect(await inFeed()).toBe(true);

    const own = renderHook(() => useReport('property', listing.id), { wrapper: providerFor(seller).wrapper });
    await act(async () => expect(await own.result.current.report({ reason: 'scam' })).toMatchObject({ ok: false }));
    expect(own.result.current.error?.message).toBe('You cannot report your own listing.');
    expect(own.result.current.error?.code).toBe('report_own_listing');

    const first = await freshMember(server, 'rep');
    const one = renderHook(() => useReport('property', listing.id), { wrapper: providerFor(first.client).wrapper });
    expect(one.result.current.isReported).toBe(false);
    await act(async () => expect(await one.result.current.report({ reason: 'scam', note: '  Asked for a viewing fee.  ' })).toEqual({ ok: true, value: { reported: true } }));
    expect(one.result.current.isReported).toBe(true);
    expect(await inFeed()).toBe(true);
    await act(async () => expect(await one.result.current.report({ reason: 'scam' })).toMatchObject({ ok: false }));
    expect(one.result.current.error?.message).toBe('You have already reported this.');

    const second = await freshMember(server, 'rep');
    const two = renderHook(() => useReport('property', listing.id), { wrapper: providerFor(second.client).wrapper });
    await act(async () => expect(await two.result.current.report({ reason: 'scam' })).toMatchObject({ ok: true }));
    expect(await inFeed()).toBe(false);

    const { wrapper } = providerFor(seller);
    const owner = renderHook(() => ({ mine: useMyModerationCases(), appeal: useAppealCase() }), { wrapper });
    await waitFor(() => expect(owner.result.current.mine.caseFor('property', listing.id)).toBeDefined(), { timeout: 15_000 });
    const kase = owner.result.current.mine.caseFor('property', listing.id)!;
    expect(kase).toMatchObject({ status: 'hidden', reason: 'scam', can_appeal: true, appeal: null, link: `/property/${listing.slug}/` });

    await act(async () => expect(await owner.result.current.appeal.appeal(kase.id, ' The house is real: come and view it. ')).toMatchObject({ ok: true }));
    await waitFor(() => expect(owner.result.current.mine.caseFor('property', listing.id)?.can_appeal).toBe(false));
    expect(owner.result.current.mine.caseFor('property', listing.id)?.appeal).toBe('The house is real: come and view it.');
    await act(async () => expect(await owner.result.current.appeal.appeal(kase.id, 'Again')).toMatchObject({ ok: false }));
    expect(owner.result.current.appeal.error?.message).toBe('You have already appealed; a moderator will read it.');
  });
});
