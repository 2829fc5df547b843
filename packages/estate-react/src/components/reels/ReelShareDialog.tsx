'use client';

import { useEstateUI, useTranslate } from '../../config/context.js';
import { ShareLinkDialog, useShareUrl, type ShareDialogState } from '../shared/ShareLinkDialog.js';

export interface ReelShareDialogProps extends ShareDialogState {
  /**
   * The reel's slug: clips are shared as `/clip/{slug}`, as listings are (the spec's `/clip/{id}`
   * still opens the clip, but reads as nothing and changes with the database).
   */
  slug: string;
  /** The clip's title, for the share sheet, WhatsApp and the e-mail's subject. */
  title?: string;
}

/** The link of a clip on the provider's `shareOrigin` (the page's origin by default). */
export function useClipShareUrl(slug: string): string {
  return useShareUrl(useEstateUI().paths.clip(slug));
}

/** Spec §2: the clip's link with Copy URL (then 'URL copied to clipboard!') and Close, and the ways to share it. */
export function ReelShareDialog({ slug, title, ...dialog }: ReelShareDialogProps) {
  const t = useTranslate();
  const texts = { title: t('reelShareTitle'), label: t('reelShareTitle'), copy: t('reelCopyUrl'), copied: t('reelUrlCopied'), failed: t('reelCopyFailed') };
  return <ShareLinkDialog {...dialog} url={useClipShareUrl(slug)} title={title || undefined} name="reel-share-dialog" part="est-reel-share" texts={texts} withClose />;
}
