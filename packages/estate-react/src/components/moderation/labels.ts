import type { ModerationCaseAction, ModerationCaseSummary } from '@estate/sdk';
import type { EstateUIMessageKey } from '../../messages/index.js';

export const KIND_LABELS: Record<ModerationCaseSummary['item']['kind'], EstateUIMessageKey> = {
  property: 'moderationKindProperty',
  reel: 'moderationKindReel',
  profile: 'moderationKindProfile',
  message: 'moderationKindMessage',
};

export const REASON_LABELS: Record<ModerationCaseSummary['reasons'][number], EstateUIMessageKey> = {
  scam: 'moderationReasonScam',
  wrong_information: 'moderationReasonWrongInformation',
  unavailable: 'moderationReasonUnavailable',
  offensive: 'moderationReasonOffensive',
  other: 'moderationReasonOther',
};

export const STATUS_LABELS: Record<ModerationCaseSummary['status'], EstateUIMessageKey> = {
  open: 'moderationStatusOpen',
  hidden: 'moderationStatusHidden',
  dismissed: 'moderationStatusDismissed',
  removed: 'moderationStatusRemoved',
};

type RecordedAction = ModerationCaseAction | 'unsuspend' | 'verify_license' | 'reject_license';

export const ACTION_LABELS: Record<RecordedAction, EstateUIMessageKey> = {
  dismiss: 'moderationActionDismiss',
  hide: 'moderationActionHide',
  remove: 'moderationActionRemove',
  warn: 'moderationActionWarn',
  suspend: 'moderationActionSuspend',
  unsuspend: 'moderationActionUnsuspend',
  verify_license: 'moderationActionVerifyLicense',
  reject_license: 'moderationActionRejectLicense',
};

/** The confirm dialog's title and body of each action. */
export const CONFIRM_TEXTS: Record<ModerationCaseAction | 'unsuspend', [EstateUIMessageKey, EstateUIMessageKey]> = {
  dismiss: ['moderationConfirmDismiss', 'moderationConfirmDismissBody'],
  hide: ['moderationConfirmHide', 'moderationConfirmHideBody'],
  remove: ['moderationConfirmRemove', 'moderationConfirmRemoveBody'],
  warn: ['moderationConfirmWarn', 'moderationConfirmWarnBody'],
  suspend: ['moderationConfirmSuspend', 'moderationConfirmSuspendBody'],
  unsuspend: ['moderationConfirmUnsuspend', 'moderationConfirmUnsuspendBody'],
};

/** The longest reason the server takes. */
export const REASON_MAX_LENGTH = 1000;
