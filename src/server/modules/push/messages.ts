import type { ServerMessage } from '../../lib/i18n';

/** Texts of push actions and their results, in the recipient's language. */
export const pushMessages = {
  extendAction: /*i18n*/ { id: 'push.action.extend', message: 'Extend 30 min' },
  finishAction: /*i18n*/ { id: 'push.action.finish', message: 'Finish now' },
  extendedTitle: /*i18n*/ { id: 'push.result.extended.title', message: 'Reservation extended' },
  extendedMessage: /*i18n*/ { id: 'push.result.extended.message', message: 'Extended until {end}.' },
  finishedTitle: /*i18n*/ { id: 'push.result.finished.title', message: 'Reservation finished' },
  finishedMessage: /*i18n*/ {
    id: 'push.result.finished.message',
    message: 'Finished: {paid, plural, one {# credit paid} other {# credits paid}}, {refunded} refunded.',
  },
  unknownPushService: /*i18n*/ {
    id: 'push.subscription.unknown-service',
    message: 'This browser push service is not supported.',
  },
  endpointTaken: /*i18n*/ {
    id: 'push.subscription.taken',
    message: 'This device already receives the notifications of another account.',
  },
  invalidToken: /*i18n*/ {
    id: 'push.action.invalid',
    message: 'This action is no longer available: open the reservation instead.',
  },
} satisfies Record<string, ServerMessage>;
