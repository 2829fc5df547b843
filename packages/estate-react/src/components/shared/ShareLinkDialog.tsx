'use client';

import { clsx } from 'clsx';
import { Check, Copy, Mail, Share2 } from '../../icons/index.js';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { isOffSite } from '../../config/DefaultLink.js';
import { Button } from '../../primitives/Button.js';
import { Dialog, DialogClose } from '../../primitives/Dialog.js';
import { useToast } from '../../primitives/Toast.js';
import { WhatsAppIcon } from '../../icons/brands.js';

/** `{origin}{path}` to share: the provider's `shareOrigin`, else the page's origin; a path already on another origin (the marketplace's) as it is. */
export function useShareUrl(path: string): string {
  const { shareOrigin } = useEstateUI();
  if (isOffSite(path)) return path;
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
  /** What is shared (a listing's or a clip's title): the system sheet's title, the start of the WhatsApp text, the e-mail's subject. */
  title?: string;
  /** The dialog's `name` (its class) and the class of its body; the address is `{part}-url`. */
  name: string;
  part: string;
  texts: { title: string; label: string; copy: string; copied: string; failed: string };
  /** A Close button under the ways to share (in `{part}-actions`). */
  withClose?: boolean;
}

/** How long Copy reads 'Copied' after it copied. */
export const SHARE_COPIED_MS = 2000;

/** The links of the ways to share that need no script: WhatsApp's and an e-mail's. */
export function shareTargets(url: string, title: string | undefined, fallbackSubject: string): { whatsapp: string; email: string } {
  const text = title ? `${title} ${url}` : url;
  const body = title ? `${title}\n\n${url}` : url;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    email: `mailto:?subject=${encodeURIComponent(title || fallbackSubject)}&body=${encodeURIComponent(body)}`,
  };
}

/** Whether this browser has a share sheet that takes `data` (Web Share API); false while rendering on a server. */
function canShareNatively(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  try {
    return typeof navigator.canShare !== 'function' || navigator.canShare(data);
  } catch {
    return false;
  }
}

/**
 * A share dialog: the address, read-only and selected on focus, with Copy URL (it toasts whether it
 * copied and reads 'Copied' for a moment), then the ways to share: the device's own share sheet
 * where the browser has one, WhatsApp and e-mail. It opens with the focus on Copy URL.
 */
export function ShareLinkDialog({ url, title, open, onOpenChange, name, part, texts, withClose = false }: ShareLinkDialogProps) {
  const t = useTranslate();
  const toast = useToast();
  const field = useRef<HTMLInputElement | null>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const [copied, setCopied] = useState(false);
  const [native, setNative] = useState(false);
  // Asked after mounting only: the server has no navigator, and the first render must match it.
  useEffect(() => {
    if (open) setNative(canShareNatively({ url, title }));
    else setCopied(false);
  }, [open, url, title]);
  // A long address shows its end, the slug that says what it is, rather than the origin.
  const showEnd = (input: HTMLInputElement | null) => {
    field.current = input;
    if (input) input.scrollLeft = input.scrollWidth;
  };
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHARE_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(url, field.current)) {
      setCopied(true);
      toast(texts.copied);
    } else toast(texts.failed, { tone: 'danger' });
  };
  const shareNatively = async () => {
    try {
      await navigator.share({ title, text: title, url });
      onOpenChange(false);
    } catch {
      // Cancelled (AbortError) or refused: the dialog stays, with its other ways.
    }
  };
  const targets = shareTargets(url, title, t('shareEmailSubject'));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      size="sm"
      name={name}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        copyButton.current?.focus();
      }}
    >
      <div className={clsx(part, 'est-share est-stack est-gap-4')}>
        <div className="est-share-link est-row est-gap-2">
          <label className="est-visually-hidden" htmlFor={id}>
            {texts.label}
          </label>
          <input id={id} ref={showEnd} className={clsx('est-input est-grow', `${part}-url`)} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Button ref={copyButton} className="est-share-copy" data-copied={copied || undefined} icon={copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />} onClick={copy}>
            {copied ? t('shareCopied') : texts.copy}
          </Button>
        </div>
        <ul className="est-share-targets est-row est-gap-2" aria-label={t('shareOptions')}>
          {native && <ShareTarget kind="device" icon={<Share2 size={20} />} label={t('shareViaDevice')} onClick={() => void shareNatively()} />}
          <ShareTarget kind="whatsapp" icon={<WhatsAppIcon size={20} />} label={t('shareWhatsApp')} href={targets.whatsapp} external />
          <ShareTarget kind="email" icon={<Mail size={20} />} label={t('shareEmail')} href={targets.email} />
        </ul>
        {withClose && (
          <div className={clsx(`${part}-actions`, 'est-flex est-gap-2')}>
            <DialogClose asChild>
              <Button variant="secondary">{t('close')}</Button>
            </DialogClose>
          </div>
        )}
      </div>
    </Dialog>
  );
}

/** One way to share: the device's sheet (a button), or WhatsApp and e-mail (links), an icon over its name. */
function ShareTarget({ kind, icon, label, href, external = false, onClick }: { kind: string; icon: ReactNode; label: string; href?: string; external?: boolean; onClick?: () => void }) {
  const content = (
    <>
      <span className="est-share-target-icon est-circle est-justify-center est-flex" aria-hidden>
        {icon}
      </span>
      <span className="est-text-xs">{label}</span>
    </>
  );
  return (
    <li>
      {href ? (
        <a className="est-share-target est-stack est-gap-1" data-target={kind} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {content}
        </a>
      ) : (
        <button type="button" className="est-share-target est-stack est-gap-1" data-target={kind} onClick={onClick}>
          {content}
        </button>
      )}
    </li>
  );
}
