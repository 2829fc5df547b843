import { defaultMessages, formatMessage } from '@estate/sdk';
import { componentMessagesEn } from './en.js';
import { componentMessagesFr, sdkMessagesFr } from './fr.js';
import { componentMessagesSw, sdkMessagesSw } from './sw.js';
import type { EstateLocale, EstateUIMessageKey, EstateUIMessages } from './types.js';

export type { EstateLocale, EstateUIMessageKey, EstateUIMessages } from './types.js';

/** The complete tables, by locale. English is the spec's own wording. */
export const messageTables: Record<EstateLocale, EstateUIMessages> = {
  en: { ...defaultMessages, ...componentMessagesEn },
  fr: { ...sdkMessagesFr, ...componentMessagesFr },
  sw: { ...sdkMessagesSw, ...componentMessagesSw },
};

/** The table of `locale` with `overrides` in place of its texts (blank overrides are ignored). */
export function resolveUIMessages(locale: EstateLocale, overrides?: Partial<EstateUIMessages>): EstateUIMessages {
  const table = { ...messageTables[locale] };
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (typeof value === 'string' && value !== '' && key in table) table[key as EstateUIMessageKey] = value;
  }
  return table;
}

/** A text of the table with its `{placeholders}` filled. */
export function translate(messages: EstateUIMessages, key: EstateUIMessageKey, values?: Record<string, string | number>): string {
  return values ? formatMessage(messages[key], values) : messages[key];
}

/** The BCP 47 tag for `Intl` formatting in a locale. */
export const INTL_LOCALES: Record<EstateLocale, string> = { en: 'en-US', fr: 'fr-FR', sw: 'sw-KE' };
