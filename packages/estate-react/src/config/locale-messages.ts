import { englishMessages, loadedMessages, loadMessages, type EstateLocale, type EstateUIMessages } from '../messages/index.js';

/** What a provider waits on, per locale: settles once, whether the table came or not. */
const waits = new Map<EstateLocale, Promise<void>>();
/** Locales whose table could not be fetched on this page: they read English rather than wait for ever. */
const failed = new Set<EstateLocale>();

/**
 * The table of `locale` for a provider: at once when loaded (English always is), else it suspends
 * (throws the promise, as React's Suspense expects, in React 18 and 19) until the chunk is in. A
 * chunk that cannot be fetched is logged and the page reads English, rather than wait for ever.
 */
export function useLocaleMessages(locale: EstateLocale): EstateUIMessages {
  const table = loadedMessages(locale);
  if (table) return table;
  if (failed.has(locale)) return englishMessages;
  let wait = waits.get(locale);
  if (!wait) {
    wait = loadMessages(locale).then(
      () => undefined,
      (error: unknown) => {
        failed.add(locale);
        console.error(`@estate/react: the "${locale}" texts could not be loaded; showing English`, error);
      },
    );
    waits.set(locale, wait);
  }
  throw wait;
}
