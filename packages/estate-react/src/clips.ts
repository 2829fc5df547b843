/**
 * `@estate/react/clips`: the Create Clip modal and its trimmer (ffmpeg.wasm, issue 25). An entry of
 * its own so that a site showing cards and chat never installs or bundles ffmpeg: install
 * `@ffmpeg/ffmpeg`, `@ffmpeg/util` and `@ffmpeg/core` (optional peers) to use it.
 */
export { CLIP_CLOSE_DELAY_MS, CLIP_TRIM_NOTICE_MS, CLIP_TRIM_SECONDS, DEFAULT_FFMPEG_CORE_BASE_URL } from './components/reels/constants.js';
export { CreateClipModal, CreateClipModalView, EMPTY_CLIP_FORM, type ClipFormValues, type CreateClipModalProps, type CreateClipModalViewProps } from './components/reels/CreateClipModal.js';
export { loadFfmpegTrimmer, trimArguments, type ClipTrimmer, type LoadClipTrimmer } from './components/reels/trimClip.js';
export type { ClipTrimStatus } from './components/reels/useClipTrim.js';
