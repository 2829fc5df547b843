/**
 * The partner agency's web server: this folder and the built embed (`/estate-embed.js` and the
 * `/chunks/` it loads from beside it), on an
 * origin of its own. The page names its API as a partner would (`data-api`, DEFAULT_API below);
 * when the API listens elsewhere (the tests pick free ports) that origin is rewritten in the HTML.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const embedDist = path.resolve(here, '../../packages/estate-embed/dist');
export const DEFAULT_API = 'http://127.0.0.1:8000';
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.map': 'application/json', '.css': 'text/css' };

function fileFor(pathname) {
  // The embed's loader and, beside it, the chunks it loads: the whole dist/ folder, as a partner self-hosts it.
  if (pathname.startsWith('/estate-embed.js') || pathname.startsWith('/chunks/')) {
    const file = path.normalize(path.join(embedDist, pathname));
    return file.startsWith(embedDist + path.sep) ? file : null;
  }
  const file = path.normalize(path.join(here, pathname === '/' ? 'index.html' : pathname));
  return file.startsWith(here) && !file.endsWith('.mjs') ? file : null;
}

/** Starts the server; resolves with its origin and `close()`. */
export function servePartnerSite({ port = 0, host = '127.0.0.1', api = DEFAULT_API } = {}) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://partner.invalid');
    const file = fileFor(decodeURIComponent(pathname));
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (file.endsWith('.html')) {
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(readFileSync(file, 'utf8').replaceAll(DEFAULT_API, api));
      return;
    }
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolve({ url: `http://${host}:${actual}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
