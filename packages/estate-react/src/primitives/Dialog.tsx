'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from '../icons/index.js';
import type { ReactNode } from 'react';
import { useTranslate } from '../config/context.js';
import { useRootProps } from '../config/root.js';
import { EstatePortal } from './EstatePortal.js';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it, if any (it gets focus back on close). */
  trigger?: ReactNode;
  /** The dialog's name, shown as its heading and read by screen readers. */
  title: ReactNode;
  /** Hide the heading visually (it is still the accessible name). */
  hideTitle?: boolean;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** `sheet`: a side sheet on wide screens (a bottom sheet on phones, as every dialog is there). */
  placement?: 'center' | 'sheet';
  /** Component name for the `est-<name>` class of the content. */
  name?: string;
  className?: string;
  children?: ReactNode;
  /** Where focus goes on close when the dialog has no `trigger` (call `event.preventDefault()` and focus it): Radix returns it only to a trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Where focus goes on open (call `event.preventDefault()` and focus it): the first focusable element, the header's Close, by default. */
  onOpenAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog on Radix: focus is trapped inside and returns to the trigger, Escape and the
 * overlay close it, and the content is portalled by `EstatePortal` (the provider's container, `est-root`
 * and the theme), so the tokens follow it out of the component tree.
 */
export function Dialog({ open, defaultOpen, onOpenChange, trigger, title, hideTitle, description, size = 'md', placement = 'center', name = 'dialog', className, children, onCloseAutoFocus, onOpenAutoFocus }: DialogProps) {
  const t = useTranslate();
  const content = useRootProps(name, 'est-dialog', className);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
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
          <div className="est-dialog-body">{children}</div>
        </RadixDialog.Content>
      </EstatePortal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
