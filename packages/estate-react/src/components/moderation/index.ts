/** The moderators' side of trust (issue 26): the queue, a case and its actions, the licence checks; and the licence badge shown on profiles, agent cards and listings. */
export { LicenseBadge, type LicenseBadgeProps } from './LicenseBadge.js';
export { LicenseChecksView, type LicenseCheckActions } from './LicenseChecks.js';
export { ModerationCasePanel, ModerationCaseView, type ModerationCaseProps, type ModerationCaseViewProps, type ModerationDecision } from './ModerationCase.js';
export { MODERATION_TABS, ModerationQueue, ModerationQueueView, type ModerationQueueProps, type ModerationQueueViewProps, type ModerationTab } from './ModerationQueue.js';
