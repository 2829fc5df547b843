'use client';

import { useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { Dialog, DialogClose } from '../../primitives/Dialog.js';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Delete this listing?' */
  title: string;
  /** What goes with it, and that it cannot be undone. */
  body: string;
  deleting: boolean;
  onConfirm: () => void;
  name: string;
}

/** A deletion's last word: what goes with it, Cancel (focused first) and a red Delete that shows it is working. */
export function ConfirmDeleteDialog({ open, onOpenChange, title, body, deleting, onConfirm, name }: ConfirmDeleteDialogProps) {
  const t = useTranslate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={body} size="sm" name={name}>
      <div className="est-row est-gap-2 est-justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('cancel')}</Button>
        </DialogClose>
        <Button variant="danger" loading={deleting} onClick={onConfirm} data-testid={`confirm-${name}`}>
          {deleting ? t('deleting') : t('deleteConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
