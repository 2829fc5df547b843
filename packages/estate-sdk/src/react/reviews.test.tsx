// @vitest-environment jsdom
/**
 * The review hooks against the real server and its demo data: a fresh member who has not talked
 * with the agent is told why not, and still is after one unanswered message; once the agent has
 * answered (over real chat sockets), they rate the agent, edit
 * the review, the agent replies, and someone else reports it; the totals and the agent's profile
 * follow every change.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshMember, newClient, providerFor, say, signedIn, traffic, withServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import type { AgentReview } from '../client/types.js';
import { useProfileByUsername } from './profiles.js';
import { useAgentReviews, useCreateReview, useReplyToReview, useReportReview, useUpdateReview } from './reviews.js';
import { GRACE } from '../../test/demo-server.js';

let server: ServerThread;
withServerThread((started) => void (server = started), 180_000);

describe('useAgentReviews', () => {
  it('reads an agent\u2019s reviews without a token, saying a review needs a session', async () => {
    const net = traffic();
    const { result } = renderHook(() => useAgentReviews(GRACE), { wrapper: providerFor(newClient(server, { fetch: net.fetch })).wrapper });
    await waitFor(() => expect(result.current.error ?? result.current.data).toBeDefined(), { timeout: 15_000 });
    expect(result.current.error).toBeUndefined();
    expect(result.current.viewer).toEqual({ can_review: false, reason: 'sign_in', my_review: null, is_agent: false });
    expect(result.current.summary!.distribution).toHaveLength(5);
    expect(net.sent.map((entry) => entry.request)).toEqual([`GET /api/v1/profile/user/${GRACE}/reviews/?page=1&page_size=10`]);
  });

  it('fetches nothing without a username', () => {
    const net = traffic();
    const { result } = renderHook(() => useAgentReviews(null), { wrapper: providerFor(newClient(server, { fetch: net.fetch })).wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(net.sent).toEqual([]);
  });
});

describe('the review mutations', () => {
  it('review, edit, reply and report, with the totals and the profile following', { timeout: 60_000 }, async () => {
    const member = await freshMember(server, 'rev');
    const { wrapper } = providerFor(member.client);
    const { result } = renderHook(
      () => ({ list: useAgentReviews(GRACE), profile: useProfileByUsername(GRACE), create: useCreateReview(GRACE), update: useUpdateReview(GRACE) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.error?.message ?? result.current.list.viewer?.reason).toBe('no_chat'), { timeout: 15_000 });
    await waitFor(() => expect(result.current.profile.profile).toBeDefined());
    const before = result.current.list.summary!;
    // The demo agent's seeded reviews are counted in the profile as in the list.
    expect(before.num_reviews).toBeGreaterThan(0);
    expect(before.num_reviews).toBe(before.distribution.reduce((sum, n) => sum + n, 0));

    // Refused before any chat: the server's message, nothing cached changes.
    await act(async () => expect(await result.current.create.create({ rating: 5, content: 'Great' })).toMatchObject({ ok: false }));
    expect(result.current.create.error?.status).toBe(403);
    expect(result.current.create.error?.message).toBe('You can review this agent once they have answered you in the chat.');
    expect(result.current.create.error?.code).toBe('review_no_chat');

    await say(member.client, GRACE, `Is the Kilimani flat still free? ${Date.now()}`);
    await act(async () => void (await result.current.list.mutate()));
    // One unanswered message is no conversation.
    expect(result.current.list.viewer).toMatchObject({ can_review: false, reason: 'no_chat' });
    const grace = await signedIn(server, 'agent@estate.demo');
    await say(grace, member.username, `Yes, it is. When would you like to view it? ${Date.now()}`);
    await act(async () => void (await result.current.list.mutate()));
    expect(result.current.list.viewer).toMatchObject({ can_review: true, reason: null });

    // Bad input: the server's field errors.
    await act(async () => void (await result.current.create.create({ rating: 7, content: ' ' })));
    expect(result.current.create.error?.fieldErrors).toMatchObject({ rating: [expect.any(String)] });
    expect(result.current.create.error?.issues.rating).toEqual([{ code: 'max_value', values: { max: 5 }, message: 'Ensure this value is less than or equal to 5.' }]);

    let saved: AgentReview | undefined;
    await act(async () => {
      const created = await result.current.create.create({ rating: 5, content: '  Quick and honest.  ' });
      if (created.ok) saved = created.value;
    });
    expect(saved!).toMatchObject({ author: member.username, rating: 5, content: 'Quick and honest.', is_mine: true });
    await waitFor(() => expect(result.current.list.summary!.num_reviews).toBe(before.num_reviews + 1));
    expect(result.current.list.reviews[0]).toMatchObject({ id: saved!.id, is_mine: true });
    expect(result.current.list.viewer).toMatchObject({ can_review: false, reason: 'reviewed', my_review: saved!.id });
    expect(result.current.list.summary!.distribution[4]).toBe(before.distribution[4] + 1);
    await waitFor(() => expect((result.current.profile.profile as { rating_average?: number }).rating_average).toBe(result.current.list.summary!.rating_average));

    await act(async () => void (await result.current.update.update(saved!.id, { rating: 4, content: 'Quick, honest, a little late once.' })));
    await waitFor(() => expect(result.current.list.reviews[0]).toMatchObject({ rating: 4, content: 'Quick, honest, a little late once.' }));
    expect(result.current.list.summary!.distribution[3]).toBe(before.distribution[3] + 1);

    // The agent answers the review once.
    const { result: agent } = renderHook(() => ({ list: useAgentReviews(GRACE), reply: useReplyToReview(GRACE) }), { wrapper: providerFor(grace).wrapper });
    await waitFor(() => expect(agent.current.list.viewer).toMatchObject({ reason: 'self', is_agent: true }));
    await act(async () => void (await agent.current.reply.reply(saved!.id, 'Thank you!')));
    await waitFor(() => expect(agent.current.list.reviews.find((review) => review.id === saved!.id)?.reply).toBe('Thank you!'));
    await act(async () => void (await agent.current.reply.reply(saved!.id, 'Again')));
    expect(agent.current.reply.error?.message).toBe('You have already replied to this review.');

    // Someone else reports it, once.
    const other = await freshMember(server, 'rep');
    const { result: reporter } = renderHook(() => ({ list: useAgentReviews(GRACE), report: useReportReview(GRACE) }), { wrapper: providerFor(other.client).wrapper });
    await waitFor(() => expect(reporter.current.list.reviews.length).toBeGreaterThan(0));
    await act(async () => expect((await reporter.current.report.report(saved!.id, 'Looks fake')).ok).toBe(true));
    await waitFor(() => expect(reporter.current.list.reviews.find((review) => review.id === saved!.id)?.is_reported).toBe(true));
    await act(async () => expect((await reporter.current.report.report(saved!.id)).ok).toBe(false));
    expect(reporter.current.report.error?.message).toBe('You have already reported this review.');
  });
});
