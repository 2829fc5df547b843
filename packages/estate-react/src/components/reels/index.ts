/** The reels components: the player, thumbnails and the feed (the Create Clip modal is `@estate/react/clips`). */
export { REEL_AUTOPLAY_THRESHOLD } from './constants.js';
export { ReelCommentsDialog, ReelCommentsView, type ReelCommentsDialogProps, type ReelCommentsViewProps } from './ReelCommentsDialog.js';
export { ReelFeed, ReelFeedView, type ReelFeedProps, type ReelFeedViewProps } from './ReelFeed.js';
export { ReelPlayer, ReelPlayerSkeleton, type ReelPlayerProps } from './ReelPlayer.js';
export { ReelPlayerView, type ReelPlayerViewProps } from './ReelPlayerView.js';
export { ReelShareDialog, useClipShareUrl, type ReelShareDialogProps } from './ReelShareDialog.js';
export { ReelThumbnail, type ReelThumbnailProps } from './ReelThumbnail.js';
export { ReelOwnerActions, type ReelOwnerActionsProps } from './ReelOwnerActions.js';
