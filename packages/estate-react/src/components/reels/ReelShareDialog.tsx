'use client';

import { Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { Dialog, DialogClose } from '../../primitives/Dialog.js';
import { useToast } from '../../primitives/Toast.js';

export interface ReelShareDialogProps {
  /** The reel's id: the spec shares `/clip/{id}`. */
  reelId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The link of a clip on the provider's `shareOrigin` (the page's origin by default). */
export function useClipShareUrl(reelId: number): string {
  const { shareOrigin, paths } = useEstateUI();
  const origin = shareOrigin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin}${paths.clip(reelId)}`;
}

/** Copies `text`: the Clipboard API, or selecting `input` and the older copy command where that is refused. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    return document.execCommand('copy');
  }
}

/** Spec §2: the clip's link with Copy URL (then 'URL copied to clipboard!') and Close. */
export function ReelShareDialog({ reelId, open, onOpenChange }: ReelShareDialogProps) {
  const t = useTranslate();
  const toast = useToast();
  const url = useClipShareUrl(reelId);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const copy = async () => {
    if (await copyText(url, inputRef.current)) toast(t('reelUrlCopied'));
    else toast(t('reelCopyFailed'), { tone: 'danger' });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} name="reel-share-dialog" size="sm" title={t('reelShareTitle')}>
      <div className="est-reel-share est-stack est-gap-4">
        <label htmlFor={inputId} className="est-visually-hidden">
          {t('reelShareTitle')}
        </label>
        <input id={inputId} ref={inputRef} className="est-input est-reel-share-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <div className="est-reel-share-actions est-flex est-gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t('close')}</Button>
          </DialogClose>
          <Button icon={<Copy size={16} aria-hidden />} onClick={copy}>
            {t('reelCopyUrl')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
