export { likesLabel } from './likes.js';
export {
  listingFilterLabels,
  listingSortLabel,
  type ListingFilterLabel,
  type ListingFilterLabelOptions,
  type ListingFilterName,
  type ListingRangeInput,
} from './listing-filters.js';
export { formatKes, formatUsd, formatUsdCompact, KES_PER_USD, toMinorUnits, usdToKes } from './money.js';
export { formatDecimal, formatFileSize, numberFormat, toFiniteNumber } from './number.js';
export { formatPlotArea, propertyStatusLabel, propertyStatusValue, type PropertyStatusLabelOptions } from './property.js';
export { profileRole, roleBadge, upgradePlans, type RoleBadgeOptions, type RoleSource } from './role.js';
export { formatPaymentDate, formatRelativeTime, toDate, type PaymentDateOptions, type RelativeTimeOptions } from './time.js';
