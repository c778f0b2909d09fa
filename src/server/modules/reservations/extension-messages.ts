import type { ServerMessage } from '../../lib/i18n';

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
    message: 'Not enough credits: the extension needs {required} more credits and your balance is {balance}.',
  },
} satisfies Record<string, ServerMessage>;
