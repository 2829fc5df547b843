import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessageChanges, chatMessages } from '../src/db/schema.js';
import { CHANGE_ERRORS, changeType } from '../src/domain/chat-change-frames.js';
import { writeChatChanges, type ChatChange } from '../src/domain/chat-changes.js';
import { FRAME_ERRORS, refusalFrame } from '../src/domain/chat-frames.js';
import { issue } from '../src/lib/errors.js';
import type { ChatSocket } from './chat-client.js';
import { chatWorld } from './chat-fixtures.js';
import { png } from './helper.js';

/**
 * Issue 27: edits, deletions for everyone and reactions sent as chat socket frames, by the rules of
 * the HTTP routes, acknowledged to the sender by the client id, fanned out with the same frames as
 * an HTTP change, and applied once however often they are sent.
 */
describe('chat: change frames', () => {
  const { world, connect, call, say, expectQuiet } = chatWorld();

  const sentAgo = (id: unknown, minutes: number) =>
    world.app.db.update(chatMessages).set({ createdAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(chatMessages.id, id as number));
  const history = async (user: typeof world.amina, partner: string) => (await call(user, 'GET', `/chat/chat-messages/${partner}/`)).json().results as Record<string, unknown>[];
  /** The next `count` frames of a socket, in order. */
  const take = async (socket: ChatSocket, count: number) => {
    const frames = [];
    for (let n = 0; n < count; n += 1) frames.push(await socket.next());
    return frames;
  };
  /**
   * Sends a change and answers the sender's frames: the ack, and the fan-out when it changed anything
   * (`frames`: the fan-out first). Through Redis the fan-out goes round the channel while the ack
   * goes straight back, so either may come first.
   */
  const change = async (socket: ChatSocket, frame: Record<string, unknown>, count = 2) => {
    const clientId = randomUUID();
    socket.send({ ...frame, client_id: clientId });
    const got = await take(socket, count);
    const acks = got.filter((each) => each.ack !== undefined);
    expect(acks).toEqual([{ ack: clientId, message: expect.any(Object) }]);
    return { clientId, frames: [...got.filter((each) => each.ack === undefined), acks[0]!], ack: acks[0]!.message as Record<string, unknown> };
  };

  it('edits my message: both sides hear message_edited as over HTTP, and my socket gets the ack by client id', async () => {
    const aminaSocket = await connect(world.amina, 'baraka');
    const barakaSocket = await connect(world.baraka, 'amina');
    const sent = await say(aminaSocket, { message: 'Can I view it on Saturdy?' }, barakaSocket);

    const { frames, ack } = await change(aminaSocket, { edit: sent.id, message: '  Can I view it on Saturday?  ' });
    expect(ack).toMatchObject({ id: sent.id, message: 'Can I view it on Saturday?', edited_at: expect.any(String), deleted_at: null });
    expect(frames[0]).toEqual({ type: 'message_edited', message: ack });
    expect(await barakaSocket.next()).toEqual({ type: 'message_edited', message: ack });
    expect((await history(world.baraka, 'amina')).find((message) => message.id === sent.id)).toEqual(ack);
  });

  it("keeps the receiver's scam warning on their copy only, as an HTTP edit does", async () => {
    const agent = await connect(world.baraka, 'amina');
    const buyer = await connect(world.amina, 'baraka');
    const sent = await say(agent, { message: 'The flat is ready for viewing.' }, buyer);
    const { ack } = await change(agent, { edit: sent.id, message: 'Send the viewing fee of KES 1,000 to till number 567890 first.' });
    expect(ack.warning).toBeNull();
    expect(await buyer.next()).toMatchObject({ type: 'message_edited', message: { id: sent.id, warning: { kind: 'payment_request' } } });
  });

  it('deletes for everyone once, and reacts and unreacts, with the frames of the HTTP routes', async () => {
    const aminaSocket = await connect(world.amina, 'baraka');
    const barakaSocket = await connect(world.baraka, 'amina');
    const sent = await say(aminaSocket, { message: 'I will take the flat!' }, barakaSocket);

    const thumbs = await change(barakaSocket, { react: sent.id, emoji: '👍' });
    expect(thumbs.ack.reactions).toEqual([{ emoji: '👍', count: 1, usernames: ['baraka'] }]);
    const reacted = { type: 'reaction', message: thumbs.ack, username: 'baraka', emoji: '👍', added: true };
    expect(thumbs.frames[0]).toEqual(reacted);
    expect(await aminaSocket.next()).toEqual(reacted);

    // Reacting again changes nothing: the ack alone, nobody told. A heart without U+FE0F is the heart.
    expect((await change(barakaSocket, { react: sent.id, emoji: '👍' }, 1)).ack).toEqual(thumbs.ack);
    const heart = await change(barakaSocket, { react: sent.id, emoji: '\u2764' });
    expect(heart.frames[0]).toMatchObject({ type: 'reaction', emoji: '❤️', added: true });
    expect(await aminaSocket.next()).toMatchObject({ type: 'reaction', emoji: '❤️' });

    const off = await change(barakaSocket, { unreact: sent.id, emoji: '👍' });
    expect(off.ack.reactions).toEqual([{ emoji: '❤️', count: 1, usernames: ['baraka'] }]);
    expect(await aminaSocket.next()).toEqual({ type: 'reaction', message: off.ack, username: 'baraka', emoji: '👍', added: false });

    const gone = await change(aminaSocket, { delete: sent.id });
    expect(gone.ack).toMatchObject({ id: sent.id, message: null, image: null, deleted_at: expect.any(String), reactions: [] });
    expect(gone.frames[0]).toEqual({ type: 'message_deleted', message: gone.ack });
    expect(await barakaSocket.next()).toEqual({ type: 'message_deleted', message: gone.ack });
    // Deleting again answers the tombstone and tells nobody.
    expect((await change(aminaSocket, { delete: sent.id }, 1)).ack).toEqual(gone.ack);
    await expectQuiet(barakaSocket, aminaSocket);
    expect((await history(world.baraka, 'amina')).find((message) => message.id === sent.id)).toEqual(gone.ack);
  });

  it('refuses by the rules of the HTTP routes, naming the client id, and changes nothing', async () => {
    const aminaSocket = await connect(world.amina, 'baraka');
    const barakaSocket = await connect(world.baraka, 'amina');
    const mine = await say(aminaSocket, { message: 'Mine to edit' }, barakaSocket);
    const refusedIds: string[] = [];
    const refused = async (socket: ChatSocket, frame: Record<string, unknown>, expected: ReturnType<typeof issue>) => {
      const clientId = randomUUID();
      refusedIds.push(clientId);
      socket.send({ ...frame, client_id: clientId });
      expect(await socket.next()).toEqual(refusalFrame(expected, clientId));
    };

    // Someone else's message: the receiver may neither edit nor delete it.
    await refused(barakaSocket, { edit: mine.id, message: 'Hijacked' }, issue('message_edit_own'));
    await refused(barakaSocket, { delete: mine.id }, issue('message_delete_own'));
    // After 15 minutes, by the database's clock.
    await sentAgo(mine.id, 16);
    await refused(aminaSocket, { edit: mine.id, message: 'Too late' }, issue('edit_window_closed', { minutes: 15 }));
    // An emoji outside the set, and none.
    await refused(barakaSocket, { react: mine.id, emoji: '🍆' }, CHANGE_ERRORS.emoji);
    await refused(barakaSocket, { react: mine.id }, CHANGE_ERRORS.emoji);
    expect(CHANGE_ERRORS.emoji.values).toEqual({ options: '👍, ❤️, 😂, 😮, 😢, 🙏' });
    // Text as a message's: blank, too long.
    const fresh = await say(aminaSocket, { message: 'Fresh' }, barakaSocket);
    await refused(aminaSocket, { edit: fresh.id, message: '   ' }, FRAME_ERRORS.blank);
    await refused(aminaSocket, { edit: fresh.id, message: 'x'.repeat(4001) }, FRAME_ERRORS.tooLong);
    await refused(aminaSocket, { edit: fresh.id, message: 42 }, FRAME_ERRORS.messageType);
    // An image, a message of another conversation, one that is not there, and not an id.
    const picture = await say(aminaSocket, { image: `data:image/png;base64,${png().toString('base64')}` }, barakaSocket);
    await refused(aminaSocket, { edit: picture.id, message: 'A caption' }, issue('message_edit_image'));
    const elsewhere = await say(await connect(world.chebet, 'baraka'), { message: 'A private word with Baraka' }, barakaSocket);
    await refused(aminaSocket, { react: elsewhere.id, emoji: '👍' }, issue('message_not_found'));
    // Baraka's own message, but of his conversation with Chebet, not this one.
    await refused(barakaSocket, { react: elsewhere.id, emoji: '👍' }, issue('message_not_found'));
    await refused(aminaSocket, { delete: 2_000_000_000 }, issue('message_not_found'));
    await refused(aminaSocket, { delete: 'mine' }, changeType('delete'));
    await refused(aminaSocket, { unreact: -1, emoji: '👍' }, changeType('unreact'));
    // Alone in its frame.
    await refused(aminaSocket, { delete: fresh.id, typing: true }, CHANGE_ERRORS.alone);
    await refused(aminaSocket, { delete: fresh.id, edit: fresh.id, message: 'Both' }, CHANGE_ERRORS.alone);
    await refused(aminaSocket, { react: fresh.id, emoji: '👍', message: 'And a message' }, CHANGE_ERRORS.alone);
    // Without a client id nothing could be acknowledged: refused, naming none.
    aminaSocket.send({ delete: fresh.id });
    expect(await aminaSocket.next()).toEqual(refusalFrame(FRAME_ERRORS.clientIdType));
    aminaSocket.send({ delete: fresh.id, client_id: 'not-a-uuid' });
    expect(await aminaSocket.next()).toEqual(refusalFrame(FRAME_ERRORS.clientIdType));
    // A deleted message takes no reaction and no edit.
    await change(aminaSocket, { delete: fresh.id });
    await barakaSocket.next();
    await refused(barakaSocket, { react: fresh.id, emoji: '👍' }, issue('message_deleted'));
    await refused(aminaSocket, { edit: fresh.id, message: 'Second thoughts' }, issue('message_deleted'));

    const [row] = await world.app.db.select().from(chatMessages).where(eq(chatMessages.id, mine.id as number));
    expect(row).toMatchObject({ message: 'Mine to edit', editedAt: null, deletedAt: null });
    expect((await history(world.amina, 'baraka')).find((message) => message.id === mine.id)).toMatchObject({ reactions: [] });
    // Refused changes leave their client ids free: sent again, they are judged again.
    const kept = await world.app.db.select().from(chatMessageChanges).where(inArray(chatMessageChanges.clientId, refusedIds));
    expect(kept).toEqual([]);
  });

  it('applies a change sent again once: the partner hears of it once, and a replay cannot undo a later change', async () => {
    const aminaSocket = await connect(world.amina, 'baraka');
    const barakaSocket = await connect(world.baraka, 'amina');
    const sent = await say(aminaSocket, { message: 'Viewing at 10' }, barakaSocket);

    // An edit sent twice back to back (an SDK resending after a drop): one message_edited each side, two acks.
    const first = { edit: sent.id, message: 'Viewing at 11', client_id: randomUUID() };
    aminaSocket.send(first);
    aminaSocket.send(first);
    const mine = await take(aminaSocket, 3);
    expect(mine.map((frame) => frame.type ?? `ack ${frame.ack}`).sort()).toEqual([`ack ${first.client_id}`, `ack ${first.client_id}`, 'message_edited']);
    const acks = mine.filter((frame) => frame.ack !== undefined);
    expect(acks[1]!.message).toEqual(acks[0]!.message);
    expect(await barakaSocket.next()).toMatchObject({ type: 'message_edited', message: { message: 'Viewing at 11' } });

    // A later edit, then the first one replayed: the text stays the later one, and nobody is told.
    await change(aminaSocket, { edit: sent.id, message: 'Viewing at 12' });
    await barakaSocket.next();
    aminaSocket.send(first);
    expect(await aminaSocket.next()).toEqual({ ack: first.client_id, message: expect.objectContaining({ message: 'Viewing at 12' }) });

    // A reaction replayed after it was taken off stays off.
    const thumbs = { react: sent.id, emoji: '👍', client_id: randomUUID() };
    barakaSocket.send(thumbs);
    await take(barakaSocket, 2);
    await aminaSocket.next();
    await change(barakaSocket, { unreact: sent.id, emoji: '👍' });
    await aminaSocket.next();
    barakaSocket.send(thumbs);
    expect(await barakaSocket.next()).toEqual({ ack: thumbs.client_id, message: expect.objectContaining({ reactions: [] }) });
    await expectQuiet(barakaSocket, aminaSocket);
  });

  it('applies a batch in the order given, each change seeing the ones before it, in one transaction', async () => {
    const aminaSocket = await connect(world.amina, 'baraka');
    const sent = await say(aminaSocket, { message: 'One batch' });
    const by = (userId: number, action: ChatChange['action'], clientId?: string): ChatChange => ({
      userId,
      partnerId: userId === world.amina.user.id ? world.baraka.user.id : world.amina.user.id,
      messageId: sent.id as number,
      action,
      ...(clientId ? { clientId } : {}),
    });
    const amina = world.amina.user.id;
    const baraka = world.baraka.user.id;
    const same = randomUUID();
    const outcomes = await writeChatChanges(world.app.db, world.app.storage, [
      by(baraka, { kind: 'react', emoji: '👍' }, same),
      by(baraka, { kind: 'react', emoji: '👍' }, same),
      by(baraka, { kind: 'unreact', emoji: '👍' }),
      by(baraka, { kind: 'react', emoji: '😮' }),
      by(amina, { kind: 'edit', text: 'One batch, edited', conversation: { viewingHeld: false } }),
      by(baraka, { kind: 'edit', text: 'Not mine', conversation: { viewingHeld: false } }),
      by(amina, { kind: 'delete' }),
      by(baraka, { kind: 'react', emoji: '🙏' }),
      by(amina, { kind: 'delete' }),
    ]);
    const summary = outcomes.map((outcome) => (outcome.ok ? `${outcome.changed ? 'changed' : 'same'}${outcome.replay ? ', replay' : ''}` : outcome.error.message));
    expect(summary).toEqual([
      'changed',
      'same, replay',
      'changed',
      'changed',
      'changed',
      'You can only edit your own messages.',
      'changed',
      'This message was deleted.',
      'same',
    ]);
    const [row] = await world.app.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id as number));
    expect(row).toMatchObject({ message: null, deletedAt: expect.any(Date) });
    const last = outcomes.at(-1)!;
    expect(last.ok && last.row.deletedAt).toBeInstanceOf(Date);
    expect((await history(world.amina, 'baraka')).find((message) => message.id === sent.id)).toMatchObject({ reactions: [], deleted_at: expect.any(String) });
  });
});
