/**
 * The plans and checkout beyond the spec's own texts (issue 23): what a plan costs in shillings
 * beside its dollar price and why, the checkout without a payment, the license asked for in place,
 * and the activation link's refusals worded with the next step. Ours, not the spec's.
 */
export const en = {
  /** Template: `{amount}` is e.g. 'KES 3,250'. Under a plan's USD price. */
  planChargedKes: 'Charged {amount} a month',
  planCurrencyNote: 'Prices are shown in US dollars. Your card is charged the amount in Kenyan shillings (KES), the currency our payment provider, Paystack, takes.',
  /** Template: `{usd}` is e.g. '$25'. Under the checkout's KES price: the plan's display price. */
  checkoutUsdBeside: '{usd} a month',
  checkoutChargedInKes: 'Charged in Kenyan shillings (KES), the currency Paystack takes.',
  checkoutNoPaymentTitle: 'No payment is waiting',
  checkoutNoPaymentBody: 'Choose a plan first: its payment then shows here, ready to pay.',
  checkoutSeePlans: 'See the plans',
  /** Why the plan refused, inside the dialog, with the field that fixes it. */
  planLicenseTitle: 'This plan needs your license number',
  planLicenseHint: 'It is saved to your profile, then the payment starts.',
  planLicenseSave: 'Save and continue',
  planLicenseEditProfile: 'Edit it in your profile instead',
  planLicenseBack: 'Back to the plans',
  /** The activation link's refusals, by code: what went wrong and what to do next. */
  activationLinkInvalid: 'This activation link is not valid. Register again to get a new one, or sign in if you already activated your account.',
  activationLinkExpired: 'This activation link has expired. Register again with the same e-mail to get a new one.',
  activationAlreadyDone: 'This account is already activated. Sign in with your e-mail and password.',
  /** After a payment could not be verified: the next step, under the reason. */
  paymentNextStepRetry: 'Nothing was added to your account. Choose your plan again to start a new payment.',
  paymentNextStepWait: 'If you paid, the payment may still be on its way: reload this page in a minute to check again.',
  paymentNextStepSupport: 'Keep the reference below and contact support: we will put it right.',
  /** Template: `{ref}`. */
  paymentReference: 'Payment reference: {ref}',
} as const;
