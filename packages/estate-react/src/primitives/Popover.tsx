'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { useRootProps } from '../config/root.js';
import { EstatePortal } from './EstatePortal.js';

export interface PopoverProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger: ReactNode;
  /** Accessible name of the panel. */
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  name?: string;
  className?: string;
  children: ReactNode;
}

/** A floating panel on Radix (closes on Escape and outside clicks), portalled with the theme by `EstatePortal`. */
export function Popover({ open, onOpenChange, trigger, label, side = 'bottom', align = 'center', name = 'popover', className, children }: PopoverProps) {
  const content = useRootProps(name, 'est-popover', className);
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <EstatePortal part={RadixPopover.Portal} name="popover-layer">
        <RadixPopover.Content {...content} side={side} align={align} sideOffset={8} collisionPadding={12} aria-label={label}>
          {children}
        </RadixPopover.Content>
      </EstatePortal>
    </RadixPopover.Root>
  );
}
