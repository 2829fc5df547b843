import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { FORM_FIELDS } from '../generated/contract.js';
import { checkClipUpload, checkVideoFile, isVideoFile, VIDEO_ACCEPT } from './index.js';

const video = new File(['v'], 'clip.mp4', { type: 'video/mp4' });
const image = new File(['i'], 'photo.png', { type: 'image/png' });

describe('checkClipUpload', () => {
  it("says 'Video is still being processed. Please wait...' while trimming, before anything else", () => {
    expect(plain(checkClipUpload({ processing: true }))).toEqual({ ok: false, code: 'processing', message: 'Video is still being processed. Please wait...' });
    expect(plain(checkClipUpload({ processing: true, video, trimmed: true }))).toMatchObject({ code: 'processing' });
  });

  it("asks for a trimmed video with 'Please upload and trim a video before submitting.'", () => {
    const error = 'Please upload and trim a video before submitting.';
    expect(plain(checkClipUpload({}))).toEqual({ ok: false, code: 'no_video', message: error });
    expect(plain(checkClipUpload({ video, trimmed: false }))).toEqual({ ok: false, code: 'no_video', message: error });
    expect(plain(checkClipUpload({ video: null, trimmed: true }))).toEqual({ ok: false, code: 'no_video', message: error });
  });

  it('accepts video only', () => {
    expect(plain(checkClipUpload({ video: image, trimmed: true }))).toEqual({ ok: false, code: 'not_video', message: 'Please choose a video file.' });
  });

  it("keeps to the server's limits, read from the contract: title and description length, video size", () => {
    const limits = FORM_FIELDS.createClip;
    expect(checkClipUpload({ video, trimmed: true, title: 'x'.repeat(limits.title.maxLength), description: 'y'.repeat(limits.description.maxLength) }).ok).toBe(true);
    const large = { type: 'video/mp4', size: limits.video.maxBytes + 1, name: 'long.mp4' };
    expect(plain(checkClipUpload({ video: large, trimmed: true, title: 'x'.repeat(limits.title.maxLength + 1) }))).toEqual({
      ok: false,
      code: 'invalid',
      message: `Title: Ensure this field has no more than ${limits.title.maxLength} characters. | Video: This file is larger than the 60 MB limit.`,
      fieldErrors: {
        title: [`Ensure this field has no more than ${limits.title.maxLength} characters.`],
        video: ['This file is larger than the 60 MB limit.'],
      },
    });
    expect(codesOf(checkClipUpload({ video: large, trimmed: true, title: 'x'.repeat(limits.title.maxLength + 1) }))).toEqual({ title: ['max_length'], video: ['max_file_size'] });
  });

  it('trims the text and upper-cases a known country code', () => {
    expect(plain(checkClipUpload({ video, trimmed: true, title: ' Tour ', description: ' Walk-through ', country: 'ke' }))).toEqual({
      ok: true,
      value: { title: 'Tour', description: 'Walk-through', country: 'KE', video },
    });
  });
});

describe('checkVideoFile', () => {
  it('takes video/… files and refuses the rest', () => {
    expect(plain(checkVideoFile(video))).toEqual({ ok: true, value: video });
    expect(plain(checkVideoFile({ type: 'VIDEO/QUICKTIME', size: 3 }))).toMatchObject({ ok: true });
    expect(plain(checkVideoFile(image))).toEqual({ ok: false, code: 'not_video', message: 'Please choose a video file.' });
    expect(plain(checkVideoFile(null))).toMatchObject({ ok: false });
    expect(isVideoFile({ type: 'video/mp4' })).toBe(false); // no size: not file-like
    expect(VIDEO_ACCEPT).toBe('video/*');
  });
});
