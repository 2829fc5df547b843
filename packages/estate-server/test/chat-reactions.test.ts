import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessageReactions } from '../src/db/schema.js';
import { CHAT_REACTIONS } from '../src/schemas/chat.js';
import { chatWorld } from './chat-fixtures.js';
import { makeGuest, type TestUser } from './helper.js';

/**
 * Issue 27: the two people of a conversation react to its messages with emoji of a small set
 * (👍 ❤️ 😂 😮 😢 🙏), one per person per emoji; the message carries counts and who reacted, live on both sides.
 */
describe('chat: reactions', () => {
  const { world, connect, call, say, expectQuiet } = chatWorld();

  const react = (user: TestUser | undefined, id: unknown, emoji: unknown) => call(user, 'POST', `/chat/messages/${id}/reactions/`, { emoji });
  const unreact = (user: TestUser | undefined, id: unknown, emoji: string) => call(user, 'DELETE', `/chat/messages/${id}/reactions/${encodeURIComponent(emoji)}/`);

  it('counts each emoji once per person, names who reacted, and tells both sides live', async () => {
    const aminaSocket = await connect(world.amina, 'baraka');
    const barakaSocket = await connect(world.baraka, 'amina');
    const sent = await say(aminaSocket, { message: 'I will take the flat!' }, barakaSocket);
    expect(sent.reactions).toEqual([]);

    const thumbs = await react(world.baraka, sent.id, '👍');
    expect(thumbs.statusCode).toBe(200);
    expect(thumbs.json()).toMatchObject({ id: sent.id, message: 'I will take the flat!', reactions: [{ emoji: '👍', count: 1, usernames: ['baraka'] }] });
    const [mine, theirs] = await Promise.all([aminaSocket.next(), barakaSocket.next()]);
    expect(mine).toEqual({ type: 'reaction', message: thumbs.json(), username: 'baraka', emoji: '👍', added: true });
    expect(theirs).toEqual(mine);

    // The same emoji again changes nothing and tells nobody.
    expect((await react(world.baraka, sent.id, '👍')).json()).toEqual(thumbs.json());
    await expectQuiet(barakaSocket, aminaSocket);

    // The sender reacts to her own message too; a heart typed without its variation selector is the heart.
    await react(world.amina, sent.id, '👍');
    const both = (await react(world.amina, sent.id, '\u2764')).json();
    expect(both.reactions).toEqual([
      { emoji: '👍', count: 2, usernames: ['baraka', 'amina'] },
      { emoji: '❤️', count: 1, usernames: ['amina'] },
    ]);
    await Promise.all([aminaSocket.next(), aminaSocket.next(), barakaSocket.next(), barakaSocket.next()]);
    const history = (await call(world.baraka, 'GET', '/chat/chat-messages/amina/')).json().results as { id: number }[];
    expect(history.find((message) => message.id === sent.id)).toEqual(both);
    // The inbox's last message (the marker above) shows its reactions too.
    const last = (await call(world.baraka, 'GET', '/users/chat/')).json().results[0].last_message;
    await react(world.baraka, last.id, '😂');
    await Promise.all([aminaSocket.next(), barakaSocket.next()]);
    expect((await call(world.amina, 'GET', '/users/chat/')).json().results[0].last_message.reactions).toEqual([{ emoji: '😂', count: 1, usernames: ['baraka'] }]);

    // Taken off by its URL-encoded emoji; taking off one that is not there changes nothing.
    const off = await unreact(world.baraka, sent.id, '👍');
    expect(off.json().reactions).toEqual([
      { emoji: '👍', count: 1, usernames: ['amina'] },
      { emoji: '❤️', count: 1, usernames: ['amina'] },
    ]);
    expect(await barakaSocket.next()).toEqual({ type: 'reaction', message: off.json(), username: 'baraka', emoji: '👍', added: false });
    expect(await aminaSocket.next()).toMatchObject({ type: 'reaction', added: false });
    expect((await unreact(world.baraka, sent.id, '😂')).json()).toEqual(off.json());
    expect((await unreact(world.amina, sent.id, '\u2764')).json().reactions).toEqual([{ emoji: '👍', count: 1, usernames: ['amina'] }]);
  });

  it('refuses an emoji outside the set in words, in the body and in the path', async () => {
    const sent = await say(await connect(world.amina, 'baraka'), { message: 'Pizza tonight?' });
    const options = `Choose one of: ${CHAT_REACTIONS.join(', ')}.`;
    for (const emoji of ['🍕', '', 'thumbs up', '👍👍']) {
      const response = await react(world.baraka, sent.id, emoji);
      expect([response.statusCode, response.json()], emoji).toEqual([400, { emoji: [options] }]);
    }
    expect((await react(world.baraka, sent.id, undefined)).json()).toEqual({ emoji: ['This field is required.'] });
    const path = await unreact(world.baraka, sent.id, '🍕');
    expect([path.statusCode, path.json()]).toEqual([400, { emoji: [options] }]);
    expect(await world.app.db.select().from(chatMessageReactions).where(eq(chatMessageReactions.messageId, sent.id as number))).toEqual([]);
  });

  it('lets only the two people react: 404 to anyone else, 403 to a guest, 401 without a token', async () => {
    const sent = await say(await connect(world.amina, 'baraka'), { message: 'Just between us' });
    const outsider = await react(world.chebet, sent.id, '😂');
    expect([outsider.statusCode, outsider.json()]).toEqual([404, { detail: 'Message not found.' }]);
    expect((await unreact(world.chebet, sent.id, '😂')).statusCode).toBe(404);
    expect((await react(await makeGuest(world.app), sent.id, '😂')).statusCode).toBe(403);
    expect((await react(undefined, sent.id, '😂')).statusCode).toBe(401);
    expect((await react(world.amina, 2_000_000_000, '😂')).statusCode).toBe(404);
  });

  it('takes no reaction on a deleted message, and deleting one takes its reactions away', async () => {
    const socket = await connect(world.amina, 'baraka');
    const sent = await say(socket, { message: 'Oops' });
    await react(world.baraka, sent.id, '😢');
    await call(world.amina, 'DELETE', `/chat/messages/${sent.id}/`);
    expect(await world.app.db.select().from(chatMessageReactions).where(eq(chatMessageReactions.messageId, sent.id as number))).toEqual([]);
    const late = await react(world.baraka, sent.id, '🙏');
    expect([late.statusCode, late.json()]).toEqual([400, { detail: 'This message was deleted.' }]);
  });
});
