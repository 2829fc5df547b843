import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { chatMessages, conversations, notifications } from '../src/db/schema.js';
import { pairOf, type ChatUser } from '../src/domain/chat.js';
import { ChatWriter } from '../src/domain/chat-writer.js';
import { buildTestApp, makeChatUser } from './helper.js';

describe('the chat writer', () => {
  let app: App;
  let amina: ChatUser;
  let baraka: ChatUser;
  let chebet: ChatUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [amina, baraka, chebet] = [await makeChatUser(app, 'w_amina'), await makeChatUser(app, 'w_baraka'), await makeChatUser(app, 'w_chebet')];
  });
  afterAll(() => app.close());

  const conversationOf = async (a: ChatUser, b: ChatUser) => {
    const { userLow, userHigh } = pairOf(a.id, b.id);
    const [row] = await app.db.select().from(conversations).where(and(eq(conversations.userLow, userLow), eq(conversations.userHigh, userHigh)));
    return row!;
  };

  it('stores messages handed over together in one batch, in the order given, each conversation pointing at its newest', async () => {
    const writer = new ChatWriter(app.db);
    // The first two are written at once, each on its own; the five after them wait and go together.
    const first = [
      writer.store({ sender: baraka, receiver: chebet, message: 'first' }),
      writer.store({ sender: chebet, receiver: baraka, message: 'second' }),
    ];
    const sent = [
      { sender: amina, receiver: baraka, message: 'one' },
      { sender: baraka, receiver: amina, message: 'two' },
      { sender: chebet, receiver: amina, message: 'three' },
      { sender: amina, receiver: baraka, message: 'four' },
      { sender: amina, receiver: chebet, message: 'five: "ndiyo" \\ 👍 userLow\n' },
    ];
    const stored = await Promise.all(sent.map((input) => writer.store(input)));
    await Promise.all(first);

    expect(stored.map((message) => [message.message, message.sender_username, message.receiver_username])).toEqual(
      sent.map((input) => [input.message, input.sender.username, input.receiver.username]),
    );
    const ids = stored.map((message) => message.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const times = stored.map((message) => Date.parse(message.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const aminaBaraka = await conversationOf(amina, baraka);
    expect(aminaBaraka.lastMessageId).toBe(stored[3]!.id);
    expect((await conversationOf(amina, chebet)).lastMessageId).toBe(stored[4]!.id);
    const thread = await app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, aminaBaraka.id)).orderBy(asc(chatMessages.id));
    expect(thread.map((row) => row.message)).toEqual(['one', 'two', 'four']);
    expect(stored[4]!.message).toBe(sent[4]!.message);
    const told = await app.db.select().from(notifications).where(eq(notifications.kind, 'chat_message'));
    expect(told.filter((row) => row.userId === amina.id)).toHaveLength(2);
    expect(told.filter((row) => row.userId === baraka.id)).toHaveLength(3);
    expect(told.filter((row) => row.userId === chebet.id)).toHaveLength(2);
  });

  it('stores a lone surrogate as U+FFFD, as a query parameter would', async () => {
    const writer = new ChatWriter(app.db);
    const stored = await writer.store({ sender: amina, receiver: baraka, message: 'half \uD83D of an emoji' });
    expect(stored.message).toBe('half \uFFFD of an emoji');
  });

  it('fails only the message that cannot be stored when several are handed over together', async () => {
    const writer = new ChatWriter(app.db);
    const nobody = { id: 2_000_000_000, username: 'nobody' };
    const outcomes = await Promise.allSettled([
      writer.store({ sender: amina, receiver: baraka, message: 'before' }),
      writer.store({ sender: chebet, receiver: baraka, message: 'kept' }),
      writer.store({ sender: nobody, receiver: baraka, message: 'lost' }),
      writer.store({ sender: baraka, receiver: chebet, message: 'kept too' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const texts = (await app.db.select({ message: chatMessages.message }).from(chatMessages)).map((row) => row.message);
    expect(texts).toEqual(expect.arrayContaining(['before', 'kept', 'kept too']));
    expect(texts).not.toContain('lost');
  });
});
