import { DateTime } from 'luxon';
import { parseLuxonDateTime } from '../../lib/luxon-dates';
import type { WeeklySchedule } from './api/lot-schedule';

type LotWindow = { available: boolean; available_from: string | null; available_to: string | null };
type Booking = { id: number; start_time: string; end_time: string };

/** A part of one day, in minutes from its midnight (0-1440). */
export type DaySpan = { from: number; to: number };
export type BookingSpan<B> = DaySpan & { booking: B; starts: boolean; ends: boolean };
export type CalendarDay<B> = { date: DateTime; open: DaySpan[]; bookings: BookingSpan<B>[] };

/** The Monday of the week holding `day` ('YYYY-MM-DD'), or of this week. */
export function weekStart(day: string | undefined, zone: string): DateTime {
  const parsed = day ? DateTime.fromISO(day, { zone }) : undefined;
  const base = parsed?.isValid ? parsed : DateTime.now().setZone(zone);
  return base.startOf('week');
}

/** 'HH:mm' on that day ('24:00' is the next midnight). */
function atTime(day: DateTime, hhmm: string): DateTime {
  if (hhmm === '24:00') return day.plus({ days: 1 });
  return day.set({ hour: Number(hhmm.slice(0, 2)), minute: Number(hhmm.slice(3, 5)) });
}

const minutesInto = (at: DateTime, day: DateTime) => Math.round(at.diff(day, 'minutes').minutes);

function clip(from: DateTime, to: DateTime, day: DateTime): DaySpan | undefined {
  const end = day.plus({ days: 1 });
  const a = from > day ? from : day;
  const b = to < end ? to : end;
  if (b <= a) return undefined;
  // Minutes of the wall clock, so a daylight-saving day still reads 00:00-24:00.
  return { from: Math.max(0, minutesInto(a, day)), to: Math.min(1440, b.equals(end) ? 1440 : minutesInto(b, day)) };
}

/**
 * The week's seven days: where the lot is open (its schedule's intervals, or the whole day
 * without one, inside its availability window) and the bookings cut at midnight.
 */
export function calendarWeek<B extends Booking>(
  monday: DateTime,
  lot: LotWindow,
  schedule: WeeklySchedule | undefined,
  bookings: readonly B[],
  zone: string,
): CalendarDay<B>[] {
  const windowFrom = lot.available ? parseLuxonDateTime(lot.available_from, zone) : undefined;
  const windowTo = parseLuxonDateTime(lot.available_to, zone);
  const weekly = schedule?.weekly ?? [];
  return [0, 1, 2, 3, 4, 5, 6].map((offset) => {
    const date = monday.plus({ days: offset });
    const intervals =
      weekly.length === 0
        ? [{ from: '00:00', to: '24:00' }]
        : weekly.filter((i) => i.day === date.weekday).map(({ from, to }) => ({ from, to }));
    const open: DaySpan[] = [];
    if (windowFrom) {
      for (const interval of intervals) {
        const start = atTime(date, interval.from);
        const end = atTime(date, interval.to);
        const span = clip(start > windowFrom ? start : windowFrom, windowTo && windowTo < end ? windowTo : end, date);
        if (span) open.push(span);
      }
    }
    const spans: BookingSpan<B>[] = [];
    for (const booking of bookings) {
      const from = parseLuxonDateTime(booking.start_time, zone);
      const to = parseLuxonDateTime(booking.end_time, zone);
      if (!from || !to) continue;
      const span = clip(from, to, date);
      if (span) spans.push({ ...span, booking, starts: from >= date, ends: to <= date.plus({ days: 1 }) });
    }
    return { date, open, bookings: spans };
  });
}
