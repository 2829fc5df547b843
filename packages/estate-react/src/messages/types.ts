import type { EstateMessages } from '@estate/sdk';
import type { componentMessagesEn } from './en.js';

/** Every text the components show: the SDK's (rules, errors, formatters) and the components' own. */
export type EstateUIMessages = EstateMessages & { -readonly [Key in keyof typeof componentMessagesEn]: string };

export type EstateUIMessageKey = keyof EstateUIMessages;

/** The languages with a complete table. */
export type EstateLocale = 'en' | 'fr' | 'sw';
