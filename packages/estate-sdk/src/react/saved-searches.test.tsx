// @vitest-environment jsdom
/**
 * The saved-search hooks against the real server: a fresh member saves a search (only the filters
 * that are set are sent), sees it listed, is refused a duplicate name, renames it, turns its
 * alerts off (shown at once), deletes it; guests fetch nothing; an unknown unsubscribe link is a
 * clear 404 without any session.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { SavedSearch } from '../client/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMember, guest, newClient, providerFor, traffic } from '../../test/react-harness.js';
import { startServerThread, type ServerThread } from '../../test/server-thread.js';
import { useDeleteSavedSearch, useSavedSearches, useSaveSearch, useUnsubscribe, useUpdateSavedSearch } from './saved-searches.js';

let server: ServerThread;
beforeAll(async () => {
  server = await startServerThread({ seed: false });
});
afterAll(() => server?.close());

describe('the saved-search hooks', () => {
  it('save, list, refuse a duplicate, rename, toggle alerts and delete', async () => {
    const net = traffic();
    const member = await freshMember(server, 'saver', { fetch: net.fetch });
    const { wrapper } = providerFor(member.client);
    const { result } = renderHook(
      () => ({ list: useSavedSearches(), save: useSaveSearch(), update: useUpdateSavedSearch(), remove: useDeleteSavedSearch() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isEmpty).toBe(true));

    let saved: SavedSearch | undefined;
    await act(async () => {
      const answer = await result.current.save.save({ name: 'Nairobi homes', country: 'ke', property_type: 'House', min_price: 100000, min_bedrooms: undefined, sort: 'newest' });
      if (answer.ok) saved = answer.value;
    });
    expect(saved!).toMatchObject({ name: 'Nairobi homes', country: 'KE', property_type: 'House', min_price: 100000, min_bedrooms: null, alerts: true });
    const sent = net.sent.find((entry) => entry.request === 'POST /api/v1/saved-searches/');
    expect(sent!.body).toEqual({ name: 'Nairobi homes', country: 'KE', property_type: 'House', min_price: 100000 });
    await waitFor(() => expect(result.current.list.savedSearches.map((search) => search.name)).toEqual(['Nairobi homes']));

    // The server's refusal, by field.
    await act(async () => expect(await result.current.save.save({ name: 'nairobi HOMES', country: 'KE' })).toMatchObject({ ok: false, error: { status: 400 } }));
    expect(result.current.save.error?.status).toBe(400);
    expect(result.current.save.error?.fieldErrors).toEqual({ name: ['You already have a saved search with this name.'] });
    expect(result.current.save.error?.issues.name).toEqual([{ code: 'duplicate_name', values: {}, message: 'You already have a saved search with this name.' }]);

    await act(async () => void (await result.current.update.update(saved!.id, { name: 'Homes in Nairobi' })));
    expect(result.current.list.savedSearches[0]).toMatchObject({ name: 'Homes in Nairobi' });
    let toggled: Promise<unknown>;
    act(() => {
      toggled = result.current.update.update(saved!.id, { alerts: false });
    });
    // Shown before the server answers.
    await waitFor(() => expect(result.current.list.savedSearches[0]!.alerts).toBe(false));
    await act(async () => void (await toggled));
    expect(result.current.list.savedSearches[0]).toMatchObject({ alerts: false, name: 'Homes in Nairobi' });

    await act(async () => expect(await result.current.remove.remove(saved!.id)).toEqual({ ok: true, value: undefined }));
    await waitFor(() => expect(result.current.list.isEmpty).toBe(true));
  });

  it('fetches nothing for guests', async () => {
    const net = traffic();
    const client = await guest(server, { fetch: net.fetch });
    const { result } = renderHook(() => useSavedSearches(), { wrapper: providerFor(client).wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(net.sent.filter((entry) => entry.request.includes('saved-searches'))).toEqual([]);
  });

  it('answers an unknown unsubscribe link with a clear 404, signed out', async () => {
    const net = traffic();
    const { result } = renderHook(() => useUnsubscribe(), { wrapper: providerFor(newClient(server, { fetch: net.fetch })).wrapper });
    await act(async () => expect(await result.current.unsubscribe('no-such-token')).toMatchObject({ ok: false, error: { code: 'unsubscribe_link_invalid' } }));
    expect(result.current.error?.status).toBe(404);
    expect(result.current.error?.message).toMatch(/not valid/);
    expect(net.sent.map((entry) => entry.request)).toEqual(['POST /api/v1/saved-searches/unsubscribe/no-such-token/']);
  });
});
