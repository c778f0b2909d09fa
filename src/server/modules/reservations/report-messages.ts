import type { ServerMessage } from '../../lib/i18n';

/** Texts of the "spot taken" report, its contest and an administrator's decision (PRODUCT.md, "Trust at the lot"). */
export const reportMessages = {
  onlyDriver: /*i18n*/ {
    id: 'reservations.report.only_driver',
    message: 'Only the driver who made the reservation can report the spot taken.',
  },
  tooEarly: /*i18n*/ {
    id: 'reservations.report.too_early',
    message: 'You can report the spot taken from 10 minutes before the start ({opens_at}).',
  },
  tooLate: /*i18n*/ {
    id: 'reservations.report.too_late',
    message: 'A taken spot can be reported until 15 minutes after the start; that time has passed.',
  },
  alreadyReported: /*i18n*/ {
    id: 'reservations.report.already_reported',
    message: 'This reservation has already been reported.',
  },
  onlyOwner: /*i18n*/ {
    id: 'reservations.contest.only_owner',
    message: "Only the parking lot's owner can contest a report.",
  },
  notReported: /*i18n*/ {
    id: 'reservations.contest.not_reported',
    message: 'This reservation was not reported.',
  },
  alreadyContested: /*i18n*/ {
    id: 'reservations.contest.already_contested',
    message: 'This report has already been contested or decided.',
  },
  contestClosed: /*i18n*/ {
    id: 'reservations.contest.closed',
    message: 'A report can be contested within 72 hours; that time has passed.',
  },
  notAwaiting: /*i18n*/ {
    id: 'reservations.settle.not_awaiting',
    message: 'Only a contested report, or one held for review, can be decided, and only once.',
  },
  driverCannotPay: /*i18n*/ {
    id: 'reservations.settle.driver_cannot_pay',
    message:
      "The driver's balance is {balance}: not enough for the charge of {required, plural, one {# credit} other {# credits}}.",
  },
} satisfies Record<string, ServerMessage>;
