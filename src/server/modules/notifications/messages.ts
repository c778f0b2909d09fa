import type { DocumentKind } from '../../db/schema/automobiles';
import type { ServerMessage } from '../../lib/i18n';

/**
 * Texts of the notifications, paired by message id in texts.ts; {start}, {end} and {checked_at}
 * read 'DD/MM/YYYY HH:mm', {date} 'DD/MM/YYYY'.
 */
export const notificationMessages = {
  seriesBookedTitle: /*i18n*/ { id: 'notifications.series_booked.title', message: 'Repeated booking made' },
  seriesBookedMessage: /*i18n*/ {
    id: 'notifications.series_booked.message',
    message:
      'Parking lot {place} is yours for {registration} on {count, plural, one {# date} other {# dates}}, {from}-{to}, from {first} to {last}: {credits} credits held.',
  },
  seriesNoticeTitle: /*i18n*/ {
    id: 'notifications.series_renewal_notice.title',
    message: 'Monthly parking renews soon',
  },
  seriesNoticeMessage: /*i18n*/ {
    id: 'notifications.series_renewal_notice.message',
    message:
      'On {date} your monthly parking on lot {place} renews for 4 weeks: {count, plural, one {# free date} other {# free dates}}, {credits} credits to hold. To stop it, turn renewal off in Reservations.',
  },
  seriesRenewedTitle: /*i18n*/ { id: 'notifications.series_renewed.title', message: 'Monthly parking renewed' },
  seriesRenewedMessage: /*i18n*/ {
    id: 'notifications.series_renewed.message',
    message:
      'Parking lot {place} is held for {count, plural, one {# more date} other {# more dates}}, from {first} to {last}: {credits} credits held.',
  },
  seriesRenewalFailedTitle: /*i18n*/ {
    id: 'notifications.series_renewal_failed.title',
    message: 'Monthly parking not renewed',
  },
  seriesRenewalFailedMessage: /*i18n*/ {
    id: 'notifications.series_renewal_failed.message',
    message:
      '{reason, select, credits {Your monthly parking on lot {place} was not renewed: the next 4 weeks need {credits} credits and your wallet has {balance}. No date was held.} other {Your monthly parking on lot {place} was not renewed: none of the next 4 weeks is free. No date was held.}}',
  },
  seriesCancelledTitle: /*i18n*/ { id: 'notifications.series_cancelled.title', message: 'Repeated booking cancelled' },
  seriesCancelledMessage: /*i18n*/ {
    id: 'notifications.series_cancelled.message',
    message:
      '{count, plural, one {# date} other {# dates}} of your booking on lot {place} cancelled: {credits} credits back in your wallet.',
  },
  receivedTitle: /*i18n*/ { id: 'notifications.reservation_received.title', message: 'New reservation' },
  receivedMessage: /*i18n*/ {
    id: 'notifications.reservation_received.message',
    message: 'Parking lot {place} is reserved for {registration} from {start} to {end}.',
  },
  cancelledTitle: /*i18n*/ { id: 'notifications.reservation_cancelled.title', message: 'Reservation cancelled' },
  cancelledMessage: /*i18n*/ {
    id: 'notifications.reservation_cancelled.message',
    message: 'The reservation of parking lot {place} for {registration}, from {start} to {end}, was cancelled.',
  },
  cancelledWithReasonMessage: /*i18n*/ {
    id: 'notifications.reservation_cancelled.message_with_reason',
    message:
      'The reservation of parking lot {place} for {registration}, from {start} to {end}, was cancelled. Reason: “{reason}”',
  },
  reportedTitle: /*i18n*/ { id: 'notifications.reservation_reported.title', message: 'Spot reported taken' },
  reportedMessage: /*i18n*/ {
    id: 'notifications.reservation_reported.message',
    message:
      'The driver of {registration} reported parking lot {place} unusable ({reason, select, occupied {taken by another car} blocked {access blocked} unsafe {unsafe} other {another problem}}) for {start} to {end}. You may contest it within 72 hours.',
  },
  contestedTitle: /*i18n*/ { id: 'notifications.reservation_contested.title', message: 'Report contested' },
  contestedMessage: /*i18n*/ {
    id: 'notifications.reservation_contested.message',
    message:
      'The owner of parking lot {place} contested your report of the reservation from {start}. An administrator will decide.',
  },
  contestedByCheckMessage: /*i18n*/ {
    id: 'notifications.reservation_contested.by_check_message',
    message:
      'The owner of parking lot {place} checked {registration} on the lot at {checked_at}, after your report of the reservation from {start}: the report is contested. An administrator will decide.',
  },
  settledTitle: /*i18n*/ { id: 'notifications.reservation_settled.title', message: 'Report decided' },
  settledMessage: /*i18n*/ {
    id: 'notifications.reservation_settled.message',
    message:
      'An administrator decided the report on parking lot {place} for {registration}, from {start}: see the reservation.',
  },
  upheldTitle: /*i18n*/ { id: 'notifications.reservation_settled.upheld_title', message: 'Report upheld' },
  upheldMessage: /*i18n*/ {
    id: 'notifications.reservation_settled.upheld_message',
    message:
      'An administrator upheld the report on parking lot {place} for {registration}, from {start}: the reservation costs the driver nothing and the owner receives no credits for it.',
  },
  rejectedTitle: /*i18n*/ { id: 'notifications.reservation_settled.rejected_title', message: 'Report rejected' },
  rejectedMessage: /*i18n*/ {
    id: 'notifications.reservation_settled.rejected_message',
    message:
      'An administrator rejected the report on parking lot {place} for {registration}, from {start}: the driver pays {credits, plural, one {# credit} other {# credits}} for the time until the report, as if the reservation had been finalized then, and the owner is paid for it.',
  },
  extendedTitle: /*i18n*/ { id: 'notifications.reservation_extended.title', message: 'Reservation extended' },
  extendedMessage: /*i18n*/ {
    id: 'notifications.reservation_extended.message',
    message: 'The reservation of parking lot {place} for {registration} was extended until {end}.',
  },
  startedTitle: /*i18n*/ { id: 'notifications.reservation_started.title', message: 'Reservation started' },
  startedMessage: /*i18n*/ {
    id: 'notifications.reservation_started.message',
    message: 'Your reservation of parking lot {place} has started. It ends at {end}.',
  },
  endingSoonTitle: /*i18n*/ { id: 'notifications.reservation_ending_soon.title', message: 'Reservation ending soon' },
  endingSoonMessage: /*i18n*/ {
    id: 'notifications.reservation_ending_soon.message',
    message: 'Your reservation of parking lot {place} ends in 10 minutes, at {end}.',
  },
  finalizedTitle: /*i18n*/ { id: 'notifications.reservation_finalized.title', message: 'Reservation finalized' },
  finalizedMessage: /*i18n*/ {
    id: 'notifications.reservation_finalized.message',
    message: 'The reservation of parking lot {place} for {registration} was finalized.',
  },
  expiredTitle: /*i18n*/ { id: 'notifications.reservation_expired.title', message: 'Reservation expired' },
  expiredMessage: /*i18n*/ {
    id: 'notifications.reservation_expired.message',
    message: 'The reservation of parking lot {place} for {registration} ended at {end}.',
  },
  creditsAddedTitle: /*i18n*/ { id: 'notifications.credits_added.title', message: 'Credits added' },
  creditsAddedMessage: /*i18n*/ {
    id: 'notifications.credits_added.message',
    message: '{amount, plural, one {# credit was} other {# credits were}} added to your account.',
  },
  welcomeTitle: /*i18n*/ { id: 'notifications.credits_welcome.title', message: 'Welcome to Loc Liber' },
  welcomeMessage: /*i18n*/ {
    id: 'notifications.credits_welcome.message',
    message:
      '{amount, plural, =60 {The first hour is on us: 60 credits are in your account, enough to book at once.} one {# credit is in your account, on us.} other {# credits are in your account, on us: enough to book at once.}}',
  },
  requestGrantedTitle: /*i18n*/ { id: 'notifications.credit_request_granted.title', message: 'Credits granted' },
  requestGrantedMessage: /*i18n*/ {
    id: 'notifications.credit_request_granted.message',
    message:
      'An administrator granted your request: {amount, plural, one {# credit was} other {# credits were}} added to your account.',
  },
  requestDeclinedTitle: /*i18n*/ {
    id: 'notifications.credit_request_declined.title',
    message: 'Credit request declined',
  },
  requestDeclinedMessage: /*i18n*/ {
    id: 'notifications.credit_request_declined.message',
    message: 'An administrator declined your request for credits.',
  },
  requestDeclinedWithNoteMessage: /*i18n*/ {
    id: 'notifications.credit_request_declined.message_with_note',
    message: 'An administrator declined your request for credits: “{note}”',
  },
  requestReceivedTitle: /*i18n*/ { id: 'notifications.credit_request_received.title', message: 'Credits requested' },
  requestReceivedMessage: /*i18n*/ {
    id: 'notifications.credit_request_received.message',
    message: '{name} ({email}) asks for credits. Grant or decline from the requests list.',
  },
  requestReceivedWithNoteMessage: /*i18n*/ {
    id: 'notifications.credit_request_received.message_with_note',
    message: '{name} ({email}) asks for credits: “{note}”. Grant or decline from the requests list.',
  },
  takenOutTitle: /*i18n*/ { id: 'notifications.lot_taken_out.title', message: 'Parking lot taken out of search' },
  takenOutMessage: /*i18n*/ {
    id: 'notifications.lot_taken_out.message',
    message: 'An administrator took parking lot {place} out of search. Reason: {reason}',
  },
  putBackTitle: /*i18n*/ { id: 'notifications.lot_put_back.title', message: 'Parking lot back in search' },
  putBackMessage: /*i18n*/ {
    id: 'notifications.lot_put_back.message',
    message: 'An administrator put parking lot {place} back in search: drivers can book it again.',
  },
  ratingPromptTitle: /*i18n*/ { id: 'notifications.rating_prompt.title', message: 'How was it?' },
  ratingPromptDriverMessage: /*i18n*/ {
    id: 'notifications.rating_prompt.driver_message',
    message: 'Rate parking lot {place} ({start} - {end}): your stars help other drivers choose.',
  },
  ratingPromptOwnerMessage: /*i18n*/ {
    id: 'notifications.rating_prompt.owner_message',
    message: 'Rate the driver of {registration} on parking lot {place} ({start} - {end}).',
  },
  outOfSearchTitle: /*i18n*/ {
    id: 'notifications.out_of_search.title',
    message: 'Your parking lots are out of search',
  },
  outOfSearchMessage: /*i18n*/ {
    id: 'notifications.out_of_search.message',
    message:
      'You cancelled booked reservations, or had "spot taken" reports upheld, {strikes} times within 30 days: drivers cannot find your parking lots until an administrator reviews them.',
  },
  ownerOutOfSearchTitle: /*i18n*/ { id: 'notifications.owner_out_of_search.title', message: 'Owner out of search' },
  ownerOutOfSearchMessage: /*i18n*/ {
    id: 'notifications.owner_out_of_search.message',
    message:
      '{name} ({email}) had {strikes} strikes within 30 days: their parking lots are out of search until you review them.',
  },
  ownerRestoredTitle: /*i18n*/ {
    id: 'notifications.owner_restored.title',
    message: 'Your parking lots are back in search',
  },
  ownerRestoredMessage: /*i18n*/ {
    id: 'notifications.owner_restored.message',
    message: 'An administrator reviewed your record: drivers can find and book your parking lots again.',
  },
  documentExpiringTitle: /*i18n*/ {
    id: 'reminders.expiring.title',
    message: '{document} expires {days, plural, one {tomorrow} other {in # days}}',
  },
  documentExpiredTitle: /*i18n*/ { id: 'reminders.expired.title', message: '{document} has expired' },
  documentExpiring: /*i18n*/ {
    id: 'reminders.document_expiring.message',
    message: '{document} of {registration} expires on {date}.',
  },
  documentExpired: /*i18n*/ {
    id: 'reminders.document_expired.message',
    message: '{document} of {registration} expired on {date}.',
  },
  licenceExpiring: /*i18n*/ {
    id: 'reminders.licence_expiring.message',
    message: 'Driving licence {number} expires on {date}.',
  },
  licenceExpired: /*i18n*/ {
    id: 'reminders.licence_expired.message',
    message: 'Driving licence {number} expired on {date}.',
  },
} satisfies Record<string, ServerMessage>;

/** Names of the documents, as the subject of a reminder's sentence ({document}): parameters of a notification. */
export const documentNames = {
  technical_inspection: /*i18n*/ { id: 'reminders.document.technical_inspection', message: 'The technical inspection' },
  insurance: /*i18n*/ { id: 'reminders.document.insurance', message: 'The insurance' },
  road_tax: /*i18n*/ { id: 'reminders.document.road_tax', message: 'The road tax' },
  first_aid_kit: /*i18n*/ { id: 'reminders.document.first_aid_kit', message: 'The first aid kit' },
  fire_extinguisher: /*i18n*/ { id: 'reminders.document.fire_extinguisher', message: 'The fire extinguisher' },
  driving_licence: /*i18n*/ { id: 'reminders.document.driving_licence', message: 'Your driving licence' },
} satisfies Record<DocumentKind | 'driving_licence', ServerMessage>;

/** Texts of the inbox endpoints. */
export const inboxMessages = {
  oneTarget: /*i18n*/ {
    id: 'notifications.read.one_target',
    message: 'Send either up_to_id (mark all read) or id (one notification).',
  },
} satisfies Record<string, ServerMessage>;
