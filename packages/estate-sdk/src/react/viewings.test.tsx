// @vitest-environment jsdom
/**
 * The viewing hooks against the real server (issue 27): an owner keeps weekly hours, a buyer reads
 * the listing's free times, proposes one (refused first for a time past, by field), both see it in
 * their lists with their own actions, the owner accepts (the free time is gone), a stranger is
 * refused; the chat socket shows the proposal's card and brings it up to date when it is accepted;
 * guests fetch nothing.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatSocket } from '../client/chat-socket.js';
import type { Viewing } from '../client/types.js';
import { freshMember, guest, listingForm as rentalForm, NodeWebSocket, providerFor, traffic } from '../../test/react-harness.js';
import { startServerThread, type ServerThread } from '../../test/server-thread.js';
import { useAnswerViewing, useProposeViewing, useSaveViewingHours, useViewings, useViewingSlots } from './viewings.js';

let server: ServerThread;
beforeAll(async () => {
  server = await startServerThread({ seed: false });
});
afterAll(() => server?.close());

const listingForm = (title: string) => rentalForm(title, { street_address: 'Ngong Road 4', price: '90000', advert_type: 'For Rent' });

const ALL_WEEK = { time_zone: 'Africa/Nairobi', weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })) };

describe('the viewing hooks', () => {
  it('keep hours, list free times, propose (refusals by field), list for both sides, accept; a stranger is refused', async () => {
    const owner = await freshMember(server, 'owner');
    const buyer = await freshMember(server, 'buyer');
    const stranger = await freshMember(server, 'stranger');
    const listing = await owner.client.properties.create(listingForm('Flat on Ngong Road'));

    const ownerHooks = renderHook(() => ({ save: useSaveViewingHours(), mine: useViewingSlots(), list: useViewings({ role: 'owner' }), answer: useAnswerViewing() }), {
      wrapper: providerFor(owner.client).wrapper,
    });
    await waitFor(() => expect(ownerHooks.result.current.mine.hours?.has_hours).toBe(false));
    await act(async () => expect(await ownerHooks.result.current.save.save(ALL_WEEK)).toMatchObject({ ok: true, value: { has_hours: true, time_zone: 'Africa/Nairobi' } }));
    // My hours show the answer at once.
    expect(ownerHooks.result.current.mine.hasHours).toBe(true);
    await act(async () => {
      const refused = await ownerHooks.result.current.save.save({ time_zone: 'Nairobi', weekly: [] });
      expect(refused).toMatchObject({ ok: false, error: { status: 400 } });
    });
    expect(ownerHooks.result.current.save.error?.fieldErrors).toEqual({ time_zone: ['"Nairobi" is not a time zone. Use a name such as Africa/Nairobi.'] });

    const buyerHooks = renderHook(() => ({ slots: useViewingSlots(listing.id), propose: useProposeViewing(), list: useViewings() }), {
      wrapper: providerFor(buyer.client).wrapper,
    });
    await waitFor(() => expect(buyerHooks.result.current.slots.slots.length).toBeGreaterThan(100));
    await waitFor(() => expect(buyerHooks.result.current.list.isEmpty).toBe(true));
    const chosen = buyerHooks.result.current.slots.slots[3]!;

    await act(async () => {
      const past = await buyerHooks.result.current.propose.propose({ property: listing.id, start: new Date(Date.now() - 3_600_000).toISOString() });
      expect(past).toMatchObject({ ok: false, error: { status: 400 } });
    });
    expect(buyerHooks.result.current.propose.error?.fieldErrors).toEqual({ start: ['Choose a time in the future.'] });
    expect(buyerHooks.result.current.propose.error?.issues.start).toEqual([{ code: 'viewing_in_past', values: {}, message: 'Choose a time in the future.' }]);

    let proposed: Viewing | undefined;
    await act(async () => {
      const answer = await buyerHooks.result.current.propose.propose({ property: listing.id, start: chosen.start });
      if (answer.ok) proposed = answer.value;
    });
    expect(proposed).toMatchObject({ status: 'proposed', start: chosen.start, own_time: false, actions: ['propose', 'cancel'] });
    // My list is fetched again after the proposal.
    await waitFor(() => expect(buyerHooks.result.current.list.viewings.map((viewing) => viewing.id)).toEqual([proposed!.id]));

    await act(async () => void (await ownerHooks.result.current.list.mutate()));
    expect(ownerHooks.result.current.list.viewings[0]).toMatchObject({ id: proposed!.id, actions: ['accept', 'decline', 'propose', 'cancel'] });

    const strangerHooks = renderHook(() => useAnswerViewing(), { wrapper: providerFor(stranger.client).wrapper });
    await act(async () => expect(await strangerHooks.result.current.accept(proposed!.id)).toMatchObject({ ok: false, error: { status: 403, code: 'viewing_parties_only' } }));

    await act(async () => expect(await ownerHooks.result.current.answer.accept(proposed!.id)).toMatchObject({ ok: true, value: { status: 'accepted', acted_by: owner.username } }));
    await waitFor(() => expect(ownerHooks.result.current.list.viewings[0]).toMatchObject({ status: 'accepted', actions: ['propose', 'cancel'] }));
    // The accepted time is no longer free.
    await act(async () => void (await buyerHooks.result.current.slots.mutate()));
    expect(buyerHooks.result.current.slots.slots.map((slot) => slot.start)).not.toContain(chosen.start);
    await act(async () => expect(await ownerHooks.result.current.answer.decline(proposed!.id)).toMatchObject({ ok: false, error: { code: 'viewing_not_proposed' } }));
  });

  it('shows a proposal as a card in the chat, brought up to date when it is answered', async () => {
    const owner = await freshMember(server, 'agent');
    const buyer = await freshMember(server, 'looker');
    const listing = await owner.client.properties.create(listingForm('Bedsitter in Ngara'));
    const socket = createChatSocket({ client: buyer.client, partner: owner.username, WebSocket: NodeWebSocket });
    try {
      await waitFor(() => expect(socket.state).toBe('open'));
      const start = new Date(Date.now() + 3 * 86_400_000);
      start.setUTCHours(9, 0, 0, 0);
      const proposed = await buyer.client.viewings.propose({ property: listing.id, start: start.toISOString() });
      await waitFor(() => expect(socket.messages.map((message) => message.viewing?.status)).toEqual(['proposed']));
      expect(socket.messages[0]!.message).toMatch(/^Viewing proposed: /);

      await owner.client.viewings.answer(proposed.id, { action: 'accept' });
      // The proposal's card shows the acceptance (`viewing_updated`), beside the acceptance's own card.
      await waitFor(() => expect(socket.messages.map((message) => [message.viewing?.id, message.viewing?.status])).toEqual([
        [proposed.id, 'accepted'],
        [proposed.id, 'accepted'],
      ]));
      expect(socket.messages[0]!.viewing!.actions).toEqual(['propose', 'cancel']);
      const ics = await buyer.client.viewings.ics(proposed.id);
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain('STATUS:CONFIRMED');
    } finally {
      socket.close();
    }
  });

  it('fetches nothing for guests', async () => {
    const net = traffic();
    const client = await guest(server, { fetch: net.fetch });
    const { result } = renderHook(() => useViewings(), { wrapper: providerFor(client).wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(net.sent.filter((entry) => entry.request.includes('viewings'))).toEqual([]);
  });
});
