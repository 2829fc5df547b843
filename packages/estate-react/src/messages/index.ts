import { defaultMessages, formatMessage } from '@estate/sdk';
import { componentMessagesEn } from './en.js';
import type { EstateLocale, EstateUIMessageKey, EstateUIMessages } from './types.js';

export type { EstateLocale, EstateUIMessageKey, EstateUIMessages } from './types.js';

/** The languages with a complete table: English is in every bundle, the others load on demand (`loadMessages`). */
export const ESTATE_LOCALES: readonly EstateLocale[] = ['en', 'fr', 'sw'];

/** Whether `value` is one of `ESTATE_LOCALES` ('sw', not 'sw-KE'). */
export function isEstateLocale(value: unknown): value is EstateLocale {
  return typeof value === 'string' && (ESTATE_LOCALES as readonly string[]).includes(value);
}

/** The English table, the spec's own wording: static, the default and the source of the tables' type. */
export const englishMessages: EstateUIMessages = { ...defaultMessages, ...componentMessagesEn };

/**
 * The other tables are modules of their own (`fr.ts`, `sw.ts`, each gathering its areas'
 * `areas/<area>.<locale>.ts`), imported on demand: a bundler makes each a chunk that only a page
 * in that language downloads.
 */
const IMPORTS: Record<Exclude<EstateLocale, 'en'>, () => Promise<EstateUIMessages>> = {
  fr: () => import('./fr.js').then((module) => module.messagesFr),
  sw: () => import('./sw.js').then((module) => module.messagesSw),
};

const loaded: Partial<Record<EstateLocale, EstateUIMessages>> = { en: englishMessages };
const loading = new Map<EstateLocale, Promise<EstateUIMessages>>();

/**
 * The complete table of `locale`, fetched once per page (English at once). Rejects when the
 * table's chunk cannot be fetched; a later call tries again. Call it before rendering in that
 * language (a server render, a hydration, a switch of language): `EstateProvider` then has the
 * texts at once, where otherwise it suspends until they arrive.
 */
export function loadMessages(locale: EstateLocale): Promise<EstateUIMessages> {
  const table = loaded[locale];
  if (table) return Promise.resolve(table);
  let pending = loading.get(locale);
  if (!pending) {
    const importTable = IMPORTS[locale as Exclude<EstateLocale, 'en'>];
    if (!importTable) return Promise.reject(new Error(`@estate/react: no messages for the locale "${String(locale)}" (one of ${ESTATE_LOCALES.join(', ')})`));
    pending = importTable().then(
      (messages) => (loaded[locale] = messages),
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** The table of `locale` if it is loaded already (English always is), else undefined. */
export function loadedMessages(locale: EstateLocale): EstateUIMessages | undefined {
  return loaded[locale];
}

/**
 * The table of `locale` with `overrides` in place of its texts (blank overrides are ignored).
 * A table not loaded yet (`loadMessages`) reads English.
 */
export function resolveUIMessages(locale: EstateLocale, overrides?: Partial<EstateUIMessages>): EstateUIMessages {
  return withOverrides(loaded[locale] ?? englishMessages, overrides);
}

/** `table` with `overrides` in place of its texts (blank overrides are ignored). */
export function withOverrides(table: EstateUIMessages, overrides?: Partial<EstateUIMessages>): EstateUIMessages {
  const messages = { ...table };
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (typeof value === 'string' && value !== '' && key in messages) messages[key as EstateUIMessageKey] = value;
  }
  return messages;
}

/** A text of the table with its `{placeholders}` filled. */
export function translate(messages: EstateUIMessages, key: EstateUIMessageKey, values?: Record<string, string | number>): string {
  return values ? formatMessage(messages[key], values) : messages[key];
}

/** The BCP 47 tag for `Intl` formatting in a locale. */
export const INTL_LOCALES: Record<EstateLocale, string> = { en: 'en-US', fr: 'fr-FR', sw: 'sw-KE' };
