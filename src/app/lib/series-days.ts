import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isoDayOf } from '../../domain/weekly-schedule';
import { formatDate } from './dates';

/** Days of a series (recurring bookings): their names, and dates said with their day. */

/** ISO weekdays, Monday first. */
export const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** The chips' short names (Romanian: L Ma Mi J V S D). */
export const shortDayNames: Record<number, MessageDescriptor> = {
  1: msg({ message: 'Mon', context: 'weekday chip' }),
  2: msg({ message: 'Tue', context: 'weekday chip' }),
  3: msg({ message: 'Wed', context: 'weekday chip' }),
  4: msg({ message: 'Thu', context: 'weekday chip' }),
  5: msg({ message: 'Fri', context: 'weekday chip' }),
  6: msg({ message: 'Sat', context: 'weekday chip' }),
  7: msg({ message: 'Sun', context: 'weekday chip' }),
};

export const fullDayNames: Record<number, MessageDescriptor> = {
  1: msg`Monday`,
  2: msg`Tuesday`,
  3: msg`Wednesday`,
  4: msg`Thursday`,
  5: msg`Friday`,
  6: msg`Saturday`,
  7: msg`Sunday`,
};

/** "1 date", "19 dates" (Romanian: "1 zi", "19 zile", "20 de zile"). */
export const dateCount = (count: number): MessageDescriptor =>
  msg`${plural(count, { one: '# date', other: '# dates' })}`;

/** "1 week", "4 weeks". */
export const weekCount = (count: number): MessageDescriptor =>
  msg`${plural(count, { one: '# week', other: '# weeks' })}`;

/** 'Wednesday, 02/12/2026': a date of a series as the app shows dates, with its day. */
export function dayLabel(i18n: I18n, date: string): string {
  return `${i18n._(fullDayNames[weekdayOf(date)] ?? fullDayNames[1]!)}, ${formatDate(date)}`;
}

/** 'Monday–Friday', 'Monday, Wednesday, Friday'. */
export function weekdaysLabel(i18n: I18n, weekdays: readonly number[]): string {
  const name = (day: number) => i18n._(fullDayNames[day] ?? fullDayNames[1]!);
  return dayRuns(weekdays)
    .flatMap(([a, b]) => (b - a >= 2 ? [`${name(a)}–${name(b)}`] : a === b ? [name(a)] : [name(a), name(b)]))
    .join(', ');
}

/** The ISO weekday (Monday = 1) of 'YYYY-MM-DD'. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return isoDayOf(year, month, day);
}

/** Runs of consecutive days: [1,2,3,4,5] -> [[1,5]], [1,3] -> [[1,1],[3,3]]. */
export function dayRuns(weekdays: readonly number[]): [number, number][] {
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
