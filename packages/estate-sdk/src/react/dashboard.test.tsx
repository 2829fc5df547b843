// @vitest-environment jsdom
/**
 * The dashboard hooks against the real server and its demo data: an agent's dashboard, a range and
 * a listing switched, a buyer's 403, and a lead recorded by a member showing on the agent's chats.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DAVID } from '../../test/demo-server.js';
import { freshMember, guest, newClient, providerFor, say, signedIn, traffic, withServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { useDashboard, useRecordLead } from './dashboard.js';

let server: ServerThread;
// Seeding the demo data takes a while on a busy machine.
withServerThread((started) => void (server = started), 240_000);

describe('useDashboard', () => {
  it('loads the agent\u2019s dashboard, then another range and one listing, keeping the last answer meanwhile', async () => {
    const net = traffic();
    const agent = await signedIn(server, 'agent@estate.demo', { fetch: net.fetch });
    const { wrapper } = providerFor(agent);
    const { result, rerender } = renderHook((props: { days?: number; propertyId?: number | null }) => useDashboard(props), {
      wrapper,
      initialProps: {},
    });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.dashboard).toBeDefined());
    const month = result.current.dashboard!;
    expect(month.days).toBe(30);
    expect(month.series.dates).toHaveLength(30);
    expect(month.listings.length).toBeGreaterThan(0);
    expect(month.totals.views).toBe(month.series.views.reduce((sum, n) => sum + n, 0));

    net.hold(/dashboard/);
    rerender({ days: 7 });
    await waitFor(() => expect(net.held).toBe(1));
    // The 30-day answer stays on screen while the 7-day one loads.
    expect(result.current.dashboard).toBe(month);
    expect(result.current.isValidating).toBe(true);
    net.release();
    await waitFor(() => expect(result.current.dashboard?.days).toBe(7));

    const listing = month.listings[0]!;
    rerender({ days: 7, propertyId: listing.id });
    await waitFor(() => expect(result.current.dashboard?.property).toBe(listing.id));
    expect(net.sent.map((entry) => entry.request).filter((request) => request.includes('dashboard'))).toEqual([
      'GET /api/v1/dashboard/?days=30',
      'GET /api/v1/dashboard/?days=7',
      `GET /api/v1/dashboard/?days=7&property=${listing.id}`,
    ]);
  });

  it('tells a buyer it is for agents (403), and fetches nothing without a session', async () => {
    const buyer = await signedIn(server, 'buyer@estate.demo');
    const { result } = renderHook(() => useDashboard(), { wrapper: providerFor(buyer).wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.isForbidden).toBe(true);
    expect(result.current.error!.message).toMatch(/agents and top agents/);

    const net = traffic();
    const { result: anonymous } = renderHook(() => useDashboard(), { wrapper: providerFor(newClient(server, { fetch: net.fetch })).wrapper });
    expect(anonymous.current.isLoading).toBe(false);
    expect(net.sent).toEqual([]);
  });
});

describe('useRecordLead', () => {
  it('records a member\u2019s chat from a listing once, and the agent sees it once the member writes', async () => {
    const agent = await signedIn(server, 'topagent@estate.demo');
    const before = await agent.dashboard.get({ days: 7 });
    const listing = before.listings[0]!;
    const member = await freshMember(server, 'lead');
    const { result } = renderHook(() => useRecordLead(), { wrapper: providerFor(member.client).wrapper });
    await act(async () => expect(await result.current.recordLead(listing.id)).toBe(true));
    // Repeating it changes nothing.
    await act(async () => expect(await result.current.recordLead(listing.id)).toBe(true));
    // Opening the chat alone counts nothing; the member's first message does.
    expect((await agent.dashboard.get({ days: 7 })).totals.chats).toBe(before.totals.chats);
    await say(member.client, DAVID, `Is this one still available? ${Date.now()}`);
    const after = await agent.dashboard.get({ days: 7, propertyId: listing.id });
    expect((await agent.dashboard.get({ days: 7 })).totals.chats).toBe(before.totals.chats + 1);
    expect(after.series.chats.at(-1)).toBeGreaterThanOrEqual(1);
  });

  it('does nothing for a guest or without a session, and never throws', async () => {
    const net = traffic();
    const visitor = await guest(server, { fetch: net.fetch });
    const { result } = renderHook(() => useRecordLead(), { wrapper: providerFor(visitor).wrapper });
    await act(async () => expect(await result.current.recordLead(1)).toBe(false));
    expect(net.sent.filter((entry) => entry.request.includes('lead'))).toEqual([]);
    const agent = await signedIn(server, 'agent@estate.demo');
    const { result: own } = renderHook(() => useRecordLead(), { wrapper: providerFor(agent).wrapper });
    const mine = (await agent.dashboard.get()).listings[0]!;
    // Its own listing: the server says 400, the hook answers false.
    await act(async () => expect(await own.current.recordLead(mine.id)).toBe(false));
  });
});
