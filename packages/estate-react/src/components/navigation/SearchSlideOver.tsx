'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { EstatePortal } from '../../primitives/EstatePortal.js';

/** The slide-over's title element: pass it as `titleAs` to a `SearchPanelView` inside a `SearchSlideOver`. */
export const SearchSlideOverTitle = RadixDialog.Title;

export interface SearchSlideOverProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it; it gets the focus back on close. */
  trigger?: ReactNode;
  /** The panel; it names the dialog with a Radix `Dialog.Title` (`titleAs`). */
  children: ReactNode;
}

/**
 * The search box of a panel that just opened: its first text field. Radix would focus the first
 * focusable element, the header's close button, and what the person types at once would be lost.
 */
function focusSearchBox(event: Event): void {
  const content = event.currentTarget as HTMLElement | null;
  const box = content?.querySelector<HTMLInputElement>('input[type="search"], input:not([type]), input[type="text"]');
  if (!box) return;
  event.preventDefault();
  box.focus({ preventScroll: true });
}

/**
 * A panel sliding in from the left (spec §2 "slide-over"): modal, so focus stays inside and
 * returns to the trigger; it opens with the focus in its search box (a phone shows its keyboard
 * at once); Escape and a click outside close it.
 */
export function SearchSlideOver({ open, defaultOpen, onOpenChange, trigger, children }: SearchSlideOverProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <EstatePortal part={RadixDialog.Portal} name="slide-over-layer">
        <RadixDialog.Overlay className="est-slide-over-overlay" />
        <RadixDialog.Content className="est-slide-over est-flex est-surface" aria-describedby={undefined} onOpenAutoFocus={focusSearchBox}>
          {children}
        </RadixDialog.Content>
      </EstatePortal>
    </RadixDialog.Root>
  );
}
