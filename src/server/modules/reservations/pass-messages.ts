import type { ServerMessage } from '../../lib/i18n';

/** Texts of the parking pass and the owner's check (PRODUCT.md, "Trust at the lot", "The pass after a refund"). */
export const passMessages = {
  closed: /*i18n*/ {
    id: 'reservations.pass.closed',
    message: 'This reservation has ended or was cancelled: it has no pass any more.',
  },
  registrationInvalid: /*i18n*/ {
    id: 'reservations.check.registration_invalid',
    message: 'Enter a registration number of 2 to 16 letters and digits.',
  },
  notAPass: /*i18n*/ {
    id: 'reservations.check.not_a_pass',
    message: 'This is not a Loc Liber pass: its signature does not match.',
  },
  sinceInvalid: /*i18n*/ {
    id: 'reservations.revoked.since_invalid',
    message: 'Enter a valid date and time.',
  },
  feedTokenInvalid: /*i18n*/ {
    id: 'reservations.revoked.feed_token_invalid',
    message: 'This device is no longer signed in: open the app to check passes again.',
  },
  checkedAtInvalid: /*i18n*/ {
    id: 'reservations.checks.checked_at_invalid',
    message: 'Enter a valid date and time.',
  },
  checkedAtFuture: /*i18n*/ {
    id: 'reservations.checks.checked_at_future',
    message: 'A check cannot be later than now: is the phone’s clock right?',
  },
  checkedAtTooOld: /*i18n*/ {
    id: 'reservations.checks.checked_at_too_old',
    message: 'Checks older than 30 days are not kept.',
  },
} satisfies Record<string, ServerMessage>;
