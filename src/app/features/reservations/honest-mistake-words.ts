import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * The cancel dialog's line within 2 minutes of booking: "…gives back all 59 credits" (Romanian
 * "toate cele 59 de credite"); one credit is just "1 credit". Render with `i18n._`.
 */
export const honestMistakeRefund = (credits: number): MessageDescriptor =>
  msg`You booked it less than 2 minutes ago, so cancelling now gives back ${plural(credits, {
    one: '# credit',
    other: 'all # credits',
  })}.`;
