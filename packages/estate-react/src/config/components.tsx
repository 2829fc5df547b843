'use client';

import { useMemo, type ReactNode } from 'react';
import { EstateUIContext, useEstateUI, type EstateComponents } from './context.js';
import { withOffSiteAnchors } from './DefaultLink.js';

/**
 * The swappable parts in effect here: the provider's `components`, with any `WithComponents`
 * above merged over them. A part a component does not find is its own default:
 *
 * ```tsx
 * const { MessageBubble = DefaultMessageBubble } = useComponents();
 * ```
 */
export function useComponents(): EstateComponents {
  return useEstateUI().components;
}

export interface WithComponentsProps {
  components: Partial<EstateComponents>;
  children?: ReactNode;
}

/** Replaces parts for a subtree only, over the provider's and any `WithComponents` above (Stream's `WithComponents`). */
export function WithComponents({ components, children }: WithComponentsProps) {
  const parent = useEstateUI();
  const value = useMemo(() => {
    const merged = { ...parent.components, ...components };
    return { ...parent, components: { ...merged, Link: withOffSiteAnchors(merged.Link) } };
  }, [parent, components]);
  return <EstateUIContext.Provider value={value}>{children}</EstateUIContext.Provider>;
}
