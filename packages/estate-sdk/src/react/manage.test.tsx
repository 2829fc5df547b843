// @vitest-environment jsdom
/**
 * The owner's hooks against the real server (issue 22): a member lists a house, marks it sold (it
 * leaves the public list the page shows, at once after the hook's refetch), links a reel to it,
 * re-captions the reel, is refused someone else's listing, and deletes both.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMember, listingForm as houseForm, mp4File, providerFor } from '../../test/react-harness.js';
import { startServerThread, type ServerThread } from '../../test/server-thread.js';
import { formatBbox, parseBbox, parsePolygon } from '../map-area.js';
import { useDeleteProperty, useDeleteReel, useUpdateProperty, useUpdateReel } from './manage.js';
import { usePropertyListing } from './properties.js';

let server: ServerThread;
beforeAll(async () => {
  server = await startServerThread({ seed: false });
});
afterAll(() => server?.close());

const listingForm = (title: string) => houseForm(title, { latitude: '-1.2921', longitude: '36.7856' });

describe('the owner hooks', () => {
  it('mark sold, link and re-caption a reel, refuse a stranger, delete', async () => {
    const owner = await freshMember(server, 'owner');
    const stranger = await freshMember(server, 'stranger');
    const house = await owner.client.properties.create(listingForm('Kilimani house'));
    const { wrapper } = providerFor(owner.client);
    const { result } = renderHook(
      () => ({
        forSale: usePropertyListing({ advertType: 'For Sale', filters: { bbox: formatBbox([36.7, -1.35, 36.9, -1.2]) } }),
        update: useUpdateProperty(),
        remove: useDeleteProperty(),
        updateReel: useUpdateReel(),
        removeReel: useDeleteReel(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.forSale.properties.map((p) => p.title)).toEqual(['Kilimani house']));

    await act(async () => expect(await result.current.update.update(house.id, { availability: 'sold' })).toMatchObject({ ok: true, value: { availability: 'sold' } }));
    await waitFor(() => expect(result.current.forSale.properties).toEqual([]));

    const form = new FormData();
    form.set('title', 'Walkthrough');
    form.set('video', mp4File());
    const reel = await owner.client.reels.create(form);
    await act(async () => {
      const linked = await result.current.updateReel.update(reel.id, { title: 'Kilimani walkthrough', property_id: house.id });
      expect(linked).toMatchObject({ ok: true, value: { title: 'Kilimani walkthrough', property: { id: house.id, availability: 'sold' } } });
    });

    const { result: theirs } = renderHook(() => useUpdateProperty(), { wrapper: providerFor(stranger.client).wrapper });
    await act(async () => {
      const refused = await theirs.current.update(house.id, { title: 'Mine' });
      expect(refused).toMatchObject({ ok: false, error: { status: 403, code: 'property_edit_own', message: 'You can only change your own listings.' } });
    });

    await act(async () => expect(await result.current.remove.remove(house.id)).toEqual({ ok: true, value: undefined }));
    expect((await owner.client.reels.details(reel.id)).property).toBeNull();
    await act(async () => expect((await result.current.removeReel.remove(reel.id)).ok).toBe(true));
    await expect(owner.client.reels.details(reel.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the map area in the API\u2019s words', () => {
  it('writes and reads a box and a polygon, refusing what is not one', () => {
    expect(formatBbox([36.7123456, -1.35, 36.9, -1.2])).toBe('36.71235,-1.35,36.9,-1.2');
    expect(parseBbox('36.7,-1.35,36.9,-1.2')).toEqual([36.7, -1.35, 36.9, -1.2]);
    for (const bad of ['', '1,2,3', '36.9,-1.35,36.7,-1.2', 'a,b,c,d', '0,-91,1,1']) expect(parseBbox(bad)).toBeUndefined();
    expect(parsePolygon('36.75 -1.31, 36.85 -1.31,36.8 -1.25')).toEqual([[36.75, -1.31], [36.85, -1.31], [36.8, -1.25]]);
    for (const bad of ['36 -1,37 -1', '36 -1,37,38 -2', 'x y,1 2,3 4']) expect(parsePolygon(bad)).toBeUndefined();
  });
});
