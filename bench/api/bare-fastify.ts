/**
 * The limit for the API part: a bare Fastify server, no plugins, no logger, answering each path
 * with bytes prepared before it listens — what the real server would send if building a response
 * cost nothing. `node --import tsx bench/api/bare-fastify.ts <responses.json>`, where the file
 * maps a path (with its query, after `signed-in ` for a signed-in caller's) to `{ contentType, body }`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

interface Prepared {
  contentType: string;
  body: string;
}

const responses = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, Prepared>;
const bytes = new Map(Object.entries(responses).map(([url, { contentType, body }]) => [url, { contentType, body: Buffer.from(body) }]));

const app = Fastify({ logger: false });
app.all('*', (request, reply) => {
  // A signed-in read has bytes of its own (its `is_liked` flags): the caller's token picks them.
  const prepared = bytes.get(`${request.headers.authorization ? 'signed-in ' : ''}${request.url}`);
  if (!prepared) return reply.code(404).send();
  return reply.header('content-type', prepared.contentType).send(prepared.body);
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Bare Fastify listening at ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
