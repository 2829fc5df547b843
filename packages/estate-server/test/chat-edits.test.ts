import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../src/db/schema.js';
import { FRAME_ERRORS, refusalFrame } from '../src/domain/chat-frames.js';
import { chatWorld } from './chat-fixtures.js';
import { makeGuest, png, type TestUser } from './helper.js';

/**
 * Issue 27: the sender edits a message within 15 minutes (marked edited) or deletes it for everyone
 * (a tombstone), live on both sides; a message may quote another of its conversation.
 */
describe('chat: edit, delete and quoted replies', () => {
  const { world, connect, call, say, expectQuiet } = chatWorld();

  const edit = (user: TestUser | undefined, id: unknown, message: unknown) => call(user, 'PATCH', `/chat/messages/${id}/`, { message });
  const remove = (user: TestUser | undefined, id: unknown) => call(user, 'DELETE', `/chat/messages/${id}/`);
  const history = async (user: TestUser, partner: string) => (await call(user, 'GET', `/chat/chat-messages/${partner}/`)).json().results as Record<string, unknown>[];
  const sentAgo = (id: unknown, minutes: number) =>
    world.app.db.update(chatMessages).set({ createdAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(chatMessages.id, id as number));

  describe('edit', () => {
    it("changes the sender's text within 15 minutes, marks it edited and tells both sides live", async () => {
      const aminaSocket = await connect(world.amina, 'baraka');
      const barakaSocket = await connect(world.baraka, 'amina');
      const sent = await say(aminaSocket, { message: 'Can I view it on Saturdy?' }, barakaSocket);
      expect(sent.edited_at).toBeNull();

      await sentAgo(sent.id, 14);
      const response = await edit(world.amina, sent.id, '  Can I view it on Saturday?  ');
      expect(response.statusCode).toBe(200);
      const edited = response.json();
      expect(edited).toMatchObject({ id: sent.id, message: 'Can I view it on Saturday?', sender_username: 'amina', edited_at: expect.any(String), deleted_at: null });
      expect(Date.parse(edited.edited_at)).toBeGreaterThan(Date.parse(edited.created_at));
      const [mine, theirs] = await Promise.all([aminaSocket.next(), barakaSocket.next()]);
      expect(mine).toEqual({ type: 'message_edited', message: edited });
      expect(theirs).toEqual({ type: 'message_edited', message: edited });
      expect((await history(world.baraka, 'amina')).find((message) => message.id === sent.id)).toEqual(edited);
      expect((await call(world.baraka, 'GET', '/users/chat/')).json().results[0].last_message).toEqual(edited);
    });

    it("runs the scam rules again on the new text, for the receiver's copy only", async () => {
      const agent = await connect(world.baraka, 'amina');
      const buyer = await connect(world.amina, 'baraka');
      const sent = await say(agent, { message: 'The flat is ready for viewing.' }, buyer);

      const warned = (await edit(world.baraka, sent.id, 'Send the viewing fee of KES 1,000 to till number 567890 first.')).json();
      expect(warned.warning).toBeNull();
      const [own, received] = await Promise.all([agent.next(), buyer.next()]);
      expect(own.message).toMatchObject({ warning: null });
      expect(received.message).toMatchObject({ message: warned.message, warning: { kind: 'payment_request', reason: expect.any(String) } });
      expect((await history(world.amina, 'baraka')).find((message) => message.id === sent.id)).toMatchObject({ warning: { kind: 'payment_request' } });

      await edit(world.baraka, sent.id, 'The flat is ready for viewing on Monday.');
      const [, cleared] = await Promise.all([agent.next(), buyer.next()]);
      expect(cleared.message).toMatchObject({ warning: null });
    });

    it('refuses the receiver, anyone outside the conversation, a guest, and an unknown id', async () => {
      const socket = await connect(world.amina, 'baraka');
      const sent = await say(socket, { message: 'Mine to edit' });
      expect((await edit(world.baraka, sent.id, 'Hijacked')).json()).toEqual({ detail: 'You can only edit your own messages.' });
      expect((await edit(world.baraka, sent.id, 'Hijacked')).statusCode).toBe(403);
      const outsider = await edit(world.chebet, sent.id, 'Hijacked');
      expect([outsider.statusCode, outsider.json()]).toEqual([404, { detail: 'Message not found.' }]);
      expect((await edit(await makeGuest(world.app), sent.id, 'Hijacked')).statusCode).toBe(403);
      expect((await edit(undefined, sent.id, 'Hijacked')).statusCode).toBe(401);
      expect((await edit(world.amina, 2_000_000_000, 'Hijacked')).statusCode).toBe(404);
      const [row] = await world.app.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id as number));
      expect(row).toMatchObject({ message: 'Mine to edit', editedAt: null });
    });

    it('refuses after 15 minutes, a blank or too long text, and an image, in words', async () => {
      const socket = await connect(world.amina, 'baraka');
      const sent = await say(socket, { message: 'Old news' });
      await sentAgo(sent.id, 16);
      const late = await edit(world.amina, sent.id, 'Fresh news');
      expect(late.statusCode).toBe(403);
      expect(late.json()).toEqual({ detail: 'A message can be edited for 15 minutes after it is sent; this one can no longer be edited.' });
      expect(JSON.parse(late.headers['estate-error-codes'] as string)).toEqual({ detail: [{ code: 'edit_window_closed', values: { minutes: 15 } }] });

      const fresh = await say(socket, { message: 'Fresh' });
      expect((await edit(world.amina, fresh.id, '   ')).json()).toEqual({ message: ['This field may not be blank.'] });
      expect((await edit(world.amina, fresh.id, 'x'.repeat(4001))).json()).toEqual({ message: ['Ensure this field has no more than 4000 characters.'] });
      expect((await edit(world.amina, fresh.id, '😀'.repeat(4000))).statusCode).toBe(200);
      expect(await socket.next()).toMatchObject({ type: 'message_edited', message: { id: fresh.id } });

      const picture = await say(socket, { image: `data:image/png;base64,${png().toString('base64')}` });
      const image = await edit(world.amina, picture.id, 'A caption');
      expect([image.statusCode, image.json()]).toEqual([400, { detail: 'An image cannot be edited: delete it and send another.' }]);
    });
  });

  describe('delete for everyone', () => {
    it('keeps a tombstone, tells both sides live, and answers the same when deleted again', async () => {
      const aminaSocket = await connect(world.amina, 'baraka');
      const barakaSocket = await connect(world.baraka, 'amina');
      const sent = await say(aminaSocket, { message: 'Sent to the wrong person' }, barakaSocket);
      await call(world.baraka, 'POST', `/chat/messages/${sent.id}/reactions/`, { emoji: '😮' });
      await Promise.all([aminaSocket.next(), barakaSocket.next()]);

      const response = await remove(world.amina, sent.id);
      expect(response.statusCode).toBe(200);
      const tombstone = response.json();
      expect(tombstone).toMatchObject({ id: sent.id, message: null, image: null, deleted_at: expect.any(String), reactions: [], sender_username: 'amina' });
      const [mine, theirs] = await Promise.all([aminaSocket.next(), barakaSocket.next()]);
      expect(mine).toEqual({ type: 'message_deleted', message: tombstone });
      expect(theirs).toEqual({ type: 'message_deleted', message: tombstone });
      expect((await history(world.baraka, 'amina')).find((message) => message.id === sent.id)).toEqual(tombstone);
      const [row] = await world.app.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id as number));
      expect(row).toMatchObject({ message: null, image: null, warningKind: null });

      const again = await remove(world.amina, sent.id);
      expect([again.statusCode, again.json()]).toEqual([200, tombstone]);
      await expectQuiet(barakaSocket, aminaSocket);

      const edited = await edit(world.amina, sent.id, 'Second thoughts');
      expect([edited.statusCode, edited.json()]).toEqual([400, { detail: 'This message was deleted.' }]);
    });

    it("removes a deleted image's file", async () => {
      const socket = await connect(world.amina, 'baraka');
      const sent = await say(socket, { image: `data:image/png;base64,${png(5, 5).toString('base64')}` });
      await world.app.storage.variantsMade();
      const file = path.join(world.app.storage.root!, (sent.image as string).replace(/^\/media\//, ''));
      const siblings = () => readdirSync(path.dirname(file));
      expect(siblings()).toContain(path.basename(file));
      await remove(world.amina, sent.id);
      expect(siblings()).not.toContain(path.basename(file));
    });

    it('refuses the receiver and anyone outside the conversation', async () => {
      const socket = await connect(world.amina, 'baraka');
      const sent = await say(socket, { message: 'Only I may delete this' });
      const byReceiver = await remove(world.baraka, sent.id);
      expect([byReceiver.statusCode, byReceiver.json()]).toEqual([403, { detail: 'You can only delete your own messages.' }]);
      expect((await remove(world.chebet, sent.id)).statusCode).toBe(404);
      const [row] = await world.app.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id as number));
      expect(row!.deletedAt).toBeNull();
    });
  });

  describe('quoted replies', () => {
    it('carries a short quote of the message replied to, and says when it was deleted since', async () => {
      const aminaSocket = await connect(world.amina, 'baraka');
      const barakaSocket = await connect(world.baraka, 'amina');
      const long = `${'Is the water supply reliable in Kilimani, and how often does the council cut it? '.repeat(3)}End.`;
      const question = await say(aminaSocket, { message: long }, barakaSocket);
      const answer = await say(barakaSocket, { message: 'Yes, there is a borehole.', reply_to: question.id }, aminaSocket);
      const quote = answer.reply_to as Record<string, unknown>;
      expect(quote).toMatchObject({ id: question.id, sender_username: 'amina', image: null, deleted: false });
      expect(Array.from(quote.message as string).length).toBeLessThanOrEqual(141);
      expect(quote.message).toMatch(/^Is the water supply reliable.*…$/);
      expect((await history(world.amina, 'baraka')).at(-1)).toEqual(answer);

      const short = await say(barakaSocket, { message: 'And a backup tank.', reply_to: answer.id }, aminaSocket);
      expect(short.reply_to).toEqual({ id: answer.id, sender_username: 'baraka', message: 'Yes, there is a borehole.', image: null, deleted: false });

      await remove(world.amina, question.id);
      await Promise.all([aminaSocket.next(), barakaSocket.next()]);
      expect((await history(world.baraka, 'amina')).find((message) => message.id === answer.id)!.reply_to).toEqual({
        id: question.id,
        sender_username: 'amina',
        message: null,
        image: null,
        deleted: true,
      });
    });

    it('refuses to quote a message of another conversation or one that is not there, naming the client id', async () => {
      const elsewhere = await say(await connect(world.chebet, 'baraka'), { message: 'A private word with Baraka' });
      const socket = await connect(world.amina, 'baraka');
      const clientId = '0b6f1a3c-4d2e-4f9a-8c7b-1e2d3c4b5a69';
      socket.send({ message: 'Quoting what I never saw', reply_to: elsewhere.id, client_id: clientId });
      expect(await socket.next()).toEqual(refusalFrame(FRAME_ERRORS.replyToUnknown, clientId));
      socket.send({ message: 'Quoting nothing', reply_to: 2_000_000_000 });
      expect(await socket.next()).toEqual(refusalFrame(FRAME_ERRORS.replyToUnknown));
      socket.send({ message: 'Quoting nonsense', reply_to: -3 });
      expect(await socket.next()).toEqual(refusalFrame(FRAME_ERRORS.replyToType));
      const [row] = await world.app.db.select().from(chatMessages).where(eq(chatMessages.clientId, clientId));
      expect(row).toBeUndefined();
    });
  });
});
