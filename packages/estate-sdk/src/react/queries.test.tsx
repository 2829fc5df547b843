// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, newClient, providerFor, traffic, withDemoServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import type { EstateClient } from '../client/client.js';
import { useClipComments, usePropertyComments } from './comments.js';
import { useNotifications } from './notifications.js';
import { useAgents, useMyProfile, useProfile, useProfileByUsername, useTopAgents } from './profiles.js';
import { useCountryProperties, useLikedProperties, useProperties, usePropertiesByAdvertType, usePropertiesByStatus, usePropertiesByType, useProperty, usePropertyListing } from './properties.js';
import { useAgentReels, useReel, useReels } from './reels.js';

let server: ServerThread;
let buyer: EstateClient;
let agent: EstateClient;
withDemoServerThread((demo) => ({ server, buyer, agent } = demo));

const ids = (items: { id: number }[] | undefined) => items?.map((item) => item.id);

describe('property queries', () => {
  it('loads the feed a page at a time and a second page on loadMore', async () => {
    const { wrapper } = providerFor(buyer);
    const { result } = renderHook(() => useProperties({ pageSize: 5 }), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.properties).toHaveLength(5));
    const [first, second] = await Promise.all([buyer.properties.all({ pageSize: 5 }), buyer.properties.all({ page: 2, pageSize: 5 })]);
    expect(ids(result.current.properties)).toEqual(ids(first.results));
    expect(result.current.count).toBe(first.count);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.properties).toHaveLength(10));
    expect(ids(result.current.properties)).toEqual(ids([...first.results, ...second.results]));
    expect(result.current.pages).toHaveLength(2);
  });

  it('lists by type, advert type and status as the server does', async () => {
    const { wrapper } = providerFor(buyer);
    const { result } = renderHook(
      () => ({
        byType: usePropertiesByType('House'),
        byAdvert: usePropertiesByAdvertType('For Rent'),
        byStatus: usePropertiesByStatus('Completed Project'),
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.byType.data).toBeDefined();
      expect(result.current.byAdvert.data).toBeDefined();
      expect(result.current.byStatus.data).toBeDefined();
    });
    expect(result.current.byType.data).toEqual(await buyer.properties.byType('House'));
    expect(result.current.byAdvert.data).toEqual(await buyer.properties.byAdvertType('For Rent'));
    expect(result.current.byStatus.data).toEqual(await buyer.properties.byStatus('Completed Project'));
    expect(result.current.byType.properties.every((property) => property.property_type === 'House')).toBe(true);
    expect(result.current.byStatus.count).toBeGreaterThan(0);
  });

  it('lists a country with only the filters that are set', async () => {
    const { wrapper } = providerFor(buyer);
    const { result } = renderHook(() => useCountryProperties('ke', { advert_type: 'For Sale', property_type: '' }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual(await buyer.properties.byCountry('KE', { advert_type: 'For Sale' }));
    expect(result.current.properties.every((property) => property.country === 'KE' && property.advert_type === 'For Sale')).toBe(true);
  });

  it('pages a listing screen as a feed: a country with its filters, or one value without a country', async () => {
    const { wrapper } = providerFor(buyer);
    const { result } = renderHook(
      () => ({ country: usePropertyListing({ country: 'KE', advertType: 'For Sale' }, { pageSize: 3 }), status: usePropertyListing({ status: 'Ongoing Projects' }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.country.properties).toHaveLength(3));
    const [first, second] = await Promise.all([
      buyer.properties.byCountry('KE', { advert_type: 'For Sale' }, { pageSize: 3 }),
      buyer.properties.byCountry('KE', { advert_type: 'For Sale' }, { page: 2, pageSize: 3 }),
    ]);
    expect(ids(result.current.country.properties)).toEqual(ids(first.results));
    expect(result.current.country.hasMore).toBe(true);
    act(() => result.current.country.loadMore());
    await waitFor(() => expect(result.current.country.properties).toHaveLength(6));
    expect(ids(result.current.country.properties)).toEqual(ids([...first.results, ...second.results]));
    await waitFor(() => expect(result.current.status.properties.length).toBeGreaterThan(0));
    expect(result.current.status.properties.every((property) => property.property_status === 'Ongoing Project')).toBe(true);
  });

  it('shows a property with its related listings, by slug, and reports a missing one as not found', async () => {
    const { properties } = await buyer.properties.all({ pageSize: 1 }).then((page) => ({ properties: page.results }));
    const slug = properties[0]!.slug;
    const { wrapper } = providerFor(buyer);
    const { result } = renderHook(() => ({ found: useProperty(slug), missing: useProperty(999_999), none: useProperty(undefined) }), { wrapper });
    await waitFor(() => expect(result.current.found.property).toBeDefined());
    expect(result.current.found.property!.id).toBe(properties[0]!.id);
    expect(result.current.found.relatedListings.length).toBeGreaterThan(0);
    expect(result.current.found.relatedListings).toEqual(result.current.found.property!.related_listings);
    await waitFor(() => expect(result.current.missing.isNotFound).toBe(true));
    expect(result.current.missing.error?.message).toBeTruthy();
    expect(result.current.none).toMatchObject({ property: undefined, isLoading: false, error: undefined });
  });

  it("lists the user's liked properties", async () => {
    const { wrapper } = providerFor(buyer);
    const expected = await buyer.properties.liked();
    const { result } = renderHook(() => useLikedProperties(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual(expected);
    expect(result.current.isEmpty).toBe(false);
  });

  it("turns the server's 404 'No liked properties found' into an empty list, not an error", async () => {
    const visitor = await guest(server);
    await expect(visitor.properties.liked()).rejects.toMatchObject({ status: 404, message: 'No liked properties found' });
    const { wrapper } = providerFor(visitor);
    const { result } = renderHook(() => useLikedProperties(), { wrapper });
    await waitFor(() => expect(result.current.isEmpty).toBe(true));
    expect(result.current.error).toBeUndefined();
    expect(result.current.properties).toEqual([]);
  });
});

describe('reel queries', () => {
  it('loads the reels feed, one reel, and the reels of an agent', async () => {
    const { wrapper } = providerFor(agent);
    const first = await agent.reels.all({ pageSize: 3 });
    const reel = first.results[0]!;
    const { result } = renderHook(
      () => ({ feed: useReels({ pageSize: 3 }), one: useReel(reel.slug), mine: useAgentReels(), theirs: useAgentReels(reel.username) }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.feed.reels).toHaveLength(3);
      expect(result.current.one.reel).toBeDefined();
      expect(result.current.mine.data).toBeDefined();
      expect(result.current.theirs.data).toBeDefined();
    });
    expect(ids(result.current.feed.reels)).toEqual(ids(first.results));
    expect(result.current.one.reel!.id).toBe(reel.id);
    expect(result.current.mine.data).toEqual(await agent.reels.ofAgent());
    expect(result.current.theirs.reels.every((each) => each.username === reel.username)).toBe(true);

    act(() => result.current.feed.loadMore());
    await waitFor(() => expect(result.current.feed.reels).toHaveLength(6));
    expect(ids(result.current.feed.reels.slice(3))).toEqual(ids((await agent.reels.all({ page: 2, pageSize: 3 })).results));
  });
});

describe('profile, people, comment and notification queries', () => {
  it('loads my profile, a profile by id and by username', async () => {
    const { wrapper } = providerFor(buyer);
    const me = (await buyer.profiles.me()).profile;
    const { result } = renderHook(() => ({ me: useMyProfile(), byId: useProfile(me.id), byName: useProfileByUsername(me.username) }), { wrapper });
    await waitFor(() => {
      expect(result.current.me.profile).toBeDefined();
      expect(result.current.byId.profile).toBeDefined();
      expect(result.current.byName.profile).toBeDefined();
    });
    expect(result.current.me.profile).toEqual(me);
    expect(result.current.byId.profile).toEqual((await buyer.profiles.byId(me.id)).profile);
    expect(result.current.byName.profile!.username).toBe(me.username);
  });

  it('loads agents, top agents and notifications', async () => {
    const { wrapper } = providerFor(buyer);
    const { result } = renderHook(() => ({ agents: useAgents(), top: useTopAgents(), notifications: useNotifications() }), { wrapper });
    await waitFor(() => {
      expect(result.current.agents.data).toBeDefined();
      expect(result.current.top.data).toBeDefined();
      expect(result.current.notifications.data).toBeDefined();
    });
    expect(result.current.agents.data).toEqual(await buyer.profiles.agents());
    expect(result.current.top.data).toEqual(await buyer.profiles.topAgents());
    expect(result.current.notifications.data).toEqual(await buyer.notifications.all());
    expect(result.current.agents.agents.length).toBeGreaterThan(0);
  });

  it('loads the comments of a property and of a clip without a session', async () => {
    const anonymous = newClient(server);
    const withComments = (await anonymous.properties.all({ pageSize: 100 })).results.find((property) => property.comment_count > 0)!;
    const reelWithComments = (await anonymous.reels.all({ pageSize: 100 })).results.find((reel) => reel.comment_count > 0)!;
    const { wrapper } = providerFor(anonymous);
    const { result } = renderHook(() => ({ property: usePropertyComments(withComments.id), clip: useClipComments(reelWithComments.id) }), { wrapper });
    await waitFor(() => {
      expect(result.current.property.data).toBeDefined();
      expect(result.current.clip.data).toBeDefined();
    });
    expect(result.current.property.comments).toEqual((await anonymous.comments.forProperty(withComments.id, { pageSize: 100 })).results);
    expect(result.current.property.comments.length).toBeGreaterThan(0);
    expect(result.current.clip.comments).toEqual((await anonymous.comments.forClip(reelWithComments.id, { pageSize: 100 })).results);
  });

  it('asks nothing of the server for the calls that need a session when there is none', async () => {
    const net = traffic();
    const anonymous = newClient(server, { fetch: net.fetch });
    const { wrapper } = providerFor(anonymous);
    const { result } = renderHook(
      () => ({ me: useMyProfile(), liked: useLikedProperties(), notifications: useNotifications(), agents: useAgents(), mine: useAgentReels() }),
      { wrapper },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(net.sent).toEqual([]);
    expect(result.current.me).toMatchObject({ profile: undefined, error: undefined, isLoading: false });
    expect(result.current.liked).toMatchObject({ data: undefined, isEmpty: false, error: undefined });
  });
});
