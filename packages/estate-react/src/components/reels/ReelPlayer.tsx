'use client';

import type { Reel } from '@estate/sdk';
import { useClipComments, useReel, useReelLike } from '@estate/sdk/react';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useToast } from '../../primitives/Toast.js';
import { ReelCommentsDialog } from './ReelCommentsDialog.js';
import { ReelPlayerView, type ReelPlayerViewProps } from './ReelPlayerView.js';
import { ReelShareDialog } from './ReelShareDialog.js';
import { useErrorText } from '../shared/error-text.js';

export interface ReelPlayerProps extends Pick<ReelPlayerViewProps, 'autoPlay' | 'defaultMuted' | 'poster' | 'priority' | 'className'> {
  /** The reel, or its id or slug to load it (the single reel page, /clip/{slug}). */
  reel: Reel | string | number;
}

/** A frame of the player's shape while the reel loads. */
export function ReelPlayerSkeleton({ className }: { className?: string }) {
  const root = useRootProps('reel-player', 'est-justify-center', 'est-flex', className);
  return (
    <div {...root} aria-busy>
      <div className="est-reel-frame est-clip est-relative" data-skeleton>
        <Skeleton className="est-reel-skeleton est-full" />
      </div>
    </div>
  );
}

/**
 * A reel with its actions wired to the API: like (optimistic, `useReelLike`), the comments dialog
 * and the share dialog. Give it a reel from a list, or an id or slug to load one.
 */
export function ReelPlayer({ reel: reelOrKey, ...viewProps }: ReelPlayerProps) {
  const t = useTranslate();
  const toast = useToast();
  const given = typeof reelOrKey === 'object' ? reelOrKey : undefined;
  const loaded = useReel(typeof reelOrKey === 'object' ? null : reelOrKey);
  const reel = given ?? loaded.reel;
  const { toggle, error: likeError } = useReelLike();
  const errorText = useErrorText();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [commentsSeen, setCommentsSeen] = useState(false);
  // The count beside the button follows the comments once they are loaded (after posting, say).
  const { count: loadedCount, data: commentsPage } = useClipComments(commentsSeen && reel ? reel.id : null);

  useEffect(() => {
    if (likeError) toast(errorText(likeError) || t('generic'), { tone: 'danger' });
  }, [likeError]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!reel) {
    if (loaded.isNotFound || loaded.error) return <EmptyState title={loaded.isNotFound ? t('noClips') : errorText(loaded.error) || t('generic')} />;
    return <ReelPlayerSkeleton className={viewProps.className} />;
  }
  return (
    <ReelPlayerView
      {...viewProps}
      reel={reel}
      commentCount={commentsPage ? loadedCount : undefined}
      onToggleLike={() => void toggle(reel)}
      onOpenComments={() => {
        setCommentsSeen(true);
        setCommentsOpen(true);
      }}
      onShare={() => setShareOpen(true)}
    >
      <ReelCommentsDialog reelId={reel.id} open={commentsOpen} onOpenChange={setCommentsOpen} />
      <ReelShareDialog slug={reel.slug} title={reel.title} open={shareOpen} onOpenChange={setShareOpen} />
    </ReelPlayerView>
  );
}
