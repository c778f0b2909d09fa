import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * "1 credit", "2 credits": an amount of credits in the language's plural forms (ICU), so
 * Romanian says "1 credit", "2 credite", "20 de credite", "101 credite". Render with `i18n._`.
 */
export const creditCount = (count: number): MessageDescriptor =>
  msg`${plural(count, { one: '# credit', other: '# credits' })}`;

/**
 * The word after an amount of credits shown on its own (a big figure): "credit", "credite",
 * "de credite" in Romanian, agreeing with `count`. Render with `i18n._`.
 */
export const creditWord = (count: number): MessageDescriptor =>
  msg`${plural(count, { one: 'credit', other: 'credits' })}`;

/** "1 booking", "2 bookings" (Romanian: "1 rezervare", "2 rezervări", "20 de rezervări"). */
export const bookingCount = (count: number): MessageDescriptor =>
  msg`${plural(count, { one: '# booking', other: '# bookings' })}`;
