import type { ServerMessage } from '../../lib/i18n';

export const finderMessages = {
  toAfterFrom: /*i18n*/ { id: 'finder.to_after_from', message: 'The end must be after the start.' },
} satisfies Record<string, ServerMessage>;
