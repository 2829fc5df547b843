/** The share dialog's ways to share (ShareLinkDialog) and the notifications panel's actions (ours, issue 23). */
export const en = {
  /** The button that opens the device's own share sheet (Web Share API). */
  shareViaDevice: 'More apps',
  shareWhatsApp: 'WhatsApp',
  shareEmail: 'E-mail',
  /** The list of ways to share, for screen readers. */
  shareOptions: 'Share to',
  /** The Copy button's text for a moment after it copied. */
  shareCopied: 'Copied',
  /** The e-mail's subject when what is shared has no title. */
  shareEmailSubject: 'Have a look at this',
  notificationsMarkAllRead: 'Mark all read',
  /** Announced to screen readers once they are marked read. */
  notificationsAllRead: 'All notifications marked read.',
  notificationsSeeAll: 'See all',
  notificationsSeeAllLabel: 'See all notifications',
} as const;
