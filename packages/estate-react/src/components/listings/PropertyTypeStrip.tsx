'use client';

import { PROPERTY_TYPES, type PropertyType } from '@estate/sdk';
import { Briefcase, Building, Building2, ChevronLeft, ChevronRight, House, LayoutGrid, Warehouse, type IconComponent } from '../../icons/index.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import type { EstateUIMessageKey } from '../../messages/index.js';

/** The strip's order (spec §2): not the contract's, which is alphabetical-ish; a test holds both to the same set. */
export const STRIP_PROPERTY_TYPES = ['Commercial', 'Office', 'House', 'Warehouse', 'Apartment', 'Other'] as const satisfies readonly PropertyType[];

/** Pixels one arrow click scrolls (spec §9). */
export const STRIP_SCROLL_STEP_PX = 200;

const ICONS: Record<(typeof PROPERTY_TYPES)[number], IconComponent> = {
  Commercial: Building2,
  Office: Briefcase,
  House,
  Warehouse,
  Apartment: Building,
  Other: LayoutGrid,
};

/** `/property-type/{type}`, or `/property-type/{country}/{type}` within a country (spec §2). */
export function propertyTypeHref(type: PropertyType, country?: string | null): string {
  const segment = encodeURIComponent(type);
  return country ? `/property-type/${encodeURIComponent(country)}/${segment}` : `/property-type/${segment}`;
}

export interface PropertyTypeStripProps {
  /** Scope the links to a country (its code, e.g. `KE`). */
  country?: string | null;
  /** The type of the page being shown: highlighted and marked as the current page. */
  activeType?: PropertyType | null;
  /** Where a type links to; `propertyTypeHref(type, country)` by default. */
  typeHref?: (type: PropertyType, country?: string | null) => string;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The property-type strip: one pill link per type, scrolled 200 px per arrow click; each arrow
 * hides when there is nothing more on its side.
 */
export function PropertyTypeStrip({ country, activeType, typeHref = propertyTypeHref, className }: PropertyTypeStripProps) {
  const t = useTranslate();
  const { components } = useEstateUI();
  const Link = components.Link;
  const root = useRootProps('type-strip', 'est-shrink', 'est-relative', 'est-row', className);
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    // RTL pages scroll to negative offsets; the distance from each edge is what matters.
    const left = Math.abs(element.scrollLeft);
    const max = element.scrollWidth - element.clientWidth;
    setEdges({ start: left <= 1, end: left >= max - 1 });
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [measure]);

  // The current type's pill is brought into view (a phone shows two or three pills at a time);
  // only the strip scrolls, never the page.
  useEffect(() => {
    const element = scroller.current;
    const pill = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !pill) return;
    const start = pill.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
    const offset = start - (element.clientWidth - pill.offsetWidth) / 2;
    element.scrollLeft = Math.max(0, offset);
  }, [activeType]);

  const scrollBy = (direction: -1 | 1) => {
    scroller.current?.scrollBy({ left: direction * STRIP_SCROLL_STEP_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <nav {...root} aria-label={t('propertyTypesNav')} data-at-start={edges.start || undefined} data-at-end={edges.end || undefined}>
      <button type="button" className="est-type-strip-arrow est-absolute est-justify-center est-surface est-inline est-pill" data-side="start" aria-label={t('scrollLeft')} title={t('scrollLeft')} disabled={edges.start} onClick={() => scrollBy(-1)}>
        <ChevronLeft size={18} aria-hidden />
      </button>
      <ul ref={scroller} className="est-type-strip-list est-flex est-grow est-gap-2" onScroll={measure}>
        {STRIP_PROPERTY_TYPES.map((type) => {
          const Icon = ICONS[type];
          const active = type === activeType;
          return (
            <li key={type}>
              <Link href={typeHref(type, country)} className="est-type-pill est-chip est-surface est-nowrap est-inline est-gap-2 est-medium" data-active={active || undefined} aria-current={active ? 'page' : undefined}>
                <Icon size={16} aria-hidden />
                {t(`navType${type}` as EstateUIMessageKey)}
              </Link>
            </li>
          );
        })}
      </ul>
      <button type="button" className="est-type-strip-arrow est-absolute est-justify-center est-surface est-inline est-pill" data-side="end" aria-label={t('scrollRight')} title={t('scrollRight')} disabled={edges.end} onClick={() => scrollBy(1)}>
        <ChevronRight size={18} aria-hidden />
      </button>
    </nav>
  );
}
