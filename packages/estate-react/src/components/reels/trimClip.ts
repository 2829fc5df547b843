/**
 * Trimming a clip in the browser (spec §4: the first 45 seconds, 00:00:00 to 00:00:45, stream
 * copy) with ffmpeg.wasm 0.12. Both packages are imported only when a trimmer is loaded, and the
 * 32 MB core is fetched from the host (`coreBaseUrl`, e.g. `/ffmpeg-core/` serving
 * `node_modules/@ffmpeg/core/dist/esm`), never from a CDN.
 */
import { CLIP_TRIM_SECONDS, DEFAULT_FFMPEG_CORE_BASE_URL } from './constants.js';

/** Cuts videos; `trim` reports progress from 0 to 1. */
export interface ClipTrimmer {
  trim(file: File, onProgress?: (ratio: number) => void): Promise<File>;
  /** Stops the worker; the trimmer cannot be used afterwards. */
  dispose(): void;
}

/** Makes a trimmer whose engine is ready; partners and tests may pass their own to `CreateClipModal`. */
export type LoadClipTrimmer = (coreBaseUrl: string) => Promise<ClipTrimmer>;

const pad = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((part) => String(part).padStart(2, '0')).join(':');
};

/** The file's extension when it is a plain one (`mov`, `webm`), else `mp4`: the output keeps the container. */
export function videoExtension(name: string): string {
  const match = /\.([a-z0-9]{2,5})$/i.exec(name);
  return match ? match[1]!.toLowerCase() : 'mp4';
}

/** The ffmpeg arguments of the spec's cut: from 00:00:00 for 45 seconds, streams copied (no re-encoding). */
export function trimArguments(input: string, output: string, seconds = CLIP_TRIM_SECONDS): string[] {
  return ['-i', input, '-ss', pad(0), '-t', pad(seconds), '-c', 'copy', output];
}

/** Absolute URLs of the core's files under `coreBaseUrl` (a worker imports them, so relative paths will not do). */
export function coreUrls(coreBaseUrl: string, pageUrl: string): { coreURL: string; wasmURL: string } {
  const base = new URL(coreBaseUrl.endsWith('/') ? coreBaseUrl : `${coreBaseUrl}/`, pageUrl);
  return { coreURL: new URL('ffmpeg-core.js', base).href, wasmURL: new URL('ffmpeg-core.wasm', base).href };
}

/** The default trimmer: ffmpeg.wasm in a worker, one file at a time. */
export const loadFfmpegTrimmer: LoadClipTrimmer = async (coreBaseUrl = DEFAULT_FFMPEG_CORE_BASE_URL) => {
  const [{ FFmpeg }, { fetchFile }] = await Promise.all([import('@ffmpeg/ffmpeg'), import('@ffmpeg/util')]);
  const ffmpeg = new FFmpeg();
  await ffmpeg.load(coreUrls(coreBaseUrl, document.baseURI));
  let report: ((ratio: number) => void) | undefined;
  ffmpeg.on('progress', ({ progress, time }) => {
    // `progress` is measured against the whole input; the cut ends at 45 s, so time tells more.
    const ratio = Math.max(Number.isFinite(progress) ? progress : 0, time / (CLIP_TRIM_SECONDS * 1_000_000));
    report?.(Math.min(1, Math.max(0, ratio)));
  });
  return {
    async trim(file, onProgress) {
      const extension = videoExtension(file.name);
      const input = `input.${extension}`;
      const output = `trimmed.${extension}`;
      report = onProgress;
      try {
        await ffmpeg.writeFile(input, await fetchFile(file));
        const code = await ffmpeg.exec(trimArguments(input, output));
        if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
        const data = await ffmpeg.readFile(output);
        if (typeof data === 'string') throw new Error('ffmpeg returned text');
        onProgress?.(1);
        const name = file.name.replace(/\.[^.]*$/, '') || 'clip';
        return new File([new Uint8Array(data)], `${name}.${extension}`, { type: file.type || 'video/mp4' });
      } finally {
        report = undefined;
        await Promise.allSettled([ffmpeg.deleteFile(input), ffmpeg.deleteFile(output)]);
      }
    },
    dispose: () => ffmpeg.terminate(),
  };
};
