/** The plans and checkout components: the upgrade plans (page and dialog) and the checkout summary. */
export { UpgradePlans, UpgradePlansDialog, UpgradePlansView, type LicensePrompt, type UpgradePlansDialogProps, type UpgradePlansProps, type UpgradePlansViewProps } from './UpgradePlans.js';
export { CheckoutSummary, CheckoutSummaryView, type CheckoutSummaryProfile, type CheckoutSummaryProps, type CheckoutSummaryViewProps, type PaymentMethod } from './CheckoutSummary.js';
export { MpesaPaymentView, type MpesaPaymentPhase, type MpesaPaymentViewProps } from './MpesaPayment.js';
