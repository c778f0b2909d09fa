import type { ServerMessage } from '../../lib/i18n';

export const paymentMessages = {
  notConfigured: /*i18n*/ {
    id: 'payments.not_configured',
    message: 'Card payments are not configured on this server.',
  },
  unknownPack: /*i18n*/ { id: 'payments.unknown_pack', message: 'Choose one of the packs on offer.' },
  unavailable: /*i18n*/ {
    id: 'payments.unavailable',
    message: 'The payment service could not be reached. Please try again.',
  },
  packName: /*i18n*/ {
    id: 'payments.pack_name',
    message: '{credits, plural, one {# Loc Liber credit} other {# Loc Liber credits}}',
  },
  badSignature: /*i18n*/ { id: 'payments.bad_signature', message: 'The webhook signature is not valid.' },
  unknownEvent: /*i18n*/ { id: 'payments.unknown_event', message: 'This event is not handled.' },
  badSession: /*i18n*/ {
    id: 'payments.bad_session',
    message: 'The Checkout Session does not name a user and a pack of this server.',
  },
} satisfies Record<string, ServerMessage>;
