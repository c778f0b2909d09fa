import { weekdayOf } from '../../lib/series-days';

/** The series a booking form's range gives: its start day, and the local HH:mm of its ends. */
export type RangePattern = { startDate: string; from: string; to: string };

/**
 * A picker range ('yyyy-MM-dd HH:mm' ends) as a daily pattern; undefined when it does not fit
 * in one day (an end at midnight the next day is '24:00').
 */
export function patternOfRange(range: { from: string; to: string }): RangePattern | undefined {
  const startDate = range.from.slice(0, 10);
  const endDate = range.to.slice(0, 10);
  const from = range.from.slice(11, 16);
  let to = range.to.slice(11, 16);
  if (endDate !== startDate) {
    if (to !== '00:00' || endDate !== nextDay(startDate)) return undefined;
    to = '24:00';
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d\d:\d\d$/.test(from) || to <= from) return undefined;
  return { startDate, from, to };
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The chips first chosen: Monday to Friday, and the start's own day when it is a weekend day. */
export function defaultWeekdays(startDate: string | undefined): number[] {
  const days = [1, 2, 3, 4, 5];
  const own = startDate ? weekdayOf(startDate) : 1;
  return days.includes(own) ? days : [...days, own];
}
