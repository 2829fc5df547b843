import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.js';

/** A path that names a file (`/assets/index-1a2b.js`), as opposed to a page of the app (`/KE/`). */
const ASSET = /\/[^/]+\.[a-z0-9]{1,8}$/i;
/** A file Vite named by its content hash (`assets/index-1a2B3c4D.js`). */
const IMMUTABLE = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i;

/**
 * Serves the built marketplace app on the API's origin when `webDir` holds one: files as they
 * are, and `index.html` for every other page path so the client router can take it.
 */
export default fp(
  async (app) => {
    const dir = app.config.webDir;
    if (!dir || !existsSync(path.join(dir, 'index.html'))) return;
    const root = path.resolve(dir);
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      decorateReply: true,
      wildcard: false,
      index: ['index.html'],
      // The build writes `.br` and `.gz` copies beside its text files (examples/marketplace's
      // vite-precompress); a browser that accepts one is sent it, with nothing compressed per request.
      preCompressed: true,
      setHeaders: (reply, file) => {
        // Vite names what it builds under /assets/ by content hash: a name never changes meaning.
        if (IMMUTABLE.test(file)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
    // A catch-all page route rather than a second not-found handler: the errors plugin already owns
    // the root one, and Fastify allows one a prefix.
    // Files are listed once at start (`wildcard: false`); one written later (a rebuild while the
    // server runs) is still served from disk. A missing file is a 404, never the page: a module
    // script answered with HTML fails in a way no one can read.
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
      const pathname = decodeURIComponent(request.url.split('?')[0]!);
      const isApi = pathname.startsWith('/api/') || pathname.startsWith('/media/') || pathname.startsWith('/ws/');
      if (isApi) throw notFound();
      const file = path.join(root, path.normalize(pathname));
      if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) return reply.sendFile(path.relative(root, file));
      if (ASSET.test(pathname)) throw notFound();
      return reply.type('text/html').sendFile('index.html');
    });
  },
  { name: 'web', dependencies: ['config', 'errors'] },
);
