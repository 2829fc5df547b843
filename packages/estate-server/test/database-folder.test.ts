import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect.js';
import { onPostgres } from './helper.js';

/** PGlite in a folder (`--data`): a new folder starts from the migrated template, an old one is reopened as it was. */
describe.skipIf(onPostgres)('a database in a folder', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('starts migrated in an empty folder and keeps its rows when opened again', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'estate-db-folder-'));
    folders.push(folder);
    const first = await connectDatabase({ pgliteDir: path.join(folder, 'pglite') });
    await first.db.execute(sql`insert into plans (code, name, price_usd, amount_kes) values ('test_plan', 'Test', 1, 130)`);
    await first.close();

    const again = await connectDatabase({ pgliteDir: path.join(folder, 'pglite') });
    const result = (await again.db.execute(sql`select name from plans where code = 'test_plan'`)) as unknown as { rows: { name: string }[] };
    await again.close();
    expect(result.rows).toEqual([{ name: 'Test' }]);
  });
});
