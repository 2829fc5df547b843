'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';
import { useRootProps } from '../../config/root.js';
import { EstatePortal } from '../../primitives/EstatePortal.js';

export interface OwnerPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The owner's link it opens from, and is placed against. */
  anchor: RefObject<HTMLElement | null>;
  /** Its accessible name ('About {name}'). */
  label: string;
  /** The pointer entered the card: it stays open. */
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  children: ReactNode;
}

/** The mini profile card's popover (Radix's), loaded the first time a pointer rests on an owner or one is focused (see `OwnerPreview`). */
export function OwnerPopover({ open, onOpenChange, anchor, label, onPointerEnter, onPointerLeave, onFocus, children }: OwnerPopoverProps) {
  const content = useRootProps('mini-profile-layer', 'est-popover');
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
      <EstatePortal part={RadixPopover.Portal} name="popover-layer">
        <RadixPopover.Content
          {...content}
          side="bottom"
          align="start"
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onFocus={onFocus}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          {children}
        </RadixPopover.Content>
      </EstatePortal>
    </RadixPopover.Root>
  );
}
