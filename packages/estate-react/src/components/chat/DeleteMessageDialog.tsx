'use client';

import type { ChatMessage } from '@estate/sdk';
import { useRef, useState } from 'react';
import { useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';

export interface DeleteMessageDialogProps {
  /** The message to delete, or null (closed). */
  message: ChatMessage | null;
  partnerName: string;
  /** Deletes it; answers why the server refused, or nothing. */
  onConfirm: (message: ChatMessage) => Promise<string | null | undefined> | string | null | undefined;
  onClose: () => void;
  onDeleted?: (message: ChatMessage) => void;
}

/**
 * 'Delete this message?': deleting is for everyone and final, so it is confirmed ('Delete for
 * everyone'); a refusal stays in the dialog. The dialog's code loads on first open (`Dialog`).
 */
export function DeleteMessageDialog({ message, partnerName, onConfirm, onClose, onDeleted }: DeleteMessageDialogProps) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ id: number; text: string } | null>(null);
  // Where focus was when it opened (the message's menu button): it goes back there, if still on the page.
  const opener = useRef<HTMLElement | null>(null);
  const [shownFor, setShownFor] = useState<number | null>(null);
  if (message && shownFor !== message.id) {
    setShownFor(message.id);
    opener.current = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
  } else if (!message && shownFor !== null) setShownFor(null);

  const confirm = async () => {
    if (!message || busy) return;
    setBusy(true);
    try {
      const refused = await onConfirm(message);
      if (refused) setError({ id: message.id, text: refused });
      else {
        onDeleted?.(message);
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) {
          setShownFor(null);
          setError(null);
          onClose();
        }
      }}
      title={t('chatDeleteTitle')}
      description={t('chatDeleteBody', { name: partnerName })}
      size="sm"
      name="chat-delete-dialog"
      onCloseAutoFocus={(event) => {
        const back = opener.current;
        if (back?.isConnected) {
          event.preventDefault();
          back.focus();
        }
      }}
    >
      {error && message && error.id === message.id && (
        <p className="est-chat-delete-error est-text-sm" role="alert">
          {error.text}
        </p>
      )}
      <div className="est-chat-delete-actions est-row est-gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {t('chatDeleteConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
