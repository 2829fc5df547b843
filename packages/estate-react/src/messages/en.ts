import * as account from './areas/account.js';
import * as auth from './areas/auth.js';
import * as chat from './areas/chat.js';
import * as chatSearch from './areas/chat-search.js';
import * as chatListing from './areas/chat-listing.js';
import * as chatActions from './areas/chat-actions.js';
import * as checkout from './areas/checkout.js';
import * as mpesa from './areas/mpesa.js';
import * as dashboard from './areas/dashboard.js';
import * as directory from './areas/directory.js';
import * as common from './areas/common.js';
import * as map from './areas/map.js';
import * as mortgage from './areas/mortgage.js';
import * as filters from './areas/filters.js';
import * as guest from './areas/guest.js';
import * as navigation from './areas/navigation.js';
import * as owner from './areas/owner.js';
import * as property from './areas/property.js';
import * as reels from './areas/reels.js';
import * as reports from './areas/reports.js';
import * as reviews from './areas/reviews.js';
import * as savedSearches from './areas/saved-searches.js';
import * as safety from './areas/safety.js';
import * as share from './areas/share.js';
import * as moderation from './areas/moderation.js';
import * as viewings from './areas/viewings.js';

/** The components' own English texts, one area a file (keys are unique across areas). */
export const componentMessagesEn = {
  ...common.en,
  ...property.en,
  ...mortgage.en,
  ...reels.en,
  ...chat.en,
  ...chatSearch.en,
  ...chatListing.en,
  ...chatActions.en,
  ...account.en,
  ...dashboard.en,
  ...reviews.en,
  ...savedSearches.en,
  ...navigation.en,
  ...owner.en,
  ...reports.en,
  ...directory.en,
  ...filters.en,
  ...auth.en,
  ...map.en,
  ...guest.en,
  ...checkout.en,
  ...mpesa.en,
  ...share.en,
  ...safety.en,
  ...moderation.en,
  ...viewings.en,
} as const;
