import { Link } from 'react-router';
import type { LinkProps } from '@estate/react';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The components' `Link`, through React Router: in-app paths navigate without a page load; other URLs stay anchors. */
export function RouterLink({ href, ref, ...props }: LinkProps) {
  if (EXTERNAL.test(href) || props.target === '_blank' || props.download !== undefined) return <a ref={ref} href={href} {...props} />;
  return <Link ref={ref} to={href} {...props} />;
}
