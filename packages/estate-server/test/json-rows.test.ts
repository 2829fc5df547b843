import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { jsonRows } from '../src/lib/json-rows.js';
import { buildTestApp, makeUser } from './helper.js';

/** The plan PostgreSQL (or PGlite) makes of `statement`, as text. */
async function planOf(app: App, statement: ReturnType<typeof sql>): Promise<string> {
  const result = (await app.db.execute(sql`explain ${statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('rows handed to a statement as JSON', () => {
  let app: App;
  let userId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    userId = (await makeUser(app, { username: 'rows_owner' })).user.id;
    // A table a few thousand rows long, as a batch meets a young chat's tables.
    await app.db.execute(sql`
      insert into chat_message_changes (user_id, client_id)
      select ${userId}, gen_random_uuid() from generate_series(1, 3000)`);
    await app.db.execute(sql`analyze chat_message_changes`);
  });
  afterAll(() => app.close());

  it('are looked up through the index, not hashed against a scan of the table (json_to_recordset alone counts as 100 rows)', async () => {
    const batch = [{ user_id: userId, client_id: randomUUID() }];
    const plan = await planOf(
      app,
      sql`delete from chat_message_changes c using ${jsonRows(batch, 'user_id int, client_id uuid')} as x where c.user_id = x.user_id and c.client_id = x.client_id`,
    );
    expect(plan).toContain('Index Scan using chat_message_changes_user_id_client_id_pk');
    expect(plan).not.toContain('Seq Scan on chat_message_changes');
  });

  it('hold what they were given, however many (none too)', async () => {
    const given = [
      { id: 1, text: 'Karibu', note: null },
      { id: 2, text: 'Is it "still" available? \\ 👍', note: 'quoted' },
    ];
    const read = async (rows: typeof given) =>
      ((await app.db.execute(sql`select * from ${jsonRows(rows, 'id int, text text, note text')} as x order by id`)) as unknown as { rows: unknown[] }).rows;
    expect(await read(given)).toEqual(given);
    expect(await read([])).toEqual([]);
  });
});
