import type { ServerMessage } from '../../lib/i18n';

export const reservationMessages = {
  lotNotFound: /*i18n*/ { id: 'reservations.lot_not_found', message: 'The selected parking lot does not exist.' },
  ownLot: /*i18n*/ { id: 'reservations.own_lot', message: 'You cannot reserve your own parking lot.' },
  lotUnavailable: /*i18n*/ {
    id: 'reservations.lot_unavailable',
    message: 'This parking lot is not available for reservations.',
  },
  ownerSuspended: /*i18n*/ {
    id: 'reservations.owner_suspended',
    message: 'This parking lot is not taking new reservations at the moment.',
  },
  automobileRequired: /*i18n*/ { id: 'reservations.automobile_required', message: 'Automobile is required' },
  carTooTall: /*i18n*/ {
    id: 'reservations.car_too_tall',
    message: 'This car is {height} cm tall; this lot allows at most {maximum} cm.',
  },
  carTooLong: /*i18n*/ {
    id: 'reservations.car_too_long',
    message: 'This car is {length} cm long; this lot allows at most {maximum} cm.',
  },
  automobileNotFound: /*i18n*/ {
    id: 'reservations.automobile_not_found',
    message: 'The selected automobile does not exist.',
  },
  registrationInvalid: /*i18n*/ {
    id: 'reservations.registration_invalid',
    message: 'Enter a registration number of 2 to 16 letters and digits.',
  },
  phoneInvalid: /*i18n*/ {
    id: 'reservations.phone_invalid',
    message: 'Enter a phone number of 7 to 15 digits, optionally starting with +.',
  },
  startRequired: /*i18n*/ { id: 'reservations.start_required', message: 'Start time is required' },
  endRequired: /*i18n*/ { id: 'reservations.end_required', message: 'End time is required' },
  dateInvalid: /*i18n*/ { id: 'reservations.date_invalid', message: 'Enter a valid date and time.' },
  startInPast: /*i18n*/ { id: 'reservations.start_in_past', message: 'Start time cannot be in the past' },
  startBeforeAvailable: /*i18n*/ {
    id: 'reservations.start_before_available',
    message: 'Start time cannot be before the parking lot is available',
  },
  endNotAfterStart: /*i18n*/ { id: 'reservations.end_not_after_start', message: 'End time must be after start time' },
  endAfterAvailable: /*i18n*/ {
    id: 'reservations.end_after_available',
    message: 'End time cannot be after the parking lot is no longer available',
  },
  outsideSchedule: /*i18n*/ {
    id: 'reservations.outside_schedule',
    message: "Outside the lot's schedule",
  },
  insufficientCredits: /*i18n*/ {
    id: 'reservations.insufficient_credits',
    message:
      'Not enough credits: this reservation needs {required, plural, one {# credit} other {# credits}} and your balance is {balance}.',
  },
  lotOverlap: /*i18n*/ {
    id: 'reservations.lot_overlap',
    message: 'This parking lot is already reserved for that time.',
  },
  automobileOverlap: /*i18n*/ {
    id: 'reservations.automobile_overlap',
    message: 'This automobile already has a reservation at that time.',
  },
  closed: /*i18n*/ {
    id: 'reservations.closed',
    message: 'This reservation has already ended or been cancelled and can no longer be changed.',
  },
  started: /*i18n*/ {
    id: 'reservations.started',
    message: 'The reservation has already started: finalize it instead of cancelling.',
  },
  notStarted: /*i18n*/ {
    id: 'reservations.not_started',
    message: 'The reservation has not started yet: cancel it instead of finalizing.',
  },
  notDriver: /*i18n*/ {
    id: 'reservations.not_driver',
    message: 'Only the driver who made the reservation can finalize it.',
  },
} satisfies Record<string, ServerMessage>;

/** Texts of POST /reservations/{id}/extend (PRODUCT.md, "Extending a reservation"). */
export const extensionMessages = {
  lengthRequired: /*i18n*/ {
    id: 'reservations.extend.length_required',
    message: 'Choose how many minutes to add or the new end time.',
  },
  endNotLater: /*i18n*/ {
    id: 'reservations.extend.end_not_later',
    message: 'The new end must be later than the current end.',
  },
  onlyDriver: /*i18n*/ {
    id: 'reservations.extend.only_driver',
    message: 'Only the driver who made the reservation can extend it.',
  },
  taken: /*i18n*/ {
    id: 'reservations.extend.taken',
    message: 'The parking lot is reserved by someone else from {next_start}: extend until then at most.',
  },
  automobileTaken: /*i18n*/ {
    id: 'reservations.extend.automobile_taken',
    message: 'This automobile has another reservation in that time.',
  },
  insufficientCredits: /*i18n*/ {
    id: 'reservations.extend.insufficient_credits',
    message:
      'Not enough credits: the extension needs {required, plural, one {# more credit} other {# more credits}} and your balance is {balance}.',
  },
} satisfies Record<string, ServerMessage>;
