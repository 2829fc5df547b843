import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages (@estate/sdk/structured-data) resolve to their TypeScript source through the private `@estate/source` condition: no build of theirs needed first.
  // Not Vite's `module` condition: Node has none, and the AWS SDK's `module` builds (for bundlers) cannot run unbundled.
  ssr: { resolve: { conditions: ['@estate/source', ...defaultServerConditions.filter((condition) => condition !== 'module')] } },
  test: {
    server: { deps: { inline: [/estate-sdk/] } },
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // On PGlite, files share their worker's imports (Fastify, drizzle, PGlite's WebAssembly): each
    // file builds its own apps on its own in-memory databases, so nothing else is shared. The
    // PostgreSQL and Redis run (test:pg) keeps a fresh worker per file, as its databases are shared.
    isolate: Boolean(process.env.DATABASE_URL),
  },
});
