import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeChatMessage, type ChatUser } from '../src/domain/chat.js';
import { memberTsquery, snippetOf } from '../src/domain/chat-search.js';
import { chatWorld } from './chat-fixtures.js';
import { makeGuest, type TestUser } from './helper.js';

type Hit = { partner: { username: string; full_name: string }; message: { id: number; message: string; sender_username: string }; snippet: string };

/**
 * Issue 27: `GET /chat/search/?q=` finds words in the signed-in member's own conversations only,
 * with PostgreSQL full-text search ('simple' configuration: English and Swahili alike), newest first.
 */
describe('chat: search', () => {
  const { world, call } = chatWorld();
  const as = (user: TestUser): ChatUser => ({ id: user.user.id, username: user.user.username });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const say = async (name: string, from: TestUser, to: TestUser, message: string) => {
      ids[name] = (await storeChatMessage(world.app.db, { sender: as(from), receiver: as(to), message })).id;
    };
    await say('flat', world.amina, world.baraka, 'Is the flat in Kilimani still available?');
    await say('nyumba', world.baraka, world.amina, 'Ndiyo, nyumba ya Kilimani bado iko. Karibu Jumamosi.');
    await say('chebetAsks', world.amina, world.chebet, 'Chebet, do you know the Kilimani water schedule?');
    await say('secret', world.baraka, world.chebet, 'Between us: the Kilimani landlord accepts offers below asking.');
    await say('deleted', world.amina, world.baraka, 'My budget for Kilimani is 80,000 shillings.');
    await say('edited', world.amina, world.baraka, 'Can we meet at the gate on Saturday?');
    await call(world.amina, 'DELETE', `/chat/messages/${ids.deleted}/`);
    await call(world.amina, 'PATCH', `/chat/messages/${ids.edited}/`, { message: 'Can we meet at the Yaya Centre on Sunday?' });
  });

  const search = (user: TestUser | undefined, query: string) => call(user, 'GET', `/chat/search/?${query}`);
  const hits = async (user: TestUser, query: string) => {
    const response = await search(user, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { count: number; next: string | null; results: Hit[] };
  };
  const found = async (user: TestUser, query: string) => (await hits(user, query)).results.map((hit) => hit.message.id);

  it("finds words in the member's own conversations only, newest first, each with the partner and a snippet", async () => {
    const page = await hits(world.amina, 'q=kilimani');
    expect(page.count).toBe(3);
    expect(page.results.map((hit) => hit.message.id)).toEqual([ids.chebetAsks, ids.nyumba, ids.flat]);
    expect(page.results[0]).toMatchObject({
      partner: { username: 'chebet', full_name: 'Chebet Kiprop' },
      message: { id: ids.chebetAsks, sender_username: 'amina', message: 'Chebet, do you know the Kilimani water schedule?' },
      snippet: 'Chebet, do you know the Kilimani water schedule?',
    });
    expect(page.results[1]!.partner.username).toBe('baraka');
    // Baraka and Chebet's conversation is theirs: never Amina's hit, whatever she searches.
    expect(await found(world.amina, 'q=landlord')).toEqual([]);
    expect(await found(world.amina, 'q=offers+below+asking')).toEqual([]);
    expect(await found(world.chebet, 'q=kilimani')).toEqual([ids.secret, ids.chebetAsks]);
    expect(await found(world.chebet, 'q=nyumba')).toEqual([]);
    expect(await found(world.baraka, 'q=water')).toEqual([]);
  });

  it('matches Swahili and English alike, any case, every word, the last as a prefix', async () => {
    expect(await found(world.amina, 'q=NYUMBA')).toEqual([ids.nyumba]);
    expect(await found(world.amina, 'q=jumamosi')).toEqual([ids.nyumba]);
    expect(await found(world.amina, 'q=kilim')).toEqual([ids.chebetAsks, ids.nyumba, ids.flat]);
    expect(await found(world.amina, 'q=flat+kilim')).toEqual([ids.flat]);
    expect(await found(world.amina, 'q=kilimani+water')).toEqual([ids.chebetAsks]);
    expect(await found(world.amina, 'q=flat+water')).toEqual([]);
    // A word must begin with the prefix: "limani" is inside "Kilimani", not at its start.
    expect(await found(world.amina, 'q=limani')).toEqual([]);
    // Punctuation is not a word: nothing to look for, nothing found.
    expect(await hits(world.amina, `q=${encodeURIComponent('?!')}`)).toMatchObject({ count: 0, results: [] });
    expect(await found(world.amina, `q=${encodeURIComponent("flat's kilimani?")}`)).toEqual([ids.flat]);
  });

  it('finds an edited message by its new words, and a deleted message never', async () => {
    expect(await found(world.amina, 'q=yaya+centre')).toEqual([ids.edited]);
    expect(await found(world.amina, 'q=gate')).toEqual([]);
    expect(await found(world.baraka, 'q=budget')).toEqual([]);
    expect(await found(world.amina, 'q=shillings')).toEqual([]);
  });

  it('searches one conversation with `with`, and refuses an unknown person or oneself', async () => {
    expect(await found(world.amina, 'q=kilimani&with=baraka')).toEqual([ids.nyumba, ids.flat]);
    expect(await found(world.amina, 'q=kilimani&with=CHEBET')).toEqual([ids.chebetAsks]);
    expect(await found(world.baraka, 'q=kilimani&with=chebet')).toEqual([ids.secret]);
    const unknown = await search(world.amina, 'q=kilimani&with=nobody');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: 'User not found.' }]);
    const self = await search(world.amina, 'q=kilimani&with=amina');
    expect([self.statusCode, self.json()]).toEqual([400, { detail: 'You cannot chat with yourself.' }]);
  });

  it('pages like the other lists', async () => {
    const first = await hits(world.amina, 'q=kilimani&page_size=2');
    expect(first.count).toBe(3);
    expect(first.results.map((hit) => hit.message.id)).toEqual([ids.chebetAsks, ids.nyumba]);
    expect(first.next).toContain('page=2');
    const second = await hits(world.amina, 'q=kilimani&page_size=2&page=2');
    expect(second.results.map((hit) => hit.message.id)).toEqual([ids.flat]);
    expect((await search(world.amina, 'q=kilimani&page_size=2&page=3')).statusCode).toBe(404);
  });

  it('refuses a search shorter than 2 characters in words; a guest finds nothing; no token is a 401', async () => {
    const short = { q: ['Ensure this field has at least 2 characters.'] };
    for (const query of ['q=k', `q=${encodeURIComponent(' k ')}`, 'q=']) {
      const response = await search(world.amina, query);
      expect([response.statusCode, response.json()], query).toEqual([400, short]);
    }
    expect((await search(world.amina, '')).json()).toEqual({ q: ['This field is required.'] });
    expect(await hits(await makeGuest(world.app), 'q=kilimani')).toMatchObject({ count: 0, results: [] });
    expect((await search(undefined, 'q=kilimani')).statusCode).toBe(401);
  });

  it('cuts a snippet around the first word found', () => {
    const text = `${'Habari ya asubuhi, '.repeat(6)}the borehole water at the Kilimani flat is clean, ${'and the rent is fair. '.repeat(8)}`;
    const snippet = snippetOf(text, ['kilimani']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('Kilimani flat is clean');
    expect(snippet.length).toBeLessThanOrEqual(165);
    expect(snippetOf('Short and sweet', ['sweet'])).toBe('Short and sweet');
  });

  it("answers from the index of the member's own words, a prefix included", async () => {
    // On a table this small the planner rightly prefers the btree indexes on the member; without them
    // (dropped in a transaction that is rolled back) and without a sequential scan, the plan shows that
    // the GIN index of each word under its member answers the search on its own.
    const rollback = new Error('rollback');
    let text = '';
    await world.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`drop index chat_messages_sender_client_key, chat_messages_receiver_idx`);
        const plan = (await tx.execute(sql`
          explain select id from chat_messages
          where chat_member_words(sender_id, receiver_id, message) @@ ${memberTsquery(world.amina.user.id, ['kilim'])}::tsquery
        `)) as unknown as { rows: { 'QUERY PLAN': string }[] };
        text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(text).toMatch(/Bitmap Index Scan on chat_messages_member_words_idx[^\n]*\n\s+Index Cond: [^\n]*chat_member_words/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it("stores each word under the sender's and the receiver's id", async () => {
    const { rows } = (await world.app.db.execute(sql`select chat_member_words(12, 31, 'Viewing on Saturday, Kilimani?')::text words`)) as unknown as { rows: { words: string }[] };
    expect(rows[0]!.words).toBe("'12.kilimani' '12.on' '12.saturday' '12.viewing' '31.kilimani' '31.on' '31.saturday' '31.viewing'");
  });
});
