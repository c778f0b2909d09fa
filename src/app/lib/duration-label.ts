import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

/** Whole days, hours and minutes of a number of minutes. */
export function durationParts(minutes: number): { days: number; hours: number; minutes: number } {
  const days = Math.floor(minutes / 1440);
  const rest = minutes % 1440;
  return { days, hours: Math.floor(rest / 60), minutes: rest % 60 };
}

/**
 * "30 min", "1 h", "1 h 30 min", "1 day 2 h": a number of minutes as people say it, naming no
 * part that is zero (a fast-availability button, what a balance buys).
 */
export function durationLabel(i18n: I18n, totalMinutes: number): string {
  const { days, hours, minutes } = durationParts(totalMinutes);
  const parts: string[] = [];
  if (days) parts.push(i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`));
  if (hours) parts.push(i18n._(msg`${hours} h`));
  if (minutes || parts.length === 0) parts.push(i18n._(msg`${minutes} min`));
  return parts.join(' ');
}
