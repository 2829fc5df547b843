export { likesLabel } from './likes.js';
export { formatKes, formatUsd, toMinorUnits } from './money.js';
export { formatDecimal, toFiniteNumber } from './number.js';
export { formatPlotArea, propertyStatusLabel, propertyStatusValue, type PropertyStatus, type PropertyStatusLabelOptions } from './property.js';
export { PROFILE_ROLES, profileRole, roleBadge, upgradePlans, type PlanCode, type ProfileRole, type RoleBadgeOptions, type RoleSource } from './role.js';
export { formatPaymentDate, formatRelativeTime, toDate, type PaymentDateOptions, type RelativeTimeOptions } from './time.js';
