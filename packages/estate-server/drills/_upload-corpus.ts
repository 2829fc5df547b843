/**
 * The uploads corpus (whole files of every accepted type, the same cut at many points, polyglots,
 * wrong types, script files, empty and oversized files) and the runner that sends each one to
 * every upload route that takes its kind, then checks what was stored, how it is served, and that
 * nothing is left in the media folder by a refusal. Shared by `npm run drill -- uploads` (the whole
 * corpus) and test/uploads-corpus.test.ts (one case of each kind).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../src/app.js';
import { isDerivedFile } from '../src/lib/media-variants.js';
import { chatUrl, ChatSocket } from '../test/chat-client.js';
import { makeUser, multipart, type TestUser } from '../test/helper.js';
import { mp4File, WHOLE_IMAGES, WHOLE_VIDEOS } from '../test/media-fixtures.js';
import { CREATE_URL, listingForm } from '../test/properties-fixtures.js';
import { encodePng } from '../src/seed/png.js';

type Kind = 'image' | 'video';

export interface UploadCase {
  group: 'whole' | 'truncated' | 'polyglot' | 'damaged' | 'wrong-type' | 'script' | 'empty' | 'oversized' | 'bomb';
  label: string;
  /** The routes it goes to: those taking images, or the one taking videos. */
  target: Kind;
  bytes: Buffer;
  filename: string;
  type: string;
  /** What must be stored (the whole file, or its decodable part for a polyglot), and its media type; absent: refused. */
  stored?: { bytes: Buffer; mime: string };
}

const MIME: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp', heic: 'image/heic', avif: 'image/avif',
  mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', mkv: 'video/x-matroska', ogv: 'video/ogg', avi: 'video/x-msvideo',
};

const seedVideo = () => readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../seed-media/lakeside-villa.mp4'));

/** `count` cut points spread over a file, always including the first 40 bytes and one byte short. */
function cutPoints(length: number, count: number): number[] {
  const points = new Set([1, 12, 40, length - 1].filter((cut) => cut > 0 && cut < length));
  for (let index = 1; points.size < Math.min(count, length - 1); index++) points.add(Math.max(1, Math.round((index * length) / (count + 1)) % length));
  return [...points].sort((a, b) => a - b);
}

/** A noise PNG (it does not compress) of more than `bytes`. */
function noisePng(bytes: number): Buffer {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 2;
  let state = 2463534242;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) & 255;
  };
  return encodePng(side, side, () => [next(), next(), next()]);
}

/** A PNG whose header claims `side` × `side`: a decompression bomb's shape, with a valid CRC. */
function claimedSidePng(side: number): Buffer {
  const png = encodePng(1, 1, () => [0, 0, 0]);
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of png.subarray(12, 29)) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  png.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 29);
  return png;
}

/**
 * The corpus. `cuts` is how many cut points each whole file is truncated at (1 for the short
 * version); `limits` are the server's size limits, for the oversized files.
 */
export function uploadCorpus({ cuts, limits }: { cuts: number; limits: { image: number; video: number } }): UploadCase[] {
  const cases: UploadCase[] = [];
  const wholeImages = Object.entries(WHOLE_IMAGES).map(([ext, make]) => [ext, make()] as const);
  const wholeVideos = [...Object.entries(WHOLE_VIDEOS).map(([ext, make]) => [ext, make()] as const), ['mp4', seedVideo()] as const];
  const short = cuts <= 1;
  for (const [target, files] of [['image', wholeImages], ['video', wholeVideos]] as const) {
    for (const [index, [ext, bytes]] of files.entries()) {
      if (short && index > 0) break;
      cases.push({ group: 'whole', label: `whole ${ext} (${bytes.length} B)`, target, bytes, filename: `file.${ext}`, type: MIME[ext]!, stored: { bytes, mime: MIME[ext]! } });
      for (const cut of short ? [40] : cutPoints(bytes.length, cuts)) {
        cases.push({ group: 'truncated', label: `${ext} cut at ${cut} of ${bytes.length}`, target, bytes: bytes.subarray(0, cut), filename: `file.${ext}`, type: MIME[ext]! });
      }
    }
  }
  const png = WHOLE_IMAGES.png();
  const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('index.html<html><script>alert(document.cookie)</script></html>')]);
  const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/v1/users/me/")</script></body></html>');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>');
  const polyglots: [string, Buffer, Buffer][] = [
    ['png + zip', png, zip],
    ['jpg + html', WHOLE_IMAGES.jpg(), html],
    ['gif + js', WHOLE_IMAGES.gif(), Buffer.from('*/=1;alert(1)//')],
  ];
  for (const [label, image, tail] of short ? polyglots.slice(0, 1) : polyglots) {
    const ext = label.slice(0, 3);
    // Decodes whole as the image; the bytes after its end marker are dropped, not stored.
    cases.push({ group: 'polyglot', label, target: 'image', bytes: Buffer.concat([image, tail]), filename: `file.${ext}`, type: MIME[ext]!, stored: { bytes: image, mime: MIME[ext]! } });
  }
  if (!short) {
    // Box formats have no end marker: what follows the last box must be a box, so junk is refused.
    cases.push({ group: 'polyglot', label: 'mp4 + zip', target: 'video', bytes: Buffer.concat([mp4File(), zip]), filename: 'clip.mp4', type: 'video/mp4' });
  }
  const damaged = Buffer.from(png);
  damaged[damaged.length - 20] ^= 0xff; // inside IDAT: the CRC no longer matches
  cases.push({ group: 'damaged', label: 'png with a flipped byte', target: 'image', bytes: damaged, filename: 'photo.png', type: 'image/png' });
  const wrong: UploadCase[] = [
    { group: 'wrong-type', label: 'png sent as a video', target: 'video', bytes: png, filename: 'clip.mp4', type: 'video/mp4' },
    { group: 'wrong-type', label: 'mp4 sent as an image', target: 'image', bytes: mp4File(), filename: 'photo.png', type: 'image/png' },
    { group: 'wrong-type', label: 'html named .png', target: 'image', bytes: html, filename: 'photo.png', type: 'image/png' },
    { group: 'wrong-type', label: 'javascript named .png', target: 'image', bytes: Buffer.from('alert(document.cookie);'.repeat(4)), filename: 'photo.png', type: 'image/png' },
    { group: 'script', label: 'svg with script named .png', target: 'image', bytes: svg, filename: 'photo.png', type: 'image/png' },
    { group: 'script', label: 'svg with script as image/svg+xml', target: 'image', bytes: svg, filename: 'photo.svg', type: 'image/svg+xml' },
    { group: 'script', label: 'html named .mp4', target: 'video', bytes: html, filename: 'clip.mp4', type: 'video/mp4' },
  ];
  cases.push(...(short ? [wrong[0]!, wrong[1]!, wrong[4]!] : wrong));
  cases.push({ group: 'empty', label: 'zero-byte image', target: 'image', bytes: Buffer.alloc(0), filename: 'photo.png', type: 'image/png' });
  if (!short) cases.push({ group: 'empty', label: 'zero-byte video', target: 'video', bytes: Buffer.alloc(0), filename: 'clip.mp4', type: 'video/mp4' });
  cases.push({ group: 'bomb', label: 'png claiming 30000 × 30000', target: 'image', bytes: claimedSidePng(30_000), filename: 'photo.png', type: 'image/png' });
  // Just over the limit: as a chat data URL it still fits the socket's frame size, so the image check answers it.
  cases.push({ group: 'oversized', label: `image over the ${limits.image} B limit`, target: 'image', bytes: noisePng(limits.image * 1.2), filename: 'big.png', type: 'image/png' });
  cases.push({ group: 'oversized', label: `video over the ${limits.video} B limit`, target: 'video', bytes: mp4File({ size: limits.video * 2 }), filename: 'big.mp4', type: 'video/mp4' });
  return cases;
}

export interface UploadFigures {
  tried: number;
  shouldStore: number;
  stored: number;
  /** Stored though it should have been refused, or refused though whole. */
  wrongOutcome: string[];
  refused4xx: number;
  status5xx: number;
  servedRight: number;
  servedWrong: string[];
  leftBehind: string[];
}

/** Every file under the media folder. */
export function mediaFiles(root: string): Set<string> {
  try {
    // The resized variants of an accepted photo are made in the background: derived, not uploaded.
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && !isDerivedFile(entry.name));
    return new Set(files.map((entry) => path.join(entry.parentPath, entry.name)));
  } catch {
    return new Set();
  }
}

const ROUTES: Record<Kind, string[]> = { image: ['property photo', 'profile photo', 'chat image'], video: ['reel video'] };

/**
 * Sends every case to every route of its kind. `origin` is the listening server's ws:// origin
 * (the chat takes images over its socket); HTTP routes go through `app.inject`.
 */
export async function runUploadCorpus(app: App, origin: string, cases: UploadCase[]): Promise<UploadFigures> {
  const seller = await makeUser(app, { role: 'seller' });
  const partner = await makeUser(app, { role: 'agent' });
  const figures: UploadFigures = { tried: 0, shouldStore: 0, stored: 0, wrongOutcome: [], refused4xx: 0, status5xx: 0, servedRight: 0, servedWrong: [], leftBehind: [] };
  const url = chatUrl(origin, partner.user.username, seller.access);
  const chat = { socket: await ChatSocket.open(url), url };
  try {
    for (const item of cases) {
      for (const route of ROUTES[item.target]) {
        const before = mediaFiles(app.storage.root!);
        const outcome = await send(app, chat, seller, route, item);
        const added = [...mediaFiles(app.storage.root!)].filter((file) => !before.has(file));
        const name = `${item.label} → ${route}`;
        figures.tried++;
        if (item.stored) figures.shouldStore++;
        if (outcome.status >= 500) figures.status5xx++;
        if (outcome.path) {
          figures.stored++;
          if (!item.stored) figures.wrongOutcome.push(`${name}: stored`);
          else {
            const served = await app.inject({ method: 'GET', url: outcome.path });
            const right =
              served.statusCode === 200 &&
              served.headers['content-type'] === item.stored.mime &&
              served.headers['x-content-type-options'] === 'nosniff' &&
              served.rawPayload.equals(item.stored.bytes);
            if (right) figures.servedRight++;
            else figures.servedWrong.push(`${name}: ${served.statusCode} ${served.headers['content-type']} ${served.headers['x-content-type-options']} ${served.rawPayload.length} B`);
          }
          if (added.length !== 1) figures.leftBehind.push(`${name}: ${added.length} new files for one upload`);
        } else {
          if (outcome.status >= 400 && outcome.status < 500) figures.refused4xx++;
          if (item.stored) figures.wrongOutcome.push(`${name}: refused (${outcome.status} ${outcome.detail})`);
          if (added.length) figures.leftBehind.push(`${name}: ${added.join(', ')}`);
        }
      }
    }
  } finally {
    await chat.socket.close();
  }
  return figures;
}

interface Outcome {
  status: number;
  /** The stored file's public path, when it was stored. */
  path?: string;
  detail?: string;
}

async function send(app: App, chat: { socket: ChatSocket; url: string }, seller: TestUser, route: string, item: UploadCase): Promise<Outcome> {
  if (route === 'chat image') {
    chat.socket.send({ image: `data:${item.type};base64,${item.bytes.toString('base64')}` });
    const frame = await Promise.race([chat.socket.next(30_000), chat.socket.closed.then((closed) => ({ closed }))]);
    if ('closed' in frame) {
      // A frame over the socket's maxPayload closes it (1009): refused before any byte is decoded.
      chat.socket = await ChatSocket.open(chat.url);
      return { status: 413, detail: `socket closed ${(frame.closed as { code: number }).code}` };
    }
    // The chat answers a refusal with an error frame; it is counted with the 4xx refusals.
    if (typeof frame.error === 'string') return { status: 400, detail: frame.error };
    return { status: 200, path: frame.image as string };
  }
  const file = { filename: item.filename, content: item.bytes, type: item.type };
  const [url, method, fields, field] =
    route === 'property photo'
      ? [CREATE_URL, 'POST', listingForm(), 'cover_photo']
      : route === 'profile photo'
        ? [`/api/v1/profile/update/${seller.user.id}/`, 'PATCH', {}, 'profile_photo']
        : ['/api/v1/reels/create/', 'POST', { title: 'Corpus clip' }, 'video'];
  const body = await multipart(fields, [{ name: field, ...file }]);
  const response = await app.inject({ method: method as 'POST', url, headers: { ...seller.headers, ...body.headers }, payload: body.payload });
  if (response.statusCode >= 300) return { status: response.statusCode, detail: response.body.slice(0, 200) };
  const json = response.json();
  const stored = route === 'property photo' ? json.cover_photo : route === 'profile photo' ? (json.profile?.profile_photo ?? json.profile_photo) : json.video;
  return { status: response.statusCode, path: typeof stored === 'string' ? new URL(stored, 'http://x').pathname : undefined };
}
