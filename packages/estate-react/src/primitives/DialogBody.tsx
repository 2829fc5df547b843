'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from '../icons/index.js';
import { useTranslate } from '../config/context.js';
import { useRootProps } from '../config/root.js';
import { EstatePortal } from './EstatePortal.js';
import { DialogCloseContext, type DialogProps } from './Dialog.js';

/**
 * The dialog itself, on Radix, loaded the first time a `Dialog` opens (see Dialog.tsx): focus is
 * trapped inside, Escape and the overlay close it, and the content is portalled by `EstatePortal`
 * (the provider's container, `est-root` and the theme), so the tokens follow it out of the tree.
 */
export function DialogBody({ open, onOpenChange, title, hideTitle, description, size = 'md', placement = 'center', name = 'dialog', className, children, onCloseAutoFocus, onOpenAutoFocus }: DialogBodyProps) {
  const t = useTranslate();
  const content = useRootProps(name, 'est-dialog', className);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <EstatePortal part={RadixDialog.Portal} name="dialog-layer">
        <RadixDialog.Overlay className="est-dialog-overlay" />
        <RadixDialog.Content {...content} data-size={size} data-placement={placement} onCloseAutoFocus={onCloseAutoFocus} onOpenAutoFocus={onOpenAutoFocus}>
          <header className="est-dialog-header" data-hidden={hideTitle || undefined}>
            <RadixDialog.Title className={clsx('est-dialog-title', hideTitle && 'est-visually-hidden')}>{title}</RadixDialog.Title>
            <RadixDialog.Close className="est-dialog-close" aria-label={t('close')}>
              <X size={18} aria-hidden />
            </RadixDialog.Close>
          </header>
          {description ? (
            <RadixDialog.Description className="est-dialog-description">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="est-visually-hidden">{title}</RadixDialog.Description>
          )}
          <div className="est-dialog-body">
            <DialogCloseContext.Provider value={() => onOpenChange(false)}>{children}</DialogCloseContext.Provider>
          </div>
        </RadixDialog.Content>
      </EstatePortal>
    </RadixDialog.Root>
  );
}

export interface DialogBodyProps extends Omit<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
