import { isCalendarDate } from './calendar-date';
import { requiredCredits } from './credits';
import { isoDayOf, parseScheduleTime } from './weekly-schedule';
import { fromWallClock } from './zoned-time';

/**
 * Recurring bookings (docs/recurring.md): a daily local time range on chosen weekdays for a
 * number of weeks. Each occurrence's ends are wall-clock readings in the app's zone, so
 * 08:00-18:00 stays 08:00-18:00 across the clock changes; its credits are the real minutes
 * between them (domain/credits), as a single booking of that range would hold.
 */

/** At most this many occurrences in one request (12 weeks of weekdays). */
export const MAX_SERIES_OCCURRENCES = 60;
export const MAX_SERIES_WEEKS = 12;
/** A monthly series renews by this many weeks. */
export const RENEWAL_WEEKS = 4;
/** The driver is told this many days before a block ends what the renewal will hold. */
export const RENEWAL_NOTICE_DAYS = 3;
/** The renewal books the next block this many days before the current one ends. */
export const RENEWAL_LEAD_DAYS = 1;

export type SeriesPattern = {
  /** ISO weekdays, Monday = 1. */
  weekdays: readonly number[];
  /** 'HH:mm' local. */
  from: string;
  /** 'HH:mm' local, after `from` ('24:00': the end of the day). */
  to: string;
  /** 'YYYY-MM-DD', the first day looked at. */
  startDate: string;
  weeks: number;
};

export type SeriesOccurrence = { date: string; start: Date; end: Date };

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first day after `weeks` weeks from `startDate`. */
export const blockEndOf = (startDate: string, weeks: number): string => addDays(startDate, weeks * 7);

/** The local times as minutes after midnight, or undefined when they do not make a range. */
export function seriesMinutes(from: string, to: string): { from: number; to: number } | undefined {
  const a = parseScheduleTime(from);
  const b = parseScheduleTime(to, true);
  return a === undefined || b === undefined || b <= a ? undefined : { from: a, to: b };
}

/**
 * Every occurrence of the pattern in date order: each day of [startDate, startDate + weeks)
 * whose weekday is chosen, from `from` to `to` as that day's wall clock reads in `zone` (a
 * reading skipped by a jump forward moves on by the jump, as everywhere in the app).
 */
export function seriesOccurrences(pattern: SeriesPattern, zone: string): SeriesOccurrence[] {
  const minutes = seriesMinutes(pattern.from, pattern.to);
  if (!minutes || !isCalendarDate(pattern.startDate)) return [];
  const days = new Set(pattern.weekdays);
  const list: SeriesOccurrence[] = [];
  for (let i = 0; i < pattern.weeks * 7; i += 1) {
    const date = addDays(pattern.startDate, i);
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    if (!days.has(isoDayOf(year, month, day))) continue;
    const at = (m: number) =>
      new Date(
        fromWallClock({ year, month, day, hour: Math.floor(m / 60), minute: m % 60, second: 0 }, zone) as number,
      );
    list.push({ date, start: at(minutes.from), end: at(minutes.to) });
  }
  return list;
}

/** The credits each occurrence holds (a single booking's rule). */
export const occurrenceCredits = (o: { start: Date; end: Date }, minCredits: number): number =>
  requiredCredits(o.start, o.end, minCredits);

/** Why an occurrence cannot be booked, as the preview names it. */
export const occurrenceReasons = [
  'past',
  'lot_closed',
  'schedule_closed',
  'window_ended',
  'booked',
  'taken',
  'car_busy',
  'rule',
] as const;
export type OccurrenceReason = (typeof occurrenceReasons)[number];

export const renewalDate = (blockEnd: string): string => addDays(blockEnd, -RENEWAL_LEAD_DAYS);
