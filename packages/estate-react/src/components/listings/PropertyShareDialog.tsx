'use client';

import { useEstateUI, useTranslate } from '../../config/context.js';
import { ShareLinkDialog, useShareUrl, type ShareDialogState } from '../shared/ShareLinkDialog.js';

export interface PropertyShareDialogProps extends ShareDialogState {
  slug: string;
  /** The listing's title, for the share sheet, WhatsApp and the e-mail's subject. */
  title?: string;
}

/** `{origin}/property/{slug}` (spec §2): the provider's `shareOrigin`, else the page's origin. */
export function usePropertyShareUrl(slug: string): string {
  return useShareUrl(useEstateUI().paths.property(slug));
}

/** The share dialog of a property card: its address and a Copy URL button ('URL copied to clipboard!'), and the ways to share it. */
export function PropertyShareDialog({ slug, title, ...dialog }: PropertyShareDialogProps) {
  const t = useTranslate();
  const texts = { title: t('shareTitle'), label: t('shareLink'), copy: t('copyUrl'), copied: t('urlCopied'), failed: t('propertyCopyFailed') };
  return <ShareLinkDialog {...dialog} url={usePropertyShareUrl(slug)} title={title || undefined} name="property-share" part="est-property-share" texts={texts} />;
}
