'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { defaultStorage, STORAGE_KEYS, watchStorageKey, type KeyValueStorage } from '../storage.js';
import { useOptionalEstateContext } from './provider.js';

export type Theme = 'dark' | 'light';

/** Spec §9: dark unless the user chose light. */
export const DEFAULT_THEME: Theme = 'dark';

/** Every `useTheme` on the page re-reads the theme when one of them changes it. */
const listeners = new Set<() => void>();

function readTheme(storage: KeyValueStorage): Theme {
  try {
    const stored = storage.getItem(STORAGE_KEYS.theme);
    // Plain text is how the theme is kept; a JSON string is read too.
    return stored === 'light' || stored === '"light"' ? 'light' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
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
}

/**
 * The theme (spec §4): dark by default, toggled and saved under the `theme` key (namespaced with
 * the client's storage), followed across tabs. Works inside or outside `EstateProvider`; the
 * document class, when asked for, is set in an effect, so nothing touches `document` on the server.
 */
export function useTheme(options: UseThemeOptions = {}) {
  const context = useOptionalEstateContext();
  const clientStorage = (context?.client as { storage?: KeyValueStorage } | undefined)?.storage;
  const storage = useMemo(() => options.storage ?? context?.storage ?? clientStorage ?? defaultStorage(), [options.storage, context?.storage, clientStorage]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      listeners.add(onChange);
      const stopWatching = watchStorageKey(storage, STORAGE_KEYS.theme, onChange);
      return () => {
        listeners.delete(onChange);
        stopWatching();
      };
    },
    [storage]
  );
  const initialTheme = context?.initialTheme ?? DEFAULT_THEME;
  const theme = useSyncExternalStore(
    subscribe,
    () => readTheme(storage),
    () => initialTheme
  );

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
  const toggle = useCallback(() => setTheme(readTheme(storage) === 'dark' ? 'light' : 'dark'), [setTheme, storage]);

  return { theme, isDark: theme === 'dark', setTheme, toggle };
}
