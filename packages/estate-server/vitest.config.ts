import { defaultServerConditions } from 'vite';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * `npm test -- --pg` (CI) runs the API's tests on PostgreSQL and Redis (test:pg) and sets
 * ESTATE_SERVER_TESTS=pglite-only for the PGlite run, which then keeps only the files with a part
 * for PGlite alone (a `skipIf(onPostgres)`: the CLI's processes, a database folder, the drill):
 * the same ~80 files twice was a third of CI's time on two cores, and every other suite of the run
 * (SDK, kit, journeys, embed) serves its tests from PGlite. `npm test` alone runs them all on PGlite.
 */
const pgliteOnly = process.env.ESTATE_SERVER_TESTS === 'pglite-only';
const pgliteOnlyFiles = () =>
  readdirSync('test')
    .filter((file) => file.endsWith('.test.ts') && readFileSync(`test/${file}`, 'utf8').includes('skipIf(onPostgres)'))
    .map((file) => `test/${file}`);

export default defineConfig({
  // Workspace packages (@estate/sdk/structured-data) resolve to their TypeScript source through the private `@estate/source` condition: no build of theirs needed first.
  // Not Vite's `module` condition: Node has none, and the AWS SDK's `module` builds (for bundlers) cannot run unbundled.
  ssr: { resolve: { conditions: ['@estate/source', ...defaultServerConditions.filter((condition) => condition !== 'module')] } },
  test: {
    server: { deps: { inline: [/estate-sdk/] } },
    include: pgliteOnly ? pgliteOnlyFiles() : ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's imports (Fastify, drizzle, PGlite's WebAssembly, the AWS SDK): each
    // file builds its own apps on databases of their own (in-memory PGlite, or a fresh PostgreSQL
    // database copied from the migrated template), and Redis channels are named per database, so
    // nothing else is shared. A fresh worker per file cost the PostgreSQL run ~5 s of imports each
    // (441 s of a 30-minute CI suite; alone it went from 504 s to 290 s).
    isolate: false,
  },
});
