import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MESSAGES } from '../lib/errors.js';

/**
 * Serves the built marketplace app on the API's origin when `webDir` holds one: files as they
 * are, and `index.html` for every other page path so the client router can take it.
 */
export default fp(
  async (app) => {
    const dir = app.config.webDir;
    if (!dir || !existsSync(path.join(dir, 'index.html'))) return;
    await app.register(fastifyStatic, { root: path.resolve(dir), prefix: '/', decorateReply: true, wildcard: false, index: ['index.html'] });
    // A catch-all page route rather than a second not-found handler: the errors plugin already owns
    // the root one, and Fastify allows one a prefix.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const isApi = request.url.startsWith('/api/') || request.url.startsWith('/media/') || request.url.startsWith('/ws/');
      if (isApi) return reply.status(404).send({ detail: MESSAGES.notFound });
      return reply.type('text/html').sendFile('index.html');
    });
  },
  { name: 'web', dependencies: ['config', 'errors'] },
);
