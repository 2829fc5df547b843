/**
 * Paying with M-Pesa on the checkout (issue 26): the Card / M-Pesa choice, the phone number, the
 * wait for the PIN with its countdown, and how it ended. French in `mpesa.fr.ts`, Swahili in `mpesa.sw.ts`.
 */
export const en = {
  payMethodLabel: 'Pay with',
  payMethodCard: 'Card',
  payMethodMpesa: 'M-Pesa',
  mpesaPhoneLabel: 'M-Pesa phone number',
  mpesaPhoneHint: 'A Safaricom number, e.g. 0712 345 678. Your phone will ask for your M-Pesa PIN.',
  /** Template: `{amount}` is e.g. 'KES 1,300'. */
  mpesaPay: 'Pay {amount} with M-Pesa',
  mpesaSending: 'Sending the request to your phone…',
  mpesaWaitingTitle: 'Check your phone and enter your M-Pesa PIN',
  /** Template: `{amount}` 'KES 1,300', `{phone}` '+254 712 345 678'. */
  mpesaWaitingBody: 'We sent a request for {amount} to {phone}. Keep this page open: it updates by itself.',
  mpesaTimeLeft: 'Time left to enter your PIN',
  mpesaChecking: 'Checking with M-Pesa…',
  mpesaSuccessTitle: 'Payment received',
  /** Template: `{plan}` is e.g. 'Agent'. */
  mpesaSuccessBody: 'Your {plan} plan is active. Your profile now shows its badge.',
  mpesaGoToProfile: 'Go to my profile',
  mpesaFailedTitle: 'The payment did not go through',
  mpesaReasonDeclined: 'The request was cancelled on the phone, or the PIN was wrong. Nothing was charged.',
  mpesaReasonInsufficientFunds: 'Your M-Pesa balance is too low for this payment. Top up, then try again.',
  mpesaReasonTimeout: 'The request timed out before the PIN was entered. Nothing was charged.',
  mpesaTryAgain: 'Try again',
  mpesaSecure: 'Paid through Paystack. You approve it on your phone: we never see your PIN.',
} as const;
