import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema.js';
import { storeChatMessage, type ChatUser } from '../src/domain/chat.js';
import { chatWorld } from './chat-fixtures.js';
import type { TestUser } from './helper.js';
import { insertListings } from './properties-fixtures.js';

type Message = { id: number; message: string | null; sender_username: string; property_id?: number; listing?: { id: number; title: string; slug: string; price: number; city: string; owner_username: string } };

/**
 * Issue 27: a chat started from a listing ('Message {owner}', `POST /properties/{id}/lead/`) opens
 * with the listing's card, and the card stays in the history: stored once (not while the listing is
 * the conversation's latest card), delivered live, never unread, no search hit, no dashboard chat.
 */
describe('chat: listing cards', () => {
  const { world, call, connect } = chatWorld();
  const as = (user: TestUser): ChatUser => ({ id: user.user.id, username: user.user.username });
  const lead = (user: TestUser, id: number) => call(user, 'POST', `/properties/${id}/lead/`);
  const history = async (user: TestUser, partner: string) => (await call(user, 'GET', `/chat/chat-messages/${partner}/`)).json().results as Message[];
  const cards = (messages: Message[]) => messages.filter((message) => message.property_id !== undefined);
  let villa: number;
  let flat: number;
  let chebetsLoft: number;

  beforeAll(async () => {
    [{ id: villa }, { id: flat }] = await insertListings(world.app, world.baraka.user.id, [
      { title: 'Kilimani Garden Villa', city: 'Nairobi', price: 250_000 },
      { title: 'Westlands Flat', city: 'Nairobi', price: 90_000 },
    ]);
    [{ id: chebetsLoft }] = await insertListings(world.app, world.chebet.user.id, [{ title: 'Karen Loft' }]);
  });

  it('puts the listing card in the conversation once, live on both sides, with the listing as it is now', async () => {
    const [aminaSocket, barakaSocket] = await Promise.all([connect(world.amina, 'baraka'), connect(world.baraka, 'amina')]);
    expect((await lead(world.amina, villa)).statusCode).toBe(201);
    const [mine, theirs] = await Promise.all([aminaSocket.next(), barakaSocket.next()]);
    expect(mine).toMatchObject({ property_id: villa, message: 'Kilimani Garden Villa', sender_username: 'amina', receiver_username: 'baraka' });
    expect(mine.listing).toMatchObject({ id: villa, title: 'Kilimani Garden Villa', city: 'Nairobi', price: 250_000, country: 'KE', owner_username: 'baraka' });
    expect(theirs).toMatchObject({ id: mine.id, property_id: villa, warning: null });

    // Once only: the same listing is already the latest card, however often the chat is opened from it.
    expect((await lead(world.amina, villa)).statusCode).toBe(204);
    expect((await lead(world.amina, villa)).statusCode).toBe(204);
    const seen = cards(await history(world.baraka, 'amina'));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: mine.id, property_id: villa, listing: { id: villa, slug: expect.any(String) } });
    expect(aminaSocket.pending).toBe(0);
  });

  it('puts a card for another listing, and the first again once another card came between', async () => {
    await storeChatMessage(world.app.db, { sender: as(world.amina), receiver: as(world.baraka), message: 'Is the villa still available?' });
    expect((await lead(world.amina, villa)).statusCode).toBe(204);
    expect(cards(await history(world.amina, 'baraka')).map((card) => card.property_id)).toEqual([villa]);
    await lead(world.amina, flat);
    await lead(world.amina, villa);
    await lead(world.amina, villa);
    expect(cards(await history(world.amina, 'baraka')).map((card) => card.property_id)).toEqual([villa, flat, villa]);
  });

  it("puts the card in the conversation with that listing's owner only, and refuses one's own listing", async () => {
    expect((await lead(world.amina, chebetsLoft)).statusCode).toBe(201);
    const withChebet = cards(await history(world.amina, 'chebet'));
    expect(withChebet).toEqual([expect.objectContaining({ property_id: chebetsLoft, listing: expect.objectContaining({ owner_username: 'chebet' }) })]);
    expect(cards(await history(world.amina, 'baraka')).map((card) => card.property_id)).toEqual([villa, flat, villa]);
    // Chebet's own listing: refused, and no card to herself.
    expect((await lead(world.chebet, chebetsLoft)).statusCode).toBe(400);
  });

  it('is never unread, no search hit and no chat on the dashboard', async () => {
    const before = (await call(world.chebet, 'GET', '/users/chat/unread/')).json();
    expect(before).toEqual({ unread_count: 0, conversations: 0 });
    const inbox = (await call(world.chebet, 'GET', '/users/chat/')).json().results;
    expect(inbox).toEqual([expect.objectContaining({ username: 'amina', unread_count: 0, last_message: expect.objectContaining({ property_id: chebetsLoft, listing: expect.any(Object) }) })]);
    const hits = (await call(world.amina, 'GET', '/chat/search/?q=Karen')).json();
    expect(hits.count).toBe(0);
    const villaHits = (await call(world.amina, 'GET', '/chat/search/?q=villa&with=baraka')).json();
    expect(villaHits.results.map((hit: { message: Message }) => hit.message.message)).toEqual(['Is the villa still available?']);
    // Amina opened the chat from the flat and since then only cards went to Baraka: no chat counts yet.
    const flatChats = async () => (await call(world.baraka, 'GET', `/dashboard/?property=${flat}`)).json().totals.chats;
    expect(await flatChats()).toBe(0);
    await storeChatMessage(world.app.db, { sender: as(world.amina), receiver: as(world.baraka), message: 'Can I see the flat?' });
    expect(await flatChats()).toBe(1);
    await storeChatMessage(world.app.db, { sender: as(world.amina), receiver: as(world.chebet), message: 'Hello Chebet' });
    expect((await call(world.chebet, 'GET', '/users/chat/unread/')).json()).toEqual({ unread_count: 1, conversations: 1 });
  });

  it('keeps the card of a listing deleted or hidden since, without the listing (no longer available)', async () => {
    await world.app.db.update(properties).set({ moderationHidden: true }).where(eq(properties.id, flat));
    await world.app.db.delete(properties).where(eq(properties.id, villa));
    const shown = cards(await history(world.amina, 'baraka'));
    expect(shown.map((card) => [card.property_id, card.listing?.id ?? null])).toEqual([
      [villa, null],
      [flat, null],
      [villa, null],
    ]);
    expect(shown[0]!.message).toBe('Kilimani Garden Villa');
    expect((await lead(world.amina, villa)).statusCode).toBe(404);
  });
});
