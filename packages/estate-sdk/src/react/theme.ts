'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { defaultStorage, STORAGE_KEYS, watchStorageKey, type KeyValueStorage } from '../storage.js';
import { useOptionalEstateContext } from './provider.js';

export type Theme = 'dark' | 'light';

/** The theme when the user has saved none: a fixed one, or the system's (`prefers-color-scheme`). */
export type DefaultTheme = Theme | 'system';

/**
 * The theme where the system's cannot be read, on a server or while hydrating, unless the page says
 * (`initialTheme`, a fixed `defaultTheme`): light, a host page's usual white and what
 * `prefers-color-scheme` reports when the user has no preference.
 */
export const DEFAULT_THEME: Theme = 'light';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** Every `useTheme` on the page re-reads the theme when one of them changes it. */
const listeners = new Set<() => void>();

/** The saved theme, or null when the user has chosen none. */
function readTheme(storage: KeyValueStorage): Theme | null {
  try {
    const stored = storage.getItem(STORAGE_KEYS.theme);
    // Plain text is how the theme is kept; a JSON string is read too.
    if (stored === 'light' || stored === '"light"') return 'light';
    if (stored === 'dark' || stored === '"dark"') return 'dark';
    return null;
  } catch {
    return null;
  }
}

/** The system's theme; light where there is no `matchMedia` (a server, an old test DOM). */
function systemTheme(): Theme {
  return globalThis.matchMedia?.(SYSTEM_DARK).matches ? 'dark' : 'light';
}

export interface UseThemeOptions {
  /** Where the theme is kept; else the provider's `storage`, the client's, or `localStorage`. */
  storage?: KeyValueStorage;
  /**
   * Put the class `dark` or `light` on the document's root element (spec §4). Only the app that
   * owns the page sets this; a widget on a partner's page never touches the host's `<html>` and
   * puts `data-theme={theme}` on its own root instead.
   */
  applyToDocument?: boolean;
  /** The theme until the user saves one; else the provider's `defaultTheme`, else `'system'`. */
  defaultTheme?: DefaultTheme;
}

/**
 * The theme (spec §4): the saved one, else the default (the system's `prefers-color-scheme` unless
 * the app fixes one), toggled and saved under the `theme` key (namespaced with the client's
 * storage), followed across tabs and system changes. Works inside or outside `EstateClientProvider`. The
 * system's theme is read only in the browser after hydration (the server snapshot is
 * `initialTheme`, a fixed default, or `DEFAULT_THEME`), so the HTML and the first render agree; the
 * document class, when asked for, is set in an effect, so nothing touches `document` on the server.
 */
export function useTheme(options: UseThemeOptions = {}) {
  const context = useOptionalEstateContext();
  const clientStorage = (context?.client as { storage?: KeyValueStorage } | undefined)?.storage;
  const storage = useMemo(() => options.storage ?? context?.storage ?? clientStorage ?? defaultStorage(), [options.storage, context?.storage, clientStorage]);

  const defaultTheme = options.defaultTheme ?? context?.defaultTheme ?? 'system';
  const fixedDefault = defaultTheme === 'system' ? null : defaultTheme;
  const followsSystem = fixedDefault === null;

  const subscribe = useCallback(
    (onChange: () => void) => {
      listeners.add(onChange);
      const stopWatching = watchStorageKey(storage, STORAGE_KEYS.theme, onChange);
      const system = followsSystem ? globalThis.matchMedia?.(SYSTEM_DARK) : undefined;
      system?.addEventListener?.('change', onChange);
      return () => {
        listeners.delete(onChange);
        stopWatching();
        system?.removeEventListener?.('change', onChange);
      };
    },
    [storage, followsSystem]
  );
  const current = useCallback(() => readTheme(storage) ?? fixedDefault ?? systemTheme(), [storage, fixedDefault]);
  const serverTheme = context?.initialTheme ?? fixedDefault ?? DEFAULT_THEME;
  const theme = useSyncExternalStore(subscribe, current, () => serverTheme);

  const applyToDocument = options.applyToDocument ?? false;
  useEffect(() => {
    const root = applyToDocument ? globalThis.document?.documentElement : undefined;
    if (!root) return;
    root.classList.remove(theme === 'dark' ? 'light' : 'dark');
    root.classList.add(theme);
  }, [theme, applyToDocument]);

  const setTheme = useCallback(
    (next: Theme) => {
      storage.setItem(STORAGE_KEYS.theme, next);
      for (const listener of listeners) listener();
    },
    [storage]
  );
  const toggle = useCallback(() => setTheme(current() === 'dark' ? 'light' : 'dark'), [setTheme, current]);

  return { theme, isDark: theme === 'dark', setTheme, toggle };
}
