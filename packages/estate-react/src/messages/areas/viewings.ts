/** Viewings arranged in the chat (issue 27): the cards, the propose dialog, the hours and the dashboard's list. All ours. */
export const en = {
  /** Template: `{title}`, `{when}`: the card's accessible name. */
  viewingCardLabel: 'Viewing of {title}, {when}',
  viewingStatusProposed: 'Proposed',
  viewingStatusAccepted: 'Accepted',
  viewingStatusDeclined: 'Declined',
  viewingStatusCountered: 'New time proposed',
  viewingStatusCancelled: 'Cancelled',
  /** Template: `{name}`. */
  viewingProposedBy: '{name} proposed this time',
  viewingProposedByYou: 'You proposed this time',
  /** Template: `{name}`: a proposal from the other side, awaiting my answer. */
  viewingAwaitingYou: '{name} is waiting for your answer',
  /** Template: `{name}`: my proposal, awaiting theirs. */
  viewingAwaitingThem: 'Waiting for {name} to answer',
  viewingOwnTime: 'Outside the agent\u2019s viewing hours',
  viewingAccept: 'Accept',
  viewingDecline: 'Decline',
  viewingProposeOther: 'Propose another time',
  viewingCancel: 'Cancel viewing',
  viewingAddToCalendar: 'Add to calendar',
  viewingOpenListing: 'Open the listing',
  /** The chat's button and the dialog's title. */
  viewingBook: 'Book a viewing',
  /** Template: `{title}`. */
  viewingBookIntro: 'Pick a time to see {title}. The agent confirms it here in the chat.',
  viewingOtherTimeTitle: 'Propose another time',
  viewingFreeTimes: 'Free times',
  viewingNoFreeTimes: 'No free times in the next two weeks: propose a time of your own.',
  viewingNoHours: 'The agent keeps no viewing hours: propose a time that suits you.',
  viewingOwnTimeLegend: 'Or a time of your own',
  viewingDate: 'Date',
  viewingTime: 'Time',
  viewingChooseTime: 'Choose a free time, or a date and time of your own.',
  viewingSend: 'Send proposal',
  viewingSending: 'Sending\u2026',
  /** Template: `{zone}`: times in the owner's zone when it is not the reader's. */
  viewingTimesIn: 'Times in {zone}',
  viewingSlotsLoading: 'Loading free times\u2026',
  /** The listing card at the head of a chat opened from a listing. */
  viewingAbout: 'About this listing',
  /** Viewing hours (the agent's). */
  viewingHoursTitle: 'Viewing hours',
  viewingHoursIntro: 'When you can show your listings. Buyers pick a time from these in the chat; accepted viewings are taken out.',
  viewingHoursTimeZone: 'Time zone',
  viewingHoursAdd: 'Add hours',
  viewingHoursRemove: 'Remove',
  /** Template: `{day}`. */
  viewingHoursRemoveLabel: 'Remove the hours of {day}',
  viewingHoursDay: 'Day',
  viewingHoursFrom: 'From',
  viewingHoursTo: 'To',
  viewingHoursNone: 'No hours kept: buyers propose any time.',
  viewingHoursSave: 'Save hours',
  viewingHoursSaved: 'Viewing hours saved.',
  /** The dashboard's list. */
  viewingUpcomingTitle: 'Upcoming viewings',
  viewingUpcomingEmpty: 'No viewings coming up. Buyers book them from the chat.',
  /** Template: `{name}`. */
  viewingWith: 'With {name}',
} as const;
