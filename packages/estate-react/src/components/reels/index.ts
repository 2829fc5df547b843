/** The reels components: the player, thumbnails, the feed and the Create Clip modal. */
export { CLIP_CLOSE_DELAY_MS, CLIP_TRIM_NOTICE_MS, CLIP_TRIM_SECONDS, DEFAULT_FFMPEG_CORE_BASE_URL, REEL_AUTOPLAY_THRESHOLD } from './constants.js';
export { CreateClipModal, CreateClipModalView, EMPTY_CLIP_FORM, type ClipFormValues, type CreateClipModalProps, type CreateClipModalViewProps } from './CreateClipModal.js';
export { ReelCommentsDialog, ReelCommentsView, type ReelCommentsDialogProps, type ReelCommentsViewProps } from './ReelCommentsDialog.js';
export { ReelFeed, ReelFeedView, type ReelFeedProps, type ReelFeedViewProps } from './ReelFeed.js';
export { ReelPlayer, ReelPlayerSkeleton, type ReelPlayerProps } from './ReelPlayer.js';
export { ReelPlayerView, type ReelPlayerViewProps } from './ReelPlayerView.js';
export { ReelShareDialog, useClipShareUrl, type ReelShareDialogProps } from './ReelShareDialog.js';
export { ReelThumbnail, type ReelThumbnailProps } from './ReelThumbnail.js';
export { loadFfmpegTrimmer, trimArguments, type ClipTrimmer, type LoadClipTrimmer } from './trimClip.js';
export type { ClipTrimStatus } from './useClipTrim.js';
export { ReelOwnerActions, type ReelOwnerActionsProps } from './ReelOwnerActions.js';
