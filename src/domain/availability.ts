import { dayBounds } from './zoned-time';

/** A half-open time range [from, to). */
export type Period = { from: Date; to: Date };

/** A lot's availability: available_from null means private, available_to null means unlimited. */
export type AvailabilityWindow = { available: boolean; availableFrom: Date | null; availableTo: Date | null };

/** How a lot shows on the map: green, orange, grey (see SPEC.md section 4, "Lot marker colour"). */
export type AvailabilityState = 'unlimited' | 'limited' | 'unavailable' | 'private';

const ms = (d: Date) => d.getTime();

/** The calendar day of `at` in a time zone: [00:00, next day 00:00), 23 or 25 hours long on DST days. */
export function dayPeriod(at: Date, zone: string): Period {
  const day = dayBounds(at.getTime(), zone);
  return { from: new Date(day.from), to: new Date(day.to) };
}

/** The part of `range` inside the lot's window, or null when they do not meet (or the lot is private or off). */
export function clipToWindow(range: Period, window: AvailabilityWindow): Period | null {
  if (!window.available || !window.availableFrom) return null;
  const from = Math.max(ms(range.from), ms(window.availableFrom));
  const to = window.availableTo ? Math.min(ms(range.to), ms(window.availableTo)) : ms(range.to);
  return to > from ? { from: new Date(from), to: new Date(to) } : null;
}

/** True when the lot is bookable for the whole of `range`. */
export function windowCovers(window: AvailabilityWindow, range: Period): boolean {
  if (!window.available || !window.availableFrom) return false;
  if (ms(window.availableFrom) > ms(range.from)) return false;
  return !window.availableTo || ms(window.availableTo) >= ms(range.to);
}

/**
 * The free gaps of `range` between reservations (scheduled or active ones only; the caller
 * filters), in time order. Reservations may overlap each other or stick out of the range.
 */
export function freeGaps(range: Period, reservations: readonly Period[]): Period[] {
  const sorted = [...reservations].sort((a, b) => ms(a.from) - ms(b.from));
  const gaps: Period[] = [];
  let cursor = ms(range.from);
  const end = ms(range.to);
  for (const r of sorted) {
    if (cursor >= end) break;
    if (ms(r.to) <= cursor) continue;
    const start = Math.min(ms(r.from), end);
    if (start > cursor) gaps.push({ from: new Date(cursor), to: new Date(start) });
    cursor = Math.max(cursor, ms(r.to));
  }
  if (cursor < end) gaps.push({ from: new Date(cursor), to: new Date(end) });
  return gaps;
}

/** The free gaps of `range` that lie inside the lot's availability window. */
export function availablePeriods(range: Period, window: AvailabilityWindow, reservations: readonly Period[]): Period[] {
  const clipped = clipToWindow(range, window);
  return clipped ? freeGaps(clipped, reservations) : [];
}

/** True when some reservation overlaps `range` (half-open, so back-to-back does not overlap). */
export function overlapsAny(range: Period, reservations: readonly Period[]): boolean {
  return reservations.some((r) => ms(r.from) < ms(range.to) && ms(r.to) > ms(range.from));
}

/** The map state of a lot at `now`. */
export function availabilityState(window: AvailabilityWindow, now: Date): AvailabilityState {
  if (!window.availableFrom) return 'private';
  if (!window.available) return 'unavailable';
  if (!window.availableTo) return 'unlimited';
  return ms(window.availableTo) > ms(now) ? 'limited' : 'unavailable';
}

/**
 * Whether a changed window still holds every booked reservation. Only the part of a
 * reservation after `now` matters: an active one that began before a new "from now"
 * window is still honoured. Switching the lot off (available false) stops new bookings only:
 * the booked ones keep their place, so it always holds; making the lot private does not.
 */
export function windowHoldsReservations(
  window: AvailabilityWindow,
  reservations: readonly Period[],
  now: Date,
): boolean {
  const upcoming = reservations.filter((r) => ms(r.to) > ms(now));
  if (upcoming.length === 0) return true;
  if (!window.availableFrom) return false;
  const from = ms(window.availableFrom);
  const to = window.availableTo ? ms(window.availableTo) : Infinity;
  return upcoming.every((r) => Math.max(ms(r.from), ms(now)) >= from && ms(r.to) <= to);
}
