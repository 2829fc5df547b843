import { describe, expect, it } from 'vitest';
import { coreUrls, trimArguments, videoExtension } from './trimClip.js';

describe('trimming a clip', () => {
  it('keeps 00:00:00 to 00:00:45 and copies the streams, as the spec says', () => {
    expect(trimArguments('input.mp4', 'trimmed.mp4')).toEqual(['-i', 'input.mp4', '-ss', '00:00:00', '-t', '00:00:45', '-c', 'copy', 'trimmed.mp4']);
  });

  it('keeps the container of the picked file, mp4 when the name says nothing', () => {
    expect(videoExtension('tour.MOV')).toBe('mov');
    expect(videoExtension('walk.webm')).toBe('webm');
    expect(videoExtension('clip')).toBe('mp4');
  });

  it('loads the core from the host, as absolute URLs a worker can import', () => {
    expect(coreUrls('/ffmpeg-core/', 'https://agency.example/listings/')).toEqual({
      coreURL: 'https://agency.example/ffmpeg-core/ffmpeg-core.js',
      wasmURL: 'https://agency.example/ffmpeg-core/ffmpeg-core.wasm',
    });
    expect(coreUrls('assets/ffmpeg', 'https://agency.example/app/').coreURL).toBe('https://agency.example/app/assets/ffmpeg/ffmpeg-core.js');
  });
});
