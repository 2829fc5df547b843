import type { ComponentType } from 'react';
import type { LinkProps } from './context.js';

/** An href another origin serves (or another scheme: `mailto:`, `tel:`): a router cannot go there. */
export const isOffSite = (href: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/** A plain anchor: full page loads, which is right on a page without a client-side router. */
export function DefaultLink({ ref, ...props }: LinkProps) {
  return <a ref={ref} {...props} />;
}

const offSiteAware = new WeakMap<ComponentType<LinkProps>, ComponentType<LinkProps>>();
const wrappers = new WeakSet<ComponentType<LinkProps>>();

/**
 * The `Link` the components get: the given one for the site's own paths, and a plain `<a>` for an
 * href on another origin (the marketplace's pages, a configured absolute URL), which a router's
 * link cannot navigate to. One wrapper per `Link`, so its identity is stable across renders.
 */
export function withOffSiteAnchors(Link: ComponentType<LinkProps>): ComponentType<LinkProps> {
  if (Link === DefaultLink || wrappers.has(Link)) return Link;
  let wrapped = offSiteAware.get(Link);
  if (!wrapped) {
    const Inner = Link;
    wrapped = function OffSiteAwareLink(props: LinkProps) {
      return isOffSite(props.href) ? <DefaultLink {...props} /> : <Inner {...props} />;
    };
    offSiteAware.set(Link, wrapped);
    wrappers.add(wrapped);
  }
  return wrapped;
}
