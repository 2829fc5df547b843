/**
 * The trim bench's page, built by Vite like the app: the kit's own `loadFfmpegTrimmer` (ffmpeg.wasm
 * 0.12 in a worker, the core from `/ffmpeg-core/` on this origin). Playwright calls `benchTrim`.
 */
import { type ClipTrimmer, loadFfmpegTrimmer } from '../../../packages/estate-react/src/components/reels/trimClip.js';

let trimmer: ClipTrimmer | undefined;
let clip: File | undefined;

const api = {
  /** Fetches the test clip (not timed). */
  async fetchClip(): Promise<number> {
    const response = await fetch('/clip.mp4');
    clip = new File([await response.blob()], 'clip.mp4', { type: 'video/mp4' });
    return clip.size;
  },
  /** The one-time core load: the worker, ffmpeg-core.js and the 32 MB wasm downloaded and compiled. */
  async load(): Promise<number> {
    const started = performance.now();
    trimmer = await loadFfmpegTrimmer('/ffmpeg-core/');
    return performance.now() - started;
  },
  /** One trim (writeFile + exec + readFile as the kit does it); `upload` posts the result to /out.mp4. */
  async trim(upload: boolean): Promise<{ ms: number; bytes: number }> {
    if (!trimmer || !clip) throw new Error('load() and fetchClip() first');
    const started = performance.now();
    const out = await trimmer.trim(clip);
    const ms = performance.now() - started;
    if (upload) await fetch('/out.mp4', { method: 'POST', body: out });
    return { ms, bytes: out.size };
  },
  dispose(): void {
    trimmer?.dispose();
    trimmer = undefined;
  },
};

(window as unknown as { benchTrim: typeof api }).benchTrim = api;
