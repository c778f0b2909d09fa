import type { AvailabilityWindow, Period } from './availability';
import { scheduledPeriods, type ScheduleInterval } from './weekly-schedule';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * The first moment at or after `start` at which the lot stops being free: the end of its
 * window, the end of the weekly schedule's stretch that holds `start`, or the start of the
 * next reservation, whichever comes first; null when none comes (free with no end). A
 * schedule stretch a week long or more never ends (the week repeats). `start` is a free
 * moment (the start of a free period); reservations are the open ones, any that end after it.
 * The finder's answer (free_until) is this; finder/free-lots-json.ts is its SQL twin.
 */
export function freeUntil(
  start: Date,
  window: Pick<AvailabilityWindow, 'availableTo'>,
  schedule: readonly ScheduleInterval[] | null,
  reservations: readonly Period[],
  zone: string,
): Date | null {
  const at = start.getTime();
  const ends: number[] = [];
  if (window.availableTo) ends.push(window.availableTo.getTime());
  if (schedule) {
    const horizon = { from: start, to: new Date(at + WEEK_MS + 24 * 3_600_000) };
    const stretch = scheduledPeriods(schedule, horizon, zone).find(
      (p) => p.from.getTime() <= at && p.to.getTime() > at,
    );
    if (stretch && stretch.to.getTime() < at + WEEK_MS) ends.push(stretch.to.getTime());
  }
  for (const r of reservations) if (r.to.getTime() > at) ends.push(r.from.getTime());
  return ends.length > 0 ? new Date(Math.min(...ends)) : null;
}
