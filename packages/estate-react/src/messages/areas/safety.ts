/**
 * The scam warning under a received chat message (MessageBubble's ChatSafetyNotice, issue 26): worded
 * by the server's `warning.kind`, calm rather than alarming, with a Report button and three tips.
 */
export const en = {
  /** What the notice is, for screen readers (its role is `note`). */
  safetyNoticeLabel: 'Safety tip about this message',
  /** The message asks for money before a viewing (`payment_request`). */
  safetyWarningPayment: 'Be careful: never pay a deposit or viewing fee before you have seen the property and met the agent.',
  /** The message moves the talk to WhatsApp, a phone number, e-mail or a deal outside the site (`off_platform`). */
  safetyWarningOffPlatform: 'Be careful: keep the conversation here until you have seen the property. Scams often move to WhatsApp or a phone call, where we cannot help.',
  safetyReport: 'Report',
  /** The Report button's accessible name, naming the message it reports. */
  safetyReportLabel: 'Report the message from {name}: “{excerpt}”',
  /** The disclosure that opens the tips. */
  safetyLearnMore: 'Learn how to stay safe',
  safetyTipSee: 'See the property in person, and meet the agent or owner, before you pay anything.',
  safetyTipPay: 'Pay only against a signed agreement, to the landlord’s or agency’s account, and keep the receipt.',
  safetyTipStay: 'Keep the chat on Estate: what is said here can be reported and checked.',
} as const;
