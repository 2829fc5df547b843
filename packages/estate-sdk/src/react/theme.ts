'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { defaultStorage, STORAGE_KEYS, type KeyValueStorage } from '../storage.js';
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
}

/**
 * The theme (spec §4): dark by default, toggled and saved under the `theme` key, and applied as the
 * class `dark` or `light` on the document root. Works inside or outside `EstateProvider`; the
 * class is set in an effect, so nothing touches `document` on the server.
 */
export function useTheme(options: UseThemeOptions = {}) {
  const context = useOptionalEstateContext();
  const clientStorage = (context?.client as { storage?: KeyValueStorage } | undefined)?.storage;
  const storage = useMemo(
    () => options.storage ?? context?.storage ?? clientStorage ?? defaultStorage(),
    [options.storage, context?.storage, clientStorage],
  );

  const subscribe = useCallback((onChange: () => void) => {
    listeners.add(onChange);
    // Another tab changed it.
    const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.theme && onChange();
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(onChange);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  }, []);
  const theme = useSyncExternalStore(subscribe, () => readTheme(storage), () => DEFAULT_THEME);

  useEffect(() => {
    const root = globalThis.document?.documentElement;
    if (!root) return;
    root.classList.remove(theme === 'dark' ? 'light' : 'dark');
    root.classList.add(theme);
  }, [theme]);

  const setTheme = useCallback(
    (next: Theme) => {
      storage.setItem(STORAGE_KEYS.theme, next);
      for (const listener of listeners) listener();
    },
    [storage],
  );
  const toggle = useCallback(() => setTheme(readTheme(storage) === 'dark' ? 'light' : 'dark'), [setTheme, storage]);

  return { theme, isDark: theme === 'dark', setTheme, toggle };
}
