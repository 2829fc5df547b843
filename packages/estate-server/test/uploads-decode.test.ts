import { describe, expect, it } from 'vitest';
import { inspectMedia, MAX_IMAGE_SIDE } from '../src/lib/media-decode/index.js';
import { encodePng } from '../src/seed/png.js';
import { mp4File, webmFile, WHOLE_IMAGES, WHOLE_VIDEOS } from './media-fixtures.js';

const WHOLE = { ...WHOLE_IMAGES, ...WHOLE_VIDEOS };

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
    const live = webmFile();
    // The Segment and the Cluster sizes become "unknown" (all ones after the 8-byte marker).
    for (const id of ['18538067', '1f43b675']) {
      const at = live.indexOf(Buffer.from(id, 'hex')) + 4;
      live.set([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], at);
    }
    expect(inspectMedia(live)).toMatchObject({ ok: true, media: { ext: 'webm', length: live.length } });
    expect(inspectMedia(live.subarray(0, live.length - 5)).ok).toBe(false);
  });

  it('refuses what no decoder knows: SVG, HTML, zero bytes', () => {
    expect(inspectMedia(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toMatchObject({ ok: false, reason: 'unknown' });
    expect(inspectMedia(Buffer.from('<!doctype html><script>alert(1)</script>'))).toMatchObject({ ok: false, reason: 'unknown' });
    expect(inspectMedia(Buffer.alloc(0))).toMatchObject({ ok: false, reason: 'unknown' });
  });
});
