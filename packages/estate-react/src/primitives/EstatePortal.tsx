'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useEstateUI } from '../config/context.js';
import { useRootProps } from '../config/root.js';

/**
 * A Radix portal part (`Dialog.Portal`, `Popover.Portal`). Given one, `EstatePortal` lets it keep
 * deciding when the layer exists (open state, `forceMount`), and only chooses where and how.
 */
export type PortalPart = ComponentType<{ container?: HTMLElement | null; forceMount?: true; children?: ReactNode }>;

export interface EstatePortalProps {
  /** The layer's name: it carries `est-root est-<name>` and the theme. */
  name: string;
  /** The Radix part to portal through; a plain portal, drawn once mounted, when left out. */
  part?: PortalPart;
  /** Where to portal instead of the provider's `portalContainer` (which defaults to `document.body`). */
  container?: HTMLElement | null;
  forceMount?: true;
  className?: string;
  children?: ReactNode;
}

/**
 * The one way the kit portals (Radix `portal.tsx`): into the provider's `portalContainer` — a
 * shadow root's element in the embed — or `document.body`, inside a layer with `est-root` and
 * `data-theme`, so the tokens and the theme follow the content out of the component tree. Every
 * dialog, popover and slide-over goes through it.
 */
export function EstatePortal({ name, part: Part, container, forceMount, className, children }: EstatePortalProps) {
  const { portalContainer } = useEstateUI();
  const layer = useRootProps(name, className);
  const target = container ?? portalContainer;
  const content = <div {...layer}>{children}</div>;
  if (Part) {
    return (
      <Part container={target ?? undefined} forceMount={forceMount}>
        {content}
      </Part>
    );
  }
  return <PlainPortal target={target}>{content}</PlainPortal>;
}

/** `createPortal` once mounted: nothing on the server, where there is no `document`. */
function PlainPortal({ target, children }: { target: HTMLElement | null; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(children, target ?? document.body);
}
