/** Members' reports (the dialog, its button and hook) and the owner's notice of a hidden item with its appeal (issue 26). */
export { ReportDialog, REASON_TEXTS, type ReportDialogProps } from './ReportDialog.js';
export { ReportButton, useReportDialog, type ReportButtonProps } from './ReportButton.js';
export { HiddenPendingReview, OwnerModerationNotice, type HiddenPendingReviewProps } from './HiddenPendingReview.js';
