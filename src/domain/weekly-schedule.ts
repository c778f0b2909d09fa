import { clipToWindow, freeGaps, type AvailabilityWindow, type Period } from './availability';
import { fromWallClock, toWallClock, zoneOffset, type WallClock } from './zoned-time';

/**
 * A lot's weekly schedule (PRODUCT.md, "Owners' tools"): on day 1-7 (ISO, Monday = 1) the lot
 * is bookable from 'HH:mm' to 'HH:mm' of the wall clock in APP_TIMEZONE, at most
 * MAX_INTERVALS_PER_DAY intervals a day, none overlapping. Instants are worked out day by day
 * on the wall clock, so 08:00-18:00 stays 08:00-18:00 local on both sides of a
 * daylight-saving change (a 23- or 25-hour day). The request's schema is in
 * weekly-schedule-schema.ts: the screens that only read a schedule or a date load no Zod.
 */

export const MAX_INTERVALS_PER_DAY = 4;
export const MINUTES_PER_DAY = 24 * 60;

/** One interval as stored: minutes after local midnight, 0 <= from < to <= 1440. */
export type ScheduleInterval = { day: number; from: number; to: number };

/** Codes in `params.code` of the schedule refinements; the server registers their texts. */
export const scheduleValidationCodes = {
  time: 'schedule_time',
  order: 'schedule_order',
  overlap: 'schedule_overlap',
  tooMany: 'schedule_too_many',
} as const;

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:mm' (00:00-23:59; '24:00' too when `endOfDay`) as minutes after midnight; undefined otherwise. */
export function parseScheduleTime(text: string, endOfDay = false): number | undefined {
  if (endOfDay && text === '24:00') return MINUTES_PER_DAY;
  const match = timePattern.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Minutes after midnight as 'HH:mm' (1440 is '24:00'). */
export function formatScheduleTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Sorted by day, then start. */
export function sortIntervals<T extends ScheduleInterval>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.day - b.day || a.from - b.from || a.to - b.to);
}

/** The ISO day of the week (Monday = 1) of a calendar date. */
export function isoDayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The instant of a wall-clock reading as PostgreSQL's `timestamp AT TIME ZONE` reads it (the
 * finder's SQL twin must agree): a time skipped by a jump forward moves on by the jump; a time
 * that happens twice (clocks going back) is the later one, on standard time.
 */
function scheduleInstant(wall: WallClock, zone: string): number {
  const first = fromWallClock(wall, zone) as number;
  const local = first + zoneOffset(first, zone);
  const later = local - zoneOffset(local + DAY_MS, zone);
  return later > first && later + zoneOffset(later, zone) === local ? later : first;
}

/**
 * The instants the schedule covers within `range`, merged (touching intervals join, so
 * Monday 18:00-24:00 and Tuesday 00:00-08:00 are one period) and clipped to the range.
 * Each interval's ends are wall-clock readings of its own day in the zone (scheduleInstant).
 */
export function scheduledPeriods(schedule: readonly ScheduleInterval[], range: Period, zone: string): Period[] {
  const start = range.from.getTime();
  const end = range.to.getTime();
  if (!(end > start) || schedule.length === 0) return [];
  const pieces: [number, number][] = [];
  const first = toWallClock(start, zone);
  // Calendar days from the range's first local day to its last (Date.UTC walks the calendar).
  for (let at = Date.UTC(first.year, first.month - 1, first.day); ; at += DAY_MS) {
    const date = new Date(at);
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const midnight = { year, month, day, hour: 0, minute: 0, second: 0 };
    if (scheduleInstant(midnight, zone) >= end) break;
    const weekday = isoDayOf(year, month, day);
    for (const interval of schedule) {
      if (interval.day !== weekday) continue;
      const from = scheduleInstant({ ...midnight, minute: interval.from }, zone);
      const to = scheduleInstant({ ...midnight, minute: interval.to }, zone);
      const clipped: [number, number] = [Math.max(from, start), Math.min(to, end)];
      if (clipped[1] > clipped[0]) pieces.push(clipped);
    }
  }
  pieces.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && piece[0] <= last[1]) last[1] = Math.max(last[1], piece[1]);
    else merged.push([...piece]);
  }
  return merged.map(([from, to]) => ({ from: new Date(from), to: new Date(to) }));
}

/** True when the schedule covers the whole range (no schedule: always). */
export function scheduleCovers(schedule: readonly ScheduleInterval[] | null, range: Period, zone: string): boolean {
  if (!schedule) return true;
  const [only] = scheduledPeriods(schedule, range, zone);
  return only !== undefined && only.from.getTime() === range.from.getTime() && only.to.getTime() === range.to.getTime();
}

/** Whether an instant falls inside a scheduled interval (no schedule: always). */
export function scheduleHolds(schedule: readonly ScheduleInterval[] | null, at: Date, zone: string): boolean {
  return !schedule || scheduledPeriods(schedule, { from: at, to: new Date(at.getTime() + 1) }, zone).length > 0;
}

/** Where the periods meet the schedule (no schedule: the periods as they are). */
export function withinSchedule(
  periods: readonly Period[],
  schedule: readonly ScheduleInterval[] | null,
  zone: string,
): Period[] {
  if (!schedule) return [...periods];
  return periods.flatMap((period) => scheduledPeriods(schedule, period, zone));
}

/**
 * The free gaps of `range` inside the lot's window and its schedule, between the reservations
 * (availability.ts availablePeriods, with the schedule).
 */
export function availablePeriodsWithin(
  range: Period,
  window: AvailabilityWindow,
  reservations: readonly Period[],
  schedule: readonly ScheduleInterval[] | null,
  zone: string,
): Period[] {
  const clipped = clipToWindow(range, window);
  if (!clipped) return [];
  return withinSchedule([clipped], schedule, zone).flatMap((piece) => freeGaps(piece, reservations));
}
