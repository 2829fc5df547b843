import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectMedia, MAX_IMAGE_SIDE, withFileSource } from '../src/lib/media-decode/index.js';
import { encodePng } from '../src/seed/png.js';
import { aviFile, mp4File, oggFile, webmFile, WHOLE_IMAGES, WHOLE_VIDEOS } from './media-fixtures.js';

const WHOLE = { ...WHOLE_IMAGES, ...WHOLE_VIDEOS };

/** A WebM whose Segment and Cluster sizes are "unknown" (all ones after the 8-byte marker), as live recorders write them. */
function liveWebm(webm: Buffer): Buffer {
  for (const id of ['18538067', '1f43b675']) {
    const at = webm.indexOf(Buffer.from(id, 'hex')) + 4;
    webm.set([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], at);
  }
  return webm;
}

describe('media decoders', () => {
  it.each(Object.entries(WHOLE))('takes a whole %s, with its dimensions or duration', (ext, make) => {
    const result = inspectMedia(make());
    expect(result).toMatchObject({ ok: true, media: { ext, length: make().length } });
    if (!result.ok) return;
    if (result.media.kind === 'image') expect(result.media.width! * result.media.height!).toBeGreaterThan(0);
    else expect(result.media.duration).toBeGreaterThan(0);
  });

  it.each(Object.entries(WHOLE))('refuses a %s cut at any byte', (_ext, make) => {
    const whole = make();
    const taken = [];
    for (let cut = 0; cut < whole.length; cut++) if (inspectMedia(whole.subarray(0, cut)).ok) taken.push(cut);
    expect(taken).toEqual([]);
  });

  it('drops what follows an end marker (a polyglot keeps only its image) but refuses junk after the last MP4 box', () => {
    const png = WHOLE_IMAGES.png();
    const withZip = Buffer.concat([png, Buffer.from('PK\u0003\u0004 and an archive')]);
    expect(inspectMedia(withZip)).toMatchObject({ ok: true, media: { ext: 'png', length: png.length } });
    expect(inspectMedia(Buffer.concat([mp4File(), Buffer.from('PK\u0003\u0004 and an archive')]))).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('refuses a damaged PNG (bad CRC) and an image claiming more than the side bound', () => {
    const damaged = WHOLE_IMAGES.png();
    damaged[damaged.length - 20] ^= 0xff;
    expect(inspectMedia(damaged)).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(inspectMedia(encodePng(2, 2, () => [0, 0, 0]))).toMatchObject({ ok: true });
    const wide = inspectMedia(Buffer.from(WHOLE_IMAGES.bmp(MAX_IMAGE_SIDE + 1, 1)));
    expect(wide).toMatchObject({ ok: false, reason: 'too-many-pixels' });
  });

  it('refuses a video without duration and one without media data', () => {
    expect(inspectMedia(mp4File({ milliseconds: 0 }))).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(inspectMedia(webmFile({ milliseconds: 0 }))).toMatchObject({ ok: false, reason: 'corrupt' });
    const noMdat = mp4File();
    noMdat.write('free', noMdat.length - (noMdat.length - noMdat.indexOf('mdat')), 'latin1');
    expect(inspectMedia(noMdat)).toMatchObject({ ok: false, detail: 'mp4: no media data (mdat)' });
  });

  it('takes a WebM whose Segment and Cluster sizes are unknown, as live recorders write them', () => {
    const live = liveWebm(webmFile());
    expect(inspectMedia(live)).toMatchObject({ ok: true, media: { ext: 'webm', length: live.length } });
    expect(inspectMedia(live.subarray(0, live.length - 5)).ok).toBe(false);
  });

  it('refuses what no decoder knows: SVG, HTML, zero bytes', () => {
    expect(inspectMedia(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toMatchObject({ ok: false, reason: 'unknown' });
    expect(inspectMedia(Buffer.from('<!doctype html><script>alert(1)</script>'))).toMatchObject({ ok: false, reason: 'unknown' });
    expect(inspectMedia(Buffer.alloc(0))).toMatchObject({ ok: false, reason: 'unknown' });
  });
});

/** Uploaded clips are checked from the file they were received into (lib/upload-spool.ts): the same verdicts as from memory. */
describe('media decoders reading a file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'estate-decode-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fromFile = (bytes: Uint8Array) => {
    const file = path.join(dir, 'spooled.partial');
    writeFileSync(file, bytes);
    return withFileSource(file, inspectMedia);
  };

  it.each(Object.entries(WHOLE))('give a %s, whole or cut, the verdict they give it in memory', (_ext, make) => {
    const whole = make();
    const cuts = [whole.length, 0, 1, 11, 12, 63, 64, ...Array.from({ length: 24 }, (_, n) => Math.floor((whole.length * (n + 1)) / 25)), whole.length - 1];
    for (const cut of cuts) expect(fromFile(whole.subarray(0, cut)), `cut at ${cut}`).toEqual(inspectMedia(whole.subarray(0, cut)));
  });

  it('read clips larger than their window alike: moov after a 3 MB mdat, 1.2 MB of Ogg pages, a 1 MB Cluster of unknown size', () => {
    const clips = {
      mp4: mp4File({ size: 3_000_000, moovLast: true }),
      ogv: oggFile({ dataPages: 20, pageBytes: 60_000 }),
      webm: liveWebm(webmFile({ blocks: 25_000 })),
      avi: aviFile(),
    };
    for (const [ext, clip] of Object.entries(clips)) {
      expect(clip.length > 256 * 1024 || ext === 'avi').toBe(true);
      expect(fromFile(clip), ext).toMatchObject({ ok: true, media: { ext, length: clip.length } });
      for (const cut of [clip.length - 1, Math.floor(clip.length / 2), 256 * 1024 + 3].filter((at) => at < clip.length)) {
        expect(fromFile(clip.subarray(0, cut)), `${ext} cut at ${cut}`).toEqual(inspectMedia(clip.subarray(0, cut)));
        // A live WebM cut between two frames is whole as far as its sizes tell: only the others must be refused.
        if (ext !== 'webm') expect(inspectMedia(clip.subarray(0, cut)).ok, `${ext} cut at ${cut}`).toBe(false);
      }
    }
    // One byte damaged deep inside an Ogg page, past the first window: its CRC fails.
    const damaged = Buffer.from(clips.ogv);
    damaged[900_000] ^= 0xff;
    expect(fromFile(damaged)).toMatchObject({ ok: false, reason: 'corrupt', detail: expect.stringMatching(/bad CRC/) });
  });

  it('find a byte and read a range across the window edge as a buffer does', () => {
    const bytes = Buffer.alloc(700_000);
    bytes[500_000] = 0xff;
    bytes.fill(7, 262_100, 262_200);
    const file = path.join(dir, 'bytes.partial');
    writeFileSync(file, bytes);
    withFileSource(file, (source) => {
      expect(source.indexOf(0xff, 10)).toBe(500_000);
      expect(source.indexOf(0xff, 500_001)).toBe(-1);
      expect(Buffer.from(source.range(262_000, 262_300)).equals(bytes.subarray(262_000, 262_300))).toBe(true);
      expect(source.range(699_990, 800_000).length).toBe(10);
      expect(Buffer.from(source.range(1000, 600_000)).equals(bytes.subarray(1000, 600_000))).toBe(true);
    });
  });
});
