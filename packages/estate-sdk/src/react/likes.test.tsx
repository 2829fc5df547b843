// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, providerFor, signedIn, traffic, withServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import type { Property } from '../client/types.js';
import { usePropertyLike, useReelLike } from './likes.js';
import { useLikedProperties, useProperties, useProperty } from './properties.js';
import { useReel, useReels } from './reels.js';

let server: ServerThread;
withServerThread((started) => void (server = started));

const LIKE_CALLS = /^POST \/api\/v1\/(properties|reels)\/(un)?like\/\d+\/$/;
const likeState = (item: { is_liked: boolean; like_count: number } | undefined) => item && { is_liked: item.is_liked, like_count: item.like_count };

describe('usePropertyLike', () => {
  it('flips the like at once in the feed and the details, before the server answers, then settles with its answer', async () => {
    const net = traffic();
    const seller = await signedIn(server, 'seller@estate.demo', { fetch: net.fetch });
    const target = (await seller.properties.all({ pageSize: 5 })).results.find((property) => !property.is_liked)!;
    const { wrapper } = providerFor(seller);
    const { result } = renderHook(
      () => ({ feed: useProperties({ pageSize: 5 }), details: useProperty(target.id), liked: useLikedProperties(), like: usePropertyLike() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.details.property && result.current.feed.properties.length && result.current.liked.data).toBeTruthy());
    const inFeed = () => result.current.feed.properties.find((property) => property.id === target.id);
    const before = likeState(inFeed())!;
    expect(before.is_liked).toBe(false);

    net.hold(LIKE_CALLS);
    act(() => void result.current.like.toggle(inFeed()!));
    // The server has not answered: the like request is still held back.
    await waitFor(() => expect(net.held).toBe(1));
    const optimistic = { is_liked: true, like_count: before.like_count + 1 };
    expect(likeState(inFeed())).toEqual(optimistic);
    expect(likeState(result.current.details.property)).toEqual(optimistic);
    expect(result.current.like.isToggling).toBe(true);

    net.release();
    await waitFor(() => expect(result.current.like.isToggling).toBe(false));
    const server_ = likeState(await seller.properties.details(target.id))!;
    expect(server_.is_liked).toBe(true);
    expect(likeState(inFeed())).toEqual(server_);
    expect(likeState(result.current.details.property)).toEqual(server_);
    expect(result.current.like.error).toBeUndefined();
    // The favourites list is fetched again and now holds the property.
    await waitFor(() => expect(result.current.liked.properties.map((property) => property.id)).toContain(target.id));

    // And back: unliking restores the count everywhere.
    await act(() => result.current.like.toggle(inFeed()!));
    expect(likeState(inFeed())).toEqual(before);
    expect(likeState(result.current.details.property)).toEqual(before);
  });

  it('flips the same property inside the related listings of another one', async () => {
    const agent = await signedIn(server, 'agent@estate.demo');
    const first = (await agent.properties.all({ pageSize: 1 })).results[0]!;
    const related = (await agent.properties.details(first.id)).related_listings[0]!;
    const { wrapper } = providerFor(agent);
    const { result } = renderHook(() => ({ host: useProperty(first.id), own: useProperty(related.slug), like: usePropertyLike() }), { wrapper });
    await waitFor(() => expect(result.current.host.property && result.current.own.property).toBeTruthy());
    const relatedEntry = () => result.current.host.relatedListings.find((property) => property.id === related.id);
    const before = likeState(result.current.own.property)!;

    let settled: Promise<unknown> = Promise.resolve();
    act(() => {
      settled = result.current.like.toggle(result.current.own.property!);
    });
    const flipped = { is_liked: !before.is_liked, like_count: before.like_count + (before.is_liked ? -1 : 1) };
    expect(likeState(relatedEntry())).toEqual(flipped);
    expect(likeState(result.current.own.property)).toEqual(flipped);
    await act(() => settled);
    expect(likeState(relatedEntry())).toEqual(likeState(await agent.properties.details(related.id)));
  });

  it('rolls every entry back and exposes the error when the server refuses (a guest: 403)', async () => {
    const net = traffic();
    const visitor = await guest(server, { fetch: net.fetch });
    const target = (await visitor.properties.all({ pageSize: 5 })).results[0]!;
    const { wrapper } = providerFor(visitor);
    const { result } = renderHook(() => ({ feed: useProperties({ pageSize: 5 }), details: useProperty(target.slug), like: usePropertyLike() }), { wrapper });
    await waitFor(() => expect(result.current.details.property && result.current.feed.properties.length).toBeTruthy());
    const inFeed = () => result.current.feed.properties.find((property) => property.id === target.id)!;
    const before = likeState(inFeed())!;

    net.hold(LIKE_CALLS);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.like.toggle(inFeed());
    });
    await waitFor(() => expect(net.held).toBe(1));
    expect(likeState(inFeed())).toEqual({ is_liked: true, like_count: before.like_count + 1 });
    expect(likeState(result.current.details.property)).toEqual({ is_liked: true, like_count: before.like_count + 1 });

    net.release();
    await act(async () => expect(await outcome).toMatchObject({ ok: false, error: { status: 403, code: 'guest_forbidden' } }));
    expect(likeState(inFeed())).toEqual(before);
    expect(likeState(result.current.details.property)).toEqual(before);
    expect(result.current.like.error).toMatchObject({ status: 403, message: 'You need to be a registered user to access this feature' });
  });

  it('rolls back when the property does not exist (404)', async () => {
    const buyer = await signedIn(server, 'buyer@estate.demo');
    const { wrapper } = providerFor(buyer);
    const { result } = renderHook(() => ({ feed: useProperties({ pageSize: 5 }), like: usePropertyLike() }), { wrapper });
    await waitFor(() => expect(result.current.feed.properties).toHaveLength(5));
    const feedBefore = result.current.feed.properties;
    const ghost: Property = { ...feedBefore[0]!, id: 987_654, is_liked: false };
    await act(() => result.current.like.toggle(ghost));
    expect(result.current.like.error).toMatchObject({ status: 404 });
    expect(result.current.feed.properties).toEqual(feedBefore);
  });
});

describe('useReelLike', () => {
  it('flips a reel at once in the reels feed and its details, then settles', async () => {
    const net = traffic();
    const topAgent = await signedIn(server, 'topagent@estate.demo', { fetch: net.fetch });
    const target = (await topAgent.reels.all({ pageSize: 4 })).results.find((reel) => !reel.is_liked)!;
    const { wrapper } = providerFor(topAgent);
    const { result } = renderHook(() => ({ feed: useReels({ pageSize: 4 }), details: useReel(target.id), like: useReelLike() }), { wrapper });
    await waitFor(() => expect(result.current.details.reel && result.current.feed.reels.length).toBeTruthy());
    const inFeed = () => result.current.feed.reels.find((reel) => reel.id === target.id)!;
    const before = likeState(inFeed())!;

    net.hold(LIKE_CALLS);
    act(() => void result.current.like.toggle(inFeed()));
    await waitFor(() => expect(net.held).toBe(1));
    expect(likeState(inFeed())).toEqual({ is_liked: true, like_count: before.like_count + 1 });
    expect(likeState(result.current.details.reel)).toEqual({ is_liked: true, like_count: before.like_count + 1 });

    net.release();
    await waitFor(() => expect(result.current.like.isToggling).toBe(false));
    const answer = likeState(await topAgent.reels.details(target.id));
    expect(likeState(inFeed())).toEqual(answer);
    expect(likeState(result.current.details.reel)).toEqual(answer);
  });

  it('rolls a reel back for a guest', async () => {
    const visitor = await guest(server);
    const target = (await visitor.reels.all({ pageSize: 2 })).results[0]!;
    const { wrapper } = providerFor(visitor);
    const { result } = renderHook(() => ({ feed: useReels({ pageSize: 2 }), like: useReelLike() }), { wrapper });
    await waitFor(() => expect(result.current.feed.reels).toHaveLength(2));
    const before = likeState(result.current.feed.reels[0]);
    await act(() => result.current.like.toggle(target));
    expect(likeState(result.current.feed.reels[0])).toEqual(before);
    expect(result.current.like.error).toMatchObject({ status: 403 });
  });
});
