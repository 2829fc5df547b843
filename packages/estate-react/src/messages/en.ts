import * as account from './areas/account.js';
import * as auth from './areas/auth.js';
import * as chat from './areas/chat.js';
import * as common from './areas/common.js';
import * as mortgage from './areas/mortgage.js';
import * as navigation from './areas/navigation.js';
import * as property from './areas/property.js';
import * as reels from './areas/reels.js';

/** The components' own English texts, one area a file (keys are unique across areas). */
export const componentMessagesEn = {
  ...common.en,
  ...property.en,
  ...mortgage.en,
  ...reels.en,
  ...chat.en,
  ...account.en,
  ...navigation.en,
  ...auth.en,
} as const;
