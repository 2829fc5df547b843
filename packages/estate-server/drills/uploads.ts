/**
 * `npm run drill -- uploads [--cuts N] [--image-limit BYTES] [--video-limit BYTES]`: the uploads
 * corpus (drills/_upload-corpus.ts: whole files of every accepted type, each cut at N points,
 * polyglots, damaged files, wrong types, script files, empty, decompression-bomb headers, oversized)
 * against every upload route (property photo, profile photo and reel video over HTTP, chat image
 * over the socket), then files larger than the limit streamed over a real loopback connection.
 * Figures: files tried, stored (= the whole ones), refused with 4xx, 5xx (0), stored files served
 * with their own type and nosniff (all), files left in the media folder by refusals (0).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from '../test/chat-client.js';
import { buildTestApp, makeUser } from '../test/helper.js';
import { CREATE_URL, listingForm } from '../test/properties-fixtures.js';
import { printFigures } from './_figures.js';
import { mediaFiles, runUploadCorpus, uploadCorpus } from './_upload-corpus.js';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 1) {
    console.error(`--${name} takes a whole number above 0, got "${process.argv[at + 1] ?? ''}"`);
    process.exit(2);
  }
  return value;
}

const cuts = option('cuts', 40);
const limits = { image: option('image-limit', 1024 * 1024), video: option('video-limit', 8 * 1024 * 1024) };
const started = Date.now();
const app = await buildTestApp({ maxImageBytes: limits.image, maxVideoBytes: limits.video });
const origin = await listen(app);
const port = (app.server.address() as AddressInfo).port;

const cases = uploadCorpus({ cuts, limits });
console.log(`uploads: ${cases.length} files (${cuts} cut points each), limits ${limits.image} B per image, ${limits.video} B per video`);
const figures = await runUploadCorpus(app, origin, cases);

/**
 * A multipart body streamed in 64 kB chunks, `size` bytes of file after a PNG or MP4 start, so the
 * server reads past its limit from the socket, never from one buffer.
 */
function streamOversized(url: string, method: string, headers: Record<string, string>, fields: Record<string, string | number>, field: string, size: number) {
  const boundary = `drill${Date.now()}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="huge.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const start = field === 'video' ? Buffer.from('00000018667479706973736f6d0000020069736f6d69736f32', 'hex') : Buffer.from('89504e470d0a1a0a', 'hex');
  return new Promise<number>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: url, method, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.write(head);
    request.write(start);
    let sent = start.length;
    const chunk = Buffer.alloc(64 * 1024, 0x5a);
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

const seller = await makeUser(app, { role: 'seller' });
const streamed: { route: string; status: number; left: number }[] = [];
for (const [route, url, method, fields, field, limit] of [
  ['property photo', CREATE_URL, 'POST', listingForm(), 'cover_photo', limits.image],
  ['profile photo', `/api/v1/profile/update/${seller.user.id}/`, 'PATCH', {}, 'profile_photo', limits.image],
  ['reel video', '/api/v1/reels/create/', 'POST', { title: 'Streamed' }, 'video', limits.video],
] as const) {
  const before = mediaFiles(app.storage.root!);
  const status = await streamOversized(url, method, seller.headers, fields, field, limit * 3);
  const left = [...mediaFiles(app.storage.root!)].filter((file) => !before.has(file)).length;
  streamed.push({ route, status, left });
}
await app.close();

for (const line of [...figures.wrongOutcome, ...figures.servedWrong, ...figures.leftBehind].slice(0, 30)) console.log(`  WRONG ${line}`);
for (const item of streamed) console.log(`  streamed ${3}× the limit to ${item.route}: ${item.status}, ${item.left} files left`);

const streamed4xx = streamed.filter((item) => item.status >= 400 && item.status < 500).length;
const streamedLeft = streamed.reduce((sum, item) => sum + item.left, 0);
const ok = printFigures(`uploads drill (${((Date.now() - started) / 1000).toFixed(1)} s)`, [
  { name: 'files tried (file × route)', value: figures.tried },
  { name: 'stored', value: figures.stored, expected: `= whole files (${figures.shouldStore})`, ok: figures.stored === figures.shouldStore && figures.wrongOutcome.length === 0 },
  { name: 'refused with 4xx (chat: error frame)', value: figures.refused4xx, expected: `= the rest (${figures.tried - figures.shouldStore})`, ok: figures.refused4xx === figures.tried - figures.shouldStore },
  { name: '5xx', value: figures.status5xx, expected: '0', ok: figures.status5xx === 0 },
  { name: 'stored served with own type + nosniff', value: figures.servedRight, expected: `= stored (${figures.stored})`, ok: figures.servedRight === figures.stored },
  { name: 'files left behind by refusals', value: figures.leftBehind.length, expected: '0', ok: figures.leftBehind.length === 0 },
  { name: 'streamed 3× limit, refused with 4xx', value: `${streamed4xx}/${streamed.length}`, expected: 'all', ok: streamed4xx === streamed.length },
  { name: 'streamed 3× limit, files left behind', value: streamedLeft, expected: '0', ok: streamedLeft === 0 },
]);
process.exit(ok ? 0 : 1);
