/**
 * Upload part (issue 28): the server's peak resident memory while it takes clips of about 57 MB
 * (just under the 60 MiB limit), one alone and then three at once, on the disk store and on an S3
 * store (s3rver, the tests' S3 API server, in this process). The peak is the kernel's own high-water
 * mark (VmHWM in /proc/<pid>/status), reset before each upload (`5` written to
 * /proc/<pid>/clear_refs), so a short spike between two samples is not missed; the figure is that
 * peak above the resident memory just before the upload, on a server started for it (an earlier
 * upload's freed memory would be reused and hide the next one's).
 *
 *   npm run bench -- upload     # BENCH_RUNS (3)
 *   BENCH_UPLOAD_BEFORE=../old/packages/estate-server/bin/estate-server.js \
 *   BENCH_UPLOAD_BEFORE_NAME='main at abc1234, parts in memory' npm run bench -- upload
 *
 * The clips go up from a file with curl, in processes of their own, as a browser sends them
 * (multipart, streamed), so the client's memory is not the server's.
 */
import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { demoBuyerAuthorization } from './lib/demo.js';
import { type Child, startServer } from './lib/processes.js';
import { type Row, writeResult } from './lib/report.js';
import { median, spread } from './lib/stats.js';

const run = promisify(execFile);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const beforeBin = process.env.BENCH_UPLOAD_BEFORE ? path.resolve(process.env.BENCH_UPLOAD_BEFORE) : undefined;
/** Which build that is and what it did, for the results: `before: <this>`. */
const beforeName = process.env.BENCH_UPLOAD_BEFORE_NAME ?? beforeBin;
const CLIP_BYTES = 60_000_000;
const CONCURRENT = 3;

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** A whole MP4 container of `size` bytes (ftyp, moov with a 60 s movie header, mdat), written in 1 MB pieces. */
function writeClip(file: string, size: number): void {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(60_000, 16); // duration: 60 s
  const head = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1')), box('moov', box('mvhd', mvhd))]);
  const mdatHead = Buffer.alloc(8);
  mdatHead.writeUInt32BE(size - head.length);
  mdatHead.write('mdat', 4, 'latin1');
  const fd = openSync(file, 'w');
  writeSync(fd, Buffer.concat([head, mdatHead]));
  const piece = Buffer.alloc(1 << 20, 0x11);
  for (let left = size - head.length - 8; left > 0; left -= piece.length) writeSync(fd, piece, 0, Math.min(piece.length, left));
  closeSync(fd);
}

const status = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** Uploads `count` clips at once; the server's peak above its memory just before, in MB. */
async function peakAbove(server: Child, authorization: string, clip: string, count: number): Promise<number> {
  const pid = server.process.pid!;
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = status(pid, 'VmRSS');
  const codes = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      run('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-H', `authorization: ${authorization}`, '-F', `title=Clip ${n}`, '-F', `video=@${clip};type=video/mp4`, `${server.url}/api/v1/reels/create/`]),
    ),
  );
  const failed = codes.map((answer) => answer.stdout).filter((code) => code !== '201');
  if (failed.length) throw new Error(`Uploads answered ${failed.join(', ')}`);
  return status(pid, 'VmHWM') - before;
}

interface Setup {
  name: string;
  bin?: string;
  s3: boolean;
}

/** One server, fresh (so no earlier upload's freed memory hides this one's), taking `count` clips at once. */
async function measure(setup: Setup, clip: string, count: number, s3Env: Record<string, string>): Promise<{ peak: number; idle: number }> {
  const server = await startServer({ seed: true, bin: setup.bin, env: setup.s3 ? s3Env : {} });
  try {
    const { authorization } = await demoBuyerAuthorization(server.url);
    const idle = status(server.process.pid!, 'VmRSS');
    return { peak: await peakAbove(server, authorization, clip, count), idle };
  } finally {
    await server.stop();
  }
}

const s3Folder = mkdtempSync(path.join(tmpdir(), 'estate-bench-s3-'));
const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Folder, configureBuckets: [{ name: 'estate-media', configs: [] }] });
const { port } = await s3.run();
const s3Env = {
  MEDIA_STORE: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'estate-media',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: '1',
};
const clipDir = mkdtempSync(path.join(tmpdir(), 'estate-bench-clip-'));
const clip = path.join(clipDir, 'clip.mp4');
writeClip(clip, CLIP_BYTES);

const setups: Setup[] = [
  { name: 'disk', s3: false },
  { name: 'S3', s3: true },
  ...(beforeBin ? [{ name: 'disk, before', bin: beforeBin, s3: false }, { name: 'S3, before', bin: beforeBin, s3: true }] : []),
];
const COUNTS = [1, CONCURRENT];
const figures = new Map<string, { peak: number[]; idle: number[] }>();
try {
  for (let index = 0; index < runs; index++) {
    for (const setup of setups) {
      for (const count of COUNTS) {
        const measured = await measure(setup, clip, count, s3Env);
        const kept = figures.get(`${setup.name} ${count}`) ?? { peak: [], idle: [] };
        kept.peak.push(measured.peak);
        kept.idle.push(measured.idle);
        figures.set(`${setup.name} ${count}`, kept);
        console.log(`upload run ${index + 1}/${runs}, ${setup.name}, ${count} at once: +${measured.peak.toFixed(0)} MB (resident before: ${measured.idle.toFixed(0)} MB)`);
      }
    }
  }
} finally {
  await s3.close();
  rmSync(s3Folder, { recursive: true, force: true });
  rmSync(clipDir, { recursive: true, force: true });
}

const rows: Row[] = [];
for (const setup of setups.filter((each) => !each.bin)) {
  for (const count of COUNTS) {
    const now = figures.get(`${setup.name} ${count}`)!.peak;
    const before = figures.get(`${setup.name}, before ${count}`)?.peak;
    const value = median(now);
    const then = before ? median(before) : undefined;
    rows.push({
      name: `peak memory above idle, ${count === 1 ? 'one clip' : `${count} clips at once`} of ${(CLIP_BYTES / 1e6).toFixed(0)} MB, ${setup.name} store`,
      value,
      unit: 'MB',
      spread: spread(now),
      ...(then !== undefined ? { limit: { name: `before: ${beforeName}`, value: then }, ratio: then / Math.max(value, 1) } : {}),
    });
  }
}
writeResult({
  part: 'upload',
  title: 'Clip uploads: the server’s peak memory',
  runs,
  rows,
  notes: [
    `Clips of ${(CLIP_BYTES / 1e6).toFixed(0)} MB (a whole MP4 container), uploaded with curl (multipart, streamed from a file) to POST /api/v1/reels/create/ on PGlite with the demo data; S3 is s3rver on the same machine. The peak is the kernel's high-water mark (VmHWM), reset before the upload, minus the resident memory just before it, each on a server started for it.`,
    `Resident memory before the uploads (seeded, idle): ${setups.map((setup) => `${setup.name} ${median(figures.get(`${setup.name} 1`)!.idle).toFixed(0)} MB`).join(', ')}.`,
    'S3: the checked file goes up in 8 MiB parts, each a stream of its byte range of the file (four in flight), so no part is held in memory; the disk store renames the checked file into place.',
    ...(beforeBin ? [`"before": ${beforeName}, the server of BENCH_UPLOAD_BEFORE, measured in turn with the current one in every run; the ratio is before / now.`] : []),
  ],
});
