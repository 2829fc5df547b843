/** The reels' constants (spec §9). */

/** A clip plays once at least this share of it is visible. */
export const REEL_AUTOPLAY_THRESHOLD = 0.9;
/**
 * A clip's video starts loading once its frame is within this of the visible part of its scroll
 * container (one screen above or below), so the next one is ready when swiped to and the others
 * cost nothing until then.
 */
export const REEL_PRELOAD_MARGIN = '100% 0px';
/** A new clip keeps its first 45 seconds. */
export const CLIP_TRIM_SECONDS = 45;
/** 'Clip uploaded and trimmed successfully!' shows this long. */
export const CLIP_TRIM_NOTICE_MS = 3000;
/** After 'Clip created successfully!' the modal closes this much later. */
export const CLIP_CLOSE_DELAY_MS = 3000;
/** How long the centred play or pause sign stays after a tap. */
export const REEL_INDICATOR_MS = 650;
/** Where the host serves `@ffmpeg/core`'s `dist/esm` folder (never a CDN: architecture.md). */
export const DEFAULT_FFMPEG_CORE_BASE_URL = '/ffmpeg-core/';
