'use client';

import { searchCountries, type Country } from '@estate/sdk';
import { Search } from '../../icons/index.js';
import { useDeferredValue, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { SearchBoxInput } from '../shared/SearchBoxInput.js';

export interface CountryPickerProps {
  /** Where a country's card links to: `/{countryCode}` by default (spec route `/{country}/`). */
  countryHref?: (country: Country) => string;
  /** The search text to start with. */
  defaultQuery?: string;
  /** The search text, when the app keeps it (e.g. in the URL). */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** A country was picked (its link is followed too). */
  onSelect?: (country: Country) => void;
  /** Hide the 'Explore' heading, when the page has its own. */
  hideTitle?: boolean;
  className?: string;
}

const defaultHref = (country: Country) => `/${country.code}`;

/**
 * The Explore screen (spec §2): every country by name (French names in French) with its flag and
 * code, filtered as you type in 'Search Country ...' (the SDK's country search: accents and case
 * ignored, a two-letter code finds its country). Each card is a link; Tab moves through them.
 */
export function CountryPicker({ countryHref = defaultHref, defaultQuery = '', query: queryProp, onQueryChange, onSelect, hideTitle, className }: CountryPickerProps) {
  const t = useTranslate();
  const { locale, components } = useEstateUI();
  const Link = components.Link;
  const root = useRootProps('country-picker', 'est-stack est-gap-4', className);
  const ids = useId();
  const [queryState, setQueryState] = useState(defaultQuery);
  const query = queryProp ?? queryState;
  const setQuery = (next: string) => {
    if (queryProp === undefined) setQueryState(next);
    onQueryChange?.(next);
  };
  // Filtering ~250 cards is cheap, but keep typing responsive on slow phones.
  const deferred = useDeferredValue(query);
  const found = useMemo(() => searchCountries(deferred, locale), [deferred, locale]);
  const grid = useRef<HTMLUListElement>(null);
  // Enter opens the best match; the down arrow moves into the cards.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = grid.current?.querySelector<HTMLAnchorElement>('a');
    if (!first) return;
    if (event.key === 'Enter' && query.trim()) {
      event.preventDefault();
      first.click();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <section {...root} aria-labelledby={`${ids}-title`}>
      <header className="est-country-picker-header est-stack est-gap-1" data-hidden={hideTitle || undefined}>
        <h2 id={`${ids}-title`} className={hideTitle ? 'est-visually-hidden' : 'est-country-picker-title est-tracking-tighter est-bold est-tight'}>
          {t('exploreTitle')}
        </h2>
        {!hideTitle && <p className="est-country-picker-subtitle est-text-base est-muted">{t('exploreSubtitle')}</p>}
      </header>
      <div className="est-search-box est-relative est-row est-country-search" role="search">
        <SearchBoxInput
          id={`${ids}-q`}
          label={t('searchCountry')}
          placeholder={t('searchCountry')}
          value={query}
          onValueChange={setQuery}
          aria-controls={found.length ? `${ids}-grid` : undefined}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="est-country-picker-count est-text-xs est-medium est-muted" aria-live="polite" aria-atomic="true">
        {t('exploreCountryCount', { count: found.length })}
      </p>
      {found.length === 0 ? (
        <EmptyState icon={<Search size={22} />} title={t('exploreNoCountries', { query: query.trim() })} />
      ) : (
        <ul ref={grid} id={`${ids}-grid`} className="est-country-grid est-grid est-gap-3">
          {found.map((country) => (
            <li key={country.code}>
              <Link href={countryHref(country)} className="est-country-card est-grid est-card-raised" onClick={() => onSelect?.(country)}>
                <span className="est-country-flag" aria-hidden>
                  {country.flag}
                </span>
                <span className="est-country-name est-clamp est-semibold est-tight">{country.name}</span>
                <span className="est-country-code est-text-xs est-medium est-muted">{country.code}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
