import type { ServerMessage } from '../../lib/i18n';

/** The answers of the credit requests' endpoints. */
export const creditRequestMessages = {
  disabled: /*i18n*/ {
    id: 'credit_requests.disabled',
    message: 'This server does not take requests for credits: buy them by card.',
  },
  alreadyOpen: /*i18n*/ {
    id: 'credit_requests.already_open',
    message: 'You already have a request waiting for an administrator: you will be notified of the answer.',
  },
  alreadyDecided: /*i18n*/ {
    id: 'credit_requests.already_decided',
    message: 'This request has already been answered.',
  },
} satisfies Record<string, ServerMessage>;
