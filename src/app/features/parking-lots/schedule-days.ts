import { formatScheduleTime, MAX_INTERVALS_PER_DAY, parseScheduleTime } from '../../../domain/weekly-schedule';
import { fullDayNames } from '../../lib/series-days';
import type { ScheduleInterval, WeeklySchedule } from './api/lot-schedule';

export { MAX_INTERVALS_PER_DAY };

/** ISO days, Monday first. */
export const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** The days' names, as a series says them too. */
export const dayNames = fullDayNames;

/** One row of the editor: 'HH:mm' text as chosen. */
export type EditedInterval = { from: string; to: string };
/** The editor's week: each day's intervals, in the order shown. */
export type EditedWeek = Record<number, EditedInterval[]>;

export function editedWeek(schedule: WeeklySchedule | undefined): EditedWeek {
  const week: EditedWeek = Object.fromEntries(DAYS.map((day) => [day, []]));
  for (const { day, from, to } of schedule?.weekly ?? []) week[day]?.push({ from, to });
  return week;
}

/**
 * The week as PUT sends it, and where each sent interval sits in the editor (the server's
 * errors name `weekly.<index>.<field>`).
 */
export function weekPayload(week: EditedWeek): { schedule: WeeklySchedule; rows: [number, number][] } {
  const weekly: ScheduleInterval[] = [];
  const rows: [number, number][] = [];
  for (const day of DAYS) {
    (week[day] ?? []).forEach((interval, index) => {
      weekly.push({ day, from: interval.from, to: interval.to });
      rows.push([day, index]);
    });
  }
  return { schedule: { weekly }, rows };
}

/** The next interval a day gets: 08:00-18:00 on an empty day, else from the last end to midnight. */
export function nextInterval(intervals: EditedInterval[]): EditedInterval {
  const last = intervals[intervals.length - 1];
  if (!last) return { from: '08:00', to: '18:00' };
  const end = parseScheduleTime(last.to, true) ?? 0;
  const from = Math.min(end, 23 * 60);
  return { from: formatScheduleTime(from), to: '24:00' };
}

/** Times a schedule offers: every quarter hour, 00:00 to 23:45 (24:00 too for an end), and `keep`. */
export function timeOptions(end: boolean, keep: string): string[] {
  const list: string[] = [];
  for (let m = 0; m <= (end ? 1440 : 1425); m += 15) {
    list.push(formatScheduleTime(m));
  }
  if (keep && !list.includes(keep)) list.push(keep);
  return list.sort();
}

/** Days that share the same intervals, Monday first: [[1, 2, 3, 4, 5], '08:00-18:00'], ... */
export function scheduleGroups(schedule: WeeklySchedule): { days: number[]; intervals: string }[] {
  const groups: { days: number[]; intervals: string }[] = [];
  for (const day of DAYS) {
    const intervals = schedule.weekly
      .filter((i) => i.day === day)
      .map((i) => `${i.from}–${i.to}`)
      .join(', ');
    if (!intervals) continue;
    const same = groups.find((g) => g.intervals === intervals);
    if (same) same.days.push(day);
    else groups.push({ days: [day], intervals });
  }
  return groups;
}

/** Consecutive days as ranges: [1, 2, 3, 4, 5, 7] -> [[1, 5], [7, 7]]. */
export function dayRuns(days: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
