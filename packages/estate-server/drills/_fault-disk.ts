import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodePng } from '../src/seed/png.js';
import { startApi } from './_api-process.js';
import { onTeardown } from './_cleanup.js';
import type { Figure } from './_figures.js';
import type { Person } from './_drill-people.js';

const run = promisify(execFile);
const STORAGE_FULL = 'The server has no room to store this file right now. Please try again later.';
const ATTEMPTS = 5;

/** A PNG of noise (it does not compress), about width × height × 3 bytes. */
const noisePng = (side: number) =>
  encodePng(side, side, (x, y) => {
    const noise = Math.imul(x + 1, 2654435761) ^ Math.imul(y + 1, 2246822519);
    return [noise & 255, (noise >>> 8) & 255, (noise >>> 16) & 255];
  });

/** Every file under a folder, with its size. */
const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({ file: path.join(entry.parentPath, entry.name), size: statSync(path.join(entry.parentPath, entry.name)).size }));

async function uploadPhoto(origin: string, person: Person, userId: number, photo: Buffer) {
  const form = new FormData();
  form.append('profile_photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${origin}/api/v1/profile/update/${userId}/`, { method: 'PATCH', headers: { authorization: `Bearer ${person.token}` }, body: form });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/**
 * A full disk while uploading: an API process whose data folder is a small tmpfs, filled up to
 * its last few kilobytes. Uploads must be refused with a 507 and a clear message and leave no
 * file behind; once there is room again they must work. Mounting needs root: without it this
 * part reports itself skipped (test/faults-storage.test.ts covers the same path in-process).
 */
export async function diskDrill(databaseUrl: string, jwtSecret: string, person: Person): Promise<Figure[]> {
  const mount = mkdtempSync(path.join(tmpdir(), 'estate-drill-disk-'));
  onTeardown('remove the tmpfs mount point', () => rmSync(mount, { recursive: true, force: true }));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', mount]);
  } catch (error) {
    return [{ name: 'disk: skipped, cannot mount a tmpfs (needs root)', value: (error as Error).message.split('\n')[0]! }];
  }
  onTeardown('unmount the tmpfs', () => run('umount', ['-l', mount]).then(() => {}));
  const api = await startApi('api-disk', { databaseUrl, jwtSecret, dataDir: mount });
  const media = path.join(mount, 'media');
  const photo = noisePng(220);

  const { bavail, bsize } = statfsSync(mount);
  const filler = path.join(mount, 'filler');
  writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 48 * 1024)));
  const free = statfsSync(mount).bavail * statfsSync(mount).bsize;

  const refused = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) refused.push(await uploadPhoto(api.origin, person, person.id, photo));
  const clear = refused.filter((answer) => answer.status === 507 && answer.body.detail === STORAGE_FULL).length;
  const leftBehind = filesUnder(media);

  rmSync(filler);
  const after = await uploadPhoto(api.origin, person, person.id, photo);
  const stored = filesUnder(media);
  const whole = stored.length === 1 && stored[0]!.size === photo.length && String((after.body.profile as { profile_photo?: string } | undefined)?.profile_photo ?? '').endsWith(path.basename(stored[0]!.file));
  return [
    { name: 'disk: tmpfs size / free before uploading', value: `2 MB / ${Math.round(free / 1024)} KB` },
    { name: 'disk: upload size', value: `${Math.round(photo.length / 1024)} KB` },
    { name: 'disk: uploads refused with 507 and the message', value: `${clear}/${ATTEMPTS}`, expected: `${ATTEMPTS}/${ATTEMPTS}`, ok: clear === ATTEMPTS },
    { name: 'disk: partial files left', value: leftBehind.length, expected: '0', ok: leftBehind.length === 0 },
    { name: 'disk: upload once there is room again', value: `${after.status}${whole ? ', file whole' : ', file NOT whole'}`, expected: '200, file whole', ok: after.status === 200 && whole },
    { name: 'disk: API process still up', value: api.running() ? 'yes' : 'no', expected: 'yes', ok: api.running() },
  ];
}
