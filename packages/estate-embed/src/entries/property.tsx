import { PropertyDetails } from '@estate/react';
import { useProperty } from '@estate/sdk/react';
import type { ReactNode } from 'react';
import { EstateView } from '../element.js';
import { PROPERTY_PARAM } from '../shared.js';

/** `<estate-property slug="...">`; without `slug`, the page's `?estate-property=` (the listings' default links); nothing when neither is set. */
export class View extends EstateView {
  protected content() {
    const slug = this.host.getAttribute('slug') || new URLSearchParams(location.search).get(PROPERTY_PARAM);
    // With nothing to show the element takes no room in the host's layout (no empty grid cell or gap).
    this.host.hidden = !slug;
    return slug ? <Property slug={slug} structuredData={(property) => this.structuredData(property ? [property] : [])} /> : null;
  }
}

/** The details, and the listing's JSON-LD from the same request (SWR shares `useProperty`'s key with `PropertyDetails`). */
function Property({ slug, structuredData }: { slug: string; structuredData: (property: ReturnType<typeof useProperty>['property']) => ReactNode }) {
  const { property } = useProperty(slug);
  return (
    <>
      <PropertyDetails idOrSlug={slug} />
      {structuredData(property)}
    </>
  );
}
