import { useCallback, useSyncExternalStore } from 'react';
import type { EstateLocale } from '@estate/react';
import { useSsrState } from '../environment';

/** Where the chosen language is kept (ours: the spec keeps no language). */
export const LOCALE_KEY = 'locale';
const LOCALES: readonly EstateLocale[] = ['en', 'fr'];
const listeners = new Set<() => void>();

function readLocale(): EstateLocale {
  try {
    const saved = localStorage.getItem(LOCALE_KEY);
    if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as EstateLocale;
  } catch {
    // Storage refused (private mode): the browser's language decides below.
  }
  return navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** On arrival, a link that names its language (`?lang=fr`: the pages' hreflang alternates) chooses it. */
export function adoptLinkLanguage() {
  const chosen = new URLSearchParams(window.location.search).get('lang');
  if (!chosen || !(LOCALES as readonly string[]).includes(chosen)) return;
  try {
    localStorage.setItem(LOCALE_KEY, chosen);
  } catch {
    // Not saved: the server rendered it in this language all the same.
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCALE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The user's language: saved when chosen, shared by every tab, the browser's language until then. */
export function useLocale(): [EstateLocale, (locale: EstateLocale) => void] {
  // On the server and while hydrating: the language the server rendered in (issue 24).
  const rendered = useSsrState()?.locale ?? 'en';
  const locale = useSyncExternalStore(subscribe, readLocale, () => rendered);
  const setLocale = useCallback((next: EstateLocale) => {
    try {
      localStorage.setItem(LOCALE_KEY, next);
    } catch {
      // Not saved; it still applies to this page.
    }
    for (const listener of listeners) listener();
  }, []);
  return [locale, setLocale];
}

export const SUPPORTED_LOCALES = LOCALES;
