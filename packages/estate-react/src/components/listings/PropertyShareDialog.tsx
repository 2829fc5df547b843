'use client';

import { Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { useToast } from '../../primitives/Toast.js';

export interface PropertyShareDialogProps {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** `{origin}/property/{slug}` (spec §2): the provider's `shareOrigin`, else the page's origin. */
export function usePropertyShareUrl(slug: string): string {
  const { shareOrigin, paths } = useEstateUI();
  const origin = shareOrigin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin.replace(/\/+$/, '')}${paths.property(slug)}`;
}

/**
 * Copies the field's text: first by selecting it and copying, synchronously inside the click
 * (works wherever the page may not read the clipboard, e.g. in an iframe without the permission),
 * then with the async clipboard. Focus goes back where it was.
 */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  if (field) {
    const focused = document.activeElement as HTMLElement | null;
    field.focus();
    field.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    focused?.focus();
    if (copied) return true;
  }
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The share dialog of a property card: its address and a Copy URL button ('URL copied to clipboard!'). */
export function PropertyShareDialog({ slug, open, onOpenChange }: PropertyShareDialogProps) {
  const t = useTranslate();
  const toast = useToast();
  const url = usePropertyShareUrl(slug);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const onCopy = async () => {
    if (await copyText(url, field.current)) toast(t('urlCopied'));
    else toast(t('propertyCopyFailed'), { tone: 'danger' });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('shareTitle')} size="sm" name="property-share">
      <div className="est-property-share">
        <label className="est-visually-hidden" htmlFor={id}>
          {t('shareLink')}
        </label>
        <input id={id} ref={field} className="est-input est-property-share-url" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Button icon={<Copy size={16} aria-hidden />} onClick={onCopy}>
          {t('copyUrl')}
        </Button>
      </div>
    </Dialog>
  );
}
