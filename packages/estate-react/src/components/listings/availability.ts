import type { Availability } from '@estate/sdk';
import type { EstateUIMessageKey } from '../../messages/index.js';

/** The words of each availability, for the owner's menu and the badges on cards and pages. */
export const AVAILABILITY_LABELS: Record<Availability, EstateUIMessageKey> = {
  available: 'availabilityAvailable',
  under_offer: 'availabilityUnderOffer',
  sold: 'availabilitySold',
  let: 'availabilityLet',
};
