import { DateTime } from 'luxon';

/** The pickers' default length: "to" is 59 minutes after "from" (SPEC.md section 9). */
export const DEFAULT_RANGE_MINUTES = 59;
/** A range whose start is older than this when the app opens starts again from now. */
export const STALE_START_MINUTES = 5;
/** How the pickers hold a value: wall-clock time in the app's time zone, to the minute. */
export const PICKER_FORMAT = 'yyyy-MM-dd HH:mm';

/**
 * The searched range. `followsNow` is true until someone picks a start: such a range moves
 * with the clock (on opening the app, on booking) instead of going stale.
 */
export type TimeRange = { from: string; to: string; followsNow: boolean };

export function parsePickerValue(value: string, zone: string): DateTime | undefined {
  const parsed = DateTime.fromFormat(value, PICKER_FORMAT, { zone });
  return parsed.isValid ? parsed : undefined;
}

/** The current minute in the zone, as the pickers hold it. */
export function nowInZone(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).startOf('minute').toFormat(PICKER_FORMAT);
}

/** "to" for a given "from": 59 real minutes later (so also right across a daylight-saving change). */
export function defaultEnd(from: string, zone: string): string {
  const start = parsePickerValue(from, zone);
  return start ? start.plus({ minutes: DEFAULT_RANGE_MINUTES }).toFormat(PICKER_FORMAT) : '';
}

export function defaultRange(zone: string, now: Date = new Date()): TimeRange {
  const from = nowInZone(zone, now);
  return { from, to: defaultEnd(from, zone), followsNow: true };
}

/** A new "from" always resets "to" to its default. */
export function withFrom(from: string, zone: string): TimeRange {
  return { from, to: defaultEnd(from, zone), followsNow: false };
}

/** A new "to", never before "from" (at least one minute after it). */
export function withTo(range: TimeRange, to: string, zone: string): TimeRange {
  const start = parsePickerValue(range.from, zone);
  const end = parsePickerValue(to, zone);
  if (start && end && end <= start) return { ...range, to: start.plus({ minutes: 1 }).toFormat(PICKER_FORMAT) };
  return { ...range, to };
}

/** `to` set to `minutes` after `from` (the quick duration chips). */
export function withDuration(range: TimeRange, minutes: number, zone: string): TimeRange {
  const start = parsePickerValue(range.from, zone);
  return start ? { ...range, to: start.plus({ minutes }).toFormat(PICKER_FORMAT) } : range;
}

/**
 * The range to use now: one that follows the clock starts at the current minute (keeping its
 * length), and one whose start went stale starts again from now with the default length.
 */
export function refreshRange(range: TimeRange | undefined, zone: string, now: Date = new Date()): TimeRange {
  const start = range ? parsePickerValue(range.from, zone) : undefined;
  const end = range ? parsePickerValue(range.to, zone) : undefined;
  if (!range || !start || !end || end <= start) return defaultRange(zone, now);
  const current = DateTime.fromJSDate(now, { zone }).startOf('minute');
  if (range.followsNow) {
    if (start >= current) return range;
    const length = end.diff(start, 'minutes').minutes;
    return { from: current.toFormat(PICKER_FORMAT), to: current.plus({ minutes: length }).toFormat(PICKER_FORMAT), followsNow: true };
  }
  if (start < current.minus({ minutes: STALE_START_MINUTES })) return defaultRange(zone, now);
  return range;
}

/** The API's wire format ('YYYY-MM-DD HH:mm:ss'). */
export const toApiDateTime = (value: string) => (value ? `${value}:00` : '');
