import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { Upload } from '../lib/forms.js';

export interface MediaStorage {
  /** The folder files are written to. */
  root: string;
  /** Stores a checked upload and returns its public path, `/media/<folder>/<yyyy>/<mm>/<name>.<ext>`. */
  save(upload: Pick<Upload, 'buffer' | 'ext'>, folder: string): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: MediaStorage;
  }
}

export function diskStorage(root: string): MediaStorage {
  return {
    root,
    async save(upload, folder) {
      const now = new Date();
      const relative = path.posix.join(
        folder,
        String(now.getUTCFullYear()),
        String(now.getUTCMonth() + 1).padStart(2, '0'),
        `${randomBytes(12).toString('base64url')}.${upload.ext}`,
      );
      const target = path.join(root, relative);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, upload.buffer);
      return `/media/${relative}`;
    },
  };
}

/** Media lives under `<data dir>/media` and is served at `/media/`, cacheable for a year (names never repeat). */
export default fp(
  async (app) => {
    const root = path.join(app.config.dataDir, 'media');
    await mkdir(root, { recursive: true });
    app.decorate('storage', diskStorage(root));
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      list: false,
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
