import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { durationParts } from '../lot-availability';

/** "30 min", "1 h", "1 h 30 min", "1 day 2 h": a fast-availability duration on a button. */
export function durationLabel(i18n: I18n, totalMinutes: number): string {
  const { days, hours, minutes } = durationParts(totalMinutes);
  const parts: string[] = [];
  if (days) parts.push(i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`));
  if (hours) parts.push(i18n._(msg`${hours} h`));
  if (minutes) parts.push(i18n._(msg`${minutes} min`));
  return parts.join(' ');
}
