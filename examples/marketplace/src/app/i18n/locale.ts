import { useCallback, useSyncExternalStore } from 'react';
import { ESTATE_LOCALES, isEstateLocale, loadMessages, type EstateLocale } from '@estate/react';
import { useSsrState } from '../environment';

/** Where the chosen language is kept (ours: the spec keeps no language). */
export const LOCALE_KEY = 'locale';
const LOCALES: readonly EstateLocale[] = ESTATE_LOCALES;
const listeners = new Set<() => void>();

/** The saved language, else the browser's first we have ('sw-KE' is Swahili), else English. */
export function readLocale(): EstateLocale {
  try {
    const saved = localStorage.getItem(LOCALE_KEY);
    if (isEstateLocale(saved)) return saved;
  } catch {
    // Storage refused (private mode): the browser's language decides below.
  }
  const browser = navigator.language.toLowerCase().split('-')[0];
  return isEstateLocale(browser) ? browser : 'en';
}

/** On arrival, a link that names its language (`?lang=sw`: the pages' hreflang alternates) chooses it. */
export function adoptLinkLanguage() {
  const chosen = new URLSearchParams(window.location.search).get('lang');
  if (!isEstateLocale(chosen)) return;
  try {
    localStorage.setItem(LOCALE_KEY, chosen);
  } catch {
    // Not saved: the server rendered it in this language all the same.
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab chose a language: its texts are fetched first, so this tab switches in one step.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCALE_KEY) void loadMessages(readLocale()).then(onChange, onChange);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The user's language: saved when chosen, shared by every tab, the browser's language until then.
 * Choosing one fetches its texts first (French and Swahili are chunks of their own) and switches
 * once they are in: the page never shows a half-translated or suspended state.
 */
export function useLocale(): [EstateLocale, (locale: EstateLocale) => Promise<void>] {
  // On the server and while hydrating: the language the server rendered in (issue 24).
  const rendered = useSsrState()?.locale ?? 'en';
  const locale = useSyncExternalStore(subscribe, readLocale, () => rendered);
  const setLocale = useCallback(async (next: EstateLocale) => {
    await loadMessages(next);
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
