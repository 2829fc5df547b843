import type { LinkProps } from './context.js';

/** A plain anchor: full page loads, which is right on a page without a client-side router. */
export function DefaultLink({ ref, ...props }: LinkProps) {
  return <a ref={ref} {...props} />;
}
