import type { ServerMessage } from '../../lib/i18n';

/** Texts of the Apple and Google Wallet passes, written in the driver's language when the pass is made. */
export const walletMessages = {
  notSetUp: /*i18n*/ {
    id: 'reservations.wallet.not_set_up',
    message: 'Passes for this wallet are not set up on this server.',
  },
  description: /*i18n*/ { id: 'reservations.wallet.description', message: 'Parking pass for place {place}' },
  title: /*i18n*/ { id: 'reservations.wallet.title', message: 'Parking pass' },
  place: /*i18n*/ { id: 'reservations.wallet.place', message: 'Place' },
  from: /*i18n*/ { id: 'reservations.wallet.from', message: 'From' },
  until: /*i18n*/ { id: 'reservations.wallet.until', message: 'Until' },
  registration: /*i18n*/ { id: 'reservations.wallet.registration', message: 'Registration' },
  address: /*i18n*/ { id: 'reservations.wallet.address', message: 'Address' },
  nearby: /*i18n*/ { id: 'reservations.wallet.nearby', message: 'Your reserved place {place} is near.' },
  howToCheck: /*i18n*/ {
    id: 'reservations.wallet.how_to_check',
    message:
      "Show the code to the lot's owner: it is checked even with no signal. A change to the reservation (an extension, a cancellation) does not update this pass: the app shows the current one.",
  },
} satisfies Record<string, ServerMessage>;
