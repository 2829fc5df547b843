'use client';

import { useEstateUI, useTranslate } from '../../config/context.js';
import { ShareLinkDialog, useShareUrl, type ShareDialogState } from '../shared/ShareLinkDialog.js';

export interface ReelShareDialogProps extends ShareDialogState {
  /** The reel's id: the spec shares `/clip/{id}`. */
  reelId: number;
}

/** The link of a clip on the provider's `shareOrigin` (the page's origin by default). */
export function useClipShareUrl(reelId: number): string {
  return useShareUrl(useEstateUI().paths.clip(reelId));
}

/** Spec §2: the clip's link with Copy URL (then 'URL copied to clipboard!') and Close. */
export function ReelShareDialog({ reelId, ...dialog }: ReelShareDialogProps) {
  const t = useTranslate();
  const texts = { title: t('reelShareTitle'), label: t('reelShareTitle'), copy: t('reelCopyUrl'), copied: t('reelUrlCopied'), failed: t('reelCopyFailed') };
  return <ShareLinkDialog {...dialog} url={useClipShareUrl(reelId)} name="reel-share-dialog" part="est-reel-share" texts={texts} withClose />;
}
