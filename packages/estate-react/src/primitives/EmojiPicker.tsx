'use client';

import { clsx } from 'clsx';
import { lazy, Suspense, useCallback, useMemo, type CSSProperties } from 'react';
import type { EmojiClickData, EmojiDataLoader, PickerLabels } from 'emoji-picker-react';
import { useEstateUI, useTranslate } from '../config/context.js';
import type { EstateLocale } from '../messages/index.js';
import type { EmojiPickerProps } from './QuickEmojiPicker.js';
import { Spinner } from './Spinner.js';

/**
 * The library and its English data (~300 KB) are a chunk of their own, fetched the first time a
 * picker opens, never with the page (architecture: heavy parts are dynamic imports).
 */
const LazyPicker = lazy(() => import('emoji-picker-react'));

/** The French names, a chunk of their own too, loaded by the picker when the locale is French. */
const loadFrenchEmojis: EmojiDataLoader = () => import('emoji-picker-react/data/emojis-fr');

/**
 * Spec §9's picker defaults. The library's own defaults are the same (14 suggested emojis kept,
 * skin tones on a 500 ms long press, search debounced 100 ms); those three are not props, so they
 * are written here to say that they were checked, not to pass them on.
 */
export const EMOJI_PICKER_DEFAULTS = {
  height: 450,
  width: 350,
  suggested: 14,
  skinToneLongPressMs: 500,
  searchDebounceMs: 100,
} as const;

/**
 * The full emoji picker (emoji-picker-react; `@estate/react/emoji`), loaded on first use, in the
 * kit's theme and language. Give it to the provider (`components={{ EmojiPicker }}`) and the
 * composers use it instead of `QuickEmojiPicker`. Shows
 * a small spinner of the picker's size while its code arrives.
 *
 * ```tsx
 * {open && <EmojiPicker onPick={(emoji) => setText((text) => text + emoji)} />}
 * ```
 */
export function EmojiPicker({ onPick, height = EMOJI_PICKER_DEFAULTS.height, width = EMOJI_PICKER_DEFAULTS.width, autoFocusSearch = true, className }: EmojiPickerProps) {
  const { theme, locale } = useEstateUI();
  const t = useTranslate();
  const labels = useMemo<Partial<PickerLabels>>(() => PICKER_LABELS[locale] ?? {}, [locale]);
  const onEmojiClick = useCallback((data: EmojiClickData) => onPick(data.emoji), [onPick]);
  const size = { width: `min(${width}px, 100%)`, height };
  return (
    <div className={clsx('est-emoji-picker', className)} style={{ width: size.width }} data-theme={theme}>
      <Suspense
        fallback={
          <div className="est-emoji-picker-fallback" style={{ height }} role="status">
            <Spinner size={20} label={t('loading')} />
          </div>
        }
      >
        <LazyPicker
          onEmojiClick={onEmojiClick}
          theme={theme}
          width="100%"
          height={height}
          autoFocusSearch={autoFocusSearch}
          lazyLoadEmojis
          labels={labels}
          emojiData={locale === 'fr' ? loadFrenchEmojis : undefined}
          previewConfig={{ showPreview: false }}
          style={TOKEN_COLOURS}
        />
      </Suspense>
    </div>
  );
}

/** The picker in the kit's colours: its variables, set on its root, take the tokens of the theme around it. */
const TOKEN_COLOURS = {
  '--epr-bg-color': 'var(--est-surface)',
  '--epr-category-label-bg-color': 'color-mix(in srgb, var(--est-surface) 94%, transparent)',
  '--epr-text-color': 'var(--est-foreground)',
  '--epr-category-label-text-color': 'var(--est-foreground-muted)',
  '--epr-highlight-color': 'var(--est-accent)',
  '--epr-hover-bg-color': 'var(--est-surface-hover)',
  '--epr-focus-bg-color': 'var(--est-accent-soft)',
  '--epr-picker-border-color': 'var(--est-border)',
  '--epr-picker-border-radius': 'var(--est-radius-lg)',
  '--epr-search-input-bg-color': 'var(--est-surface-sunken)',
  '--epr-search-input-bg-color-active': 'var(--est-surface)',
  '--epr-search-border-color-active': 'var(--est-accent)',
  '--epr-search-input-text-color': 'var(--est-foreground)',
  '--epr-search-input-placeholder-color': 'var(--est-foreground-subtle)',
  '--epr-font-family': 'var(--est-font-family)',
} as CSSProperties;

const FRENCH_LABELS: Partial<PickerLabels> = {
  searchPlaceholder: 'Rechercher',
  searchLabel: 'Tapez pour chercher un emoji',
  searchClear: 'Effacer',
  searchResultsNone: 'Aucun résultat',
  searchResultsOne: '1 résultat. Utilisez les flèches haut et bas pour naviguer.',
  searchResultsMany: '%n résultats. Utilisez les flèches haut et bas pour naviguer.',
  categoryNavigation: 'Catégories',
  reactions: 'Réactions',
  expandReactions: 'Plus de réactions',
  loading: 'Chargement…',
  loadingError: 'Impossible de charger les emojis.',
  retryLoading: 'Réessayer',
  skinToneNeutral: 'Teint neutre',
  skinToneLight: 'Teint clair',
  skinToneMediumLight: 'Teint moyennement clair',
  skinToneMedium: 'Teint moyen',
  skinToneMediumDark: 'Teint moyennement foncé',
  skinToneDark: 'Teint foncé',
};

/** The picker's own words in Swahili; the emojis' names stay English (the library has no Swahili data), so search them in English. */
const SWAHILI_LABELS: Partial<PickerLabels> = {
  searchPlaceholder: 'Tafuta',
  searchLabel: 'Andika kutafuta emoji (kwa Kiingereza)',
  searchClear: 'Futa',
  searchResultsNone: 'Hakuna matokeo',
  searchResultsOne: 'Tokeo 1. Tumia mishale ya juu na chini kusogea.',
  searchResultsMany: 'Matokeo %n. Tumia mishale ya juu na chini kusogea.',
  categoryNavigation: 'Makundi',
  reactions: 'Hisia',
  expandReactions: 'Hisia zaidi',
  loading: 'Inapakia…',
  loadingError: 'Imeshindwa kupakia emoji.',
  retryLoading: 'Jaribu tena',
  skinToneNeutral: 'Rangi ya kawaida',
  skinToneLight: 'Rangi nyeupe',
  skinToneMediumLight: 'Rangi nyeupe kiasi',
  skinToneMedium: 'Rangi ya wastani',
  skinToneMediumDark: 'Rangi nyeusi kiasi',
  skinToneDark: 'Rangi nyeusi',
};

const PICKER_LABELS: Partial<Record<EstateLocale, Partial<PickerLabels>>> = { fr: FRENCH_LABELS, sw: SWAHILI_LABELS };
