import path from 'node:path';
import fp from 'fastify-plugin';
import { connectDatabase, type Database, type Db } from '../db/connect.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  database?: Database;
}

export default fp<DbPluginOptions>(
  async (app, opts) => {
    const { config } = app;
    const database =
      opts.database ??
      (await connectDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: config.inMemoryDb ? undefined : path.join(config.dataDir, 'pglite'),
      }));
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (!opts.database) app.addHook('onClose', () => database.close());
  },
  { name: 'db', dependencies: ['config'] },
);
