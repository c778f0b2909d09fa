import type { ServerMessage } from '../../lib/i18n';

/** Texts of the parking pass and the owner's check (PRODUCT.md, "Trust at the lot"). */
export const passMessages = {
  closed: /*i18n*/ {
    id: 'reservations.pass.closed',
    message: 'This reservation has ended or was cancelled: it has no pass any more.',
  },
  registrationInvalid: /*i18n*/ {
    id: 'reservations.check.registration_invalid',
    message: 'Enter a registration number of 2 to 16 letters and digits.',
  },
} satisfies Record<string, ServerMessage>;
