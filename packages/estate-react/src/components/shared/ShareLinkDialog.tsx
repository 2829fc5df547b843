'use client';

import { clsx } from 'clsx';
import { Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { Dialog, DialogClose } from '../../primitives/Dialog.js';
import { useToast } from '../../primitives/Toast.js';

/** `{origin}{path}` to share: the provider's `shareOrigin`, else the page's origin. */
export function useShareUrl(path: string): string {
  const { shareOrigin } = useEstateUI();
  const origin = shareOrigin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin.replace(/\/+$/, '')}${path}`;
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

/** Whether a share dialog is open; the app keeps it. */
export interface ShareDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ShareLinkDialogProps extends ShareDialogState {
  url: string;
  /** The dialog's `name` (its class) and the class of its body; the address is `{part}-url`. */
  name: string;
  part: string;
  texts: { title: string; label: string; copy: string; copied: string; failed: string };
  /** A Close button beside Copy URL (in `{part}-actions`). */
  withClose?: boolean;
}

/** A share dialog: the address, read-only and selected on focus, and Copy URL, which toasts whether it copied. */
export function ShareLinkDialog({ url, open, onOpenChange, name, part, texts, withClose = false }: ShareLinkDialogProps) {
  const t = useTranslate();
  const toast = useToast();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const copy = async () => {
    if (await copyText(url, field.current)) toast(texts.copied);
    else toast(texts.failed, { tone: 'danger' });
  };
  const copyButton = (
    <Button icon={<Copy size={16} aria-hidden />} onClick={copy}>
      {texts.copy}
    </Button>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={texts.title} size="sm" name={name}>
      <div className={clsx(part, 'est-stack est-gap-4')}>
        <label className="est-visually-hidden" htmlFor={id}>
          {texts.label}
        </label>
        <input id={id} ref={field} className={clsx('est-input', `${part}-url`)} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
        {withClose ? (
          <div className={clsx(`${part}-actions`, 'est-flex est-gap-2')}>
            <DialogClose asChild>
              <Button variant="secondary">{t('close')}</Button>
            </DialogClose>
            {copyButton}
          </div>
        ) : (
          copyButton
        )}
      </div>
    </Dialog>
  );
}
