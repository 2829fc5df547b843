'use client';

import { ChevronDown } from '../../icons/index.js';
import { forwardRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Popover } from '../../primitives/Popover.js';
import type { ChoiceGroup } from './filter-choices.js';

export interface FilterPillProps extends ComponentPropsWithoutRef<'button'> {
  /** Something is picked: the pill is filled. */
  active?: boolean;
  /** A ▾ after the label: the pill opens a menu or the sheet. */
  caret?: boolean;
  children: ReactNode;
}

/** One pill of the filters row: a button, filled when its filter is on. */
export const FilterPill = forwardRef<HTMLButtonElement, FilterPillProps>(function FilterPill({ active, caret = true, children, ...props }, ref) {
  return (
    <button ref={ref} type="button" className="est-filter-pill est-chip est-surface est-nowrap est-inline est-gap-1 est-text-sm est-medium" data-active={active || undefined} {...props}>
      {children}
      {caret && <ChevronDown size={14} aria-hidden />}
    </button>
  );
});

export interface ChoicePillProps {
  group: ChoiceGroup;
  /** The value picked now, or null (All). */
  active: string | null;
  /** Where picking `value` (null: All) goes. */
  hrefOf: (value: string | null) => string;
}

/**
 * A choice's pill ('Property type ▾', or the pick, 'House ▾'): a menu of links, All first, the
 * current one marked. Picking one goes to the route that lists it, so Back and sharing work.
 */
export function ChoicePill({ group, active, hrefOf }: ChoicePillProps) {
  const t = useTranslate();
  const { components } = useEstateUI();
  const Link = components.Link;
  const [open, setOpen] = useState(false);
  const picked = group.options.find((option) => option.value === active);
  const options = [{ value: '', label: group.title }, ...group.options];
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={group.title}
      align="start"
      name="filter-menu"
      trigger={
        <FilterPill active={Boolean(picked)} aria-label={picked ? t('filterPillPicked', { group: group.title, value: picked.label }) : group.title}>
          {picked?.label ?? group.pill}
        </FilterPill>
      }
    >
      <ul className="est-filter-menu-list est-stack" role="group" aria-label={group.title}>
        {options.map((option) => {
          const current = (option.value || null) === active;
          return (
            <li key={option.value || 'all'}>
              <Link
                href={hrefOf(option.value || null)}
                className="est-filter-menu-item est-row est-between est-gap-3 est-text-sm"
                data-active={current || undefined}
                aria-current={current ? 'true' : undefined}
                onClick={() => setOpen(false)}
              >
                {option.value ? option.label : t('filterAllOf', { group: group.title })}
              </Link>
            </li>
          );
        })}
      </ul>
    </Popover>
  );
}

