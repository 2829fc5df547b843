'use client';

import type { ActionResult } from '@estate/sdk';
import { useState } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { Dialog, DialogClose } from '../../primitives/Dialog.js';
import { useToast } from '../../primitives/Toast.js';
import { localErrorText } from './error-text.js';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Delete this listing?' */
  title: string;
  /** What goes with it, and that it cannot be undone. */
  body: string;
  /** The deletion; a refusal is toasted and the dialog stays. */
  onDelete: () => Promise<ActionResult<unknown>>;
  /** Toasted once it is gone, before `onDeleted`. */
  deletedText: string;
  onDeleted?: () => void;
  name: string;
}

/**
 * A deletion's last word: what goes with it, Cancel and a red Delete that shows it is working;
 * once gone, it closes, says so, and tells the page (which usually leaves).
 */
export function ConfirmDeleteDialog({ open, onOpenChange, title, body, onDelete, deletedText, onDeleted, name }: ConfirmDeleteDialogProps) {
  const t = useTranslate();
  const toast = useToast();
  const { messages } = useEstateUI();
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    const result = await onDelete();
    setDeleting(false);
    if (!result.ok) {
      toast(localErrorText(messages, result.error), { tone: 'danger' });
      return;
    }
    onOpenChange(false);
    toast(deletedText);
    onDeleted?.();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={body} size="sm" name={name}>
      <div className="est-row est-gap-2 est-justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('cancel')}</Button>
        </DialogClose>
        <Button variant="danger" loading={deleting} onClick={() => void confirm()} data-testid={`confirm-${name}`}>
          {deleting ? t('deleting') : t('deleteConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
