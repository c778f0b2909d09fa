import { formatInZone, fromWallClock, parseWallClock } from '../../../domain/zoned-time';

/** The pickers' default length: "to" is 59 minutes after "from" (SPEC.md section 9). */
export const DEFAULT_RANGE_MINUTES = 59;
/** How the pickers hold a value: wall-clock time in the app's time zone, to the minute. */
export const PICKER_FORMAT = 'yyyy-MM-dd HH:mm';

/**
 * The searched range. `followsNow` is true while the start is "now" (the default, or "Now"
 * picked): such a range moves with the clock (every minute, on opening the app, on booking)
 * instead of becoming a fixed minute that passes.
 */
export type TimeRange = { from: string; to: string; followsNow: boolean };

const MINUTE = 60_000;

/**
 * The instant (epoch ms) of a picker value; undefined when it is not one. A time skipped by
 * a daylight-saving change is moved on by the jump, one that happens twice is the first.
 */
export function parsePickerValue(value: string, zone: string): number | undefined {
  const wall = value.length === PICKER_FORMAT.length ? parseWallClock(value) : undefined;
  return wall ? fromWallClock(wall, zone) : undefined;
}

/** An instant as the pickers hold it (the minute it falls in). */
const toPicker = (ms: number, zone: string) => formatInZone(ms, zone, PICKER_FORMAT);

/** The start of the current minute. */
const currentMinute = (now: Date) => Math.floor(now.getTime() / MINUTE) * MINUTE;

/** The current minute in the zone, as the pickers hold it. */
export function nowInZone(zone: string, now: Date = new Date()): string {
  return toPicker(now.getTime(), zone);
}

/** "to" for a given "from": 59 real minutes later (so also right across a daylight-saving change). */
export function defaultEnd(from: string, zone: string): string {
  const start = parsePickerValue(from, zone);
  return start === undefined ? '' : toPicker(start + DEFAULT_RANGE_MINUTES * MINUTE, zone);
}

/** The default range, also what "Now" picked as the start gives: from the current minute, following the clock. */
export function defaultRange(zone: string, now: Date = new Date()): TimeRange {
  const from = nowInZone(zone, now);
  return { from, to: defaultEnd(from, zone), followsNow: true };
}

/** A new "from" always resets "to" to its default. A picked minute stays that minute. */
export function withFrom(from: string, zone: string): TimeRange {
  return { from, to: defaultEnd(from, zone), followsNow: false };
}

/** A new "to", never before "from" (at least one minute after it). */
export function withTo(range: TimeRange, to: string, zone: string): TimeRange {
  const start = parsePickerValue(range.from, zone);
  const end = parsePickerValue(to, zone);
  if (start !== undefined && end !== undefined && end <= start) return { ...range, to: toPicker(start + MINUTE, zone) };
  return { ...range, to };
}

/** `to` set to `minutes` after `from` (the quick duration chips). */
export function withDuration(range: TimeRange, minutes: number, zone: string): TimeRange {
  const start = parsePickerValue(range.from, zone);
  return start === undefined ? range : { ...range, to: toPicker(start + minutes * MINUTE, zone) };
}

/**
 * The range to use now: one that follows the clock starts at the current minute, and so does
 * one whose picked start has passed (it means "now" by then); both keep their length and
 * follow the clock from then on. A range still ahead is kept as it is.
 */
export function refreshRange(range: TimeRange | undefined, zone: string, now: Date = new Date()): TimeRange {
  const start = range ? parsePickerValue(range.from, zone) : undefined;
  const end = range ? parsePickerValue(range.to, zone) : undefined;
  if (!range || start === undefined || end === undefined || end <= start) return defaultRange(zone, now);
  const current = currentMinute(now);
  if (start >= current && (!range.followsNow || start === current)) return range;
  return { from: toPicker(current, zone), to: toPicker(current + (end - start), zone), followsNow: true };
}

/** The API's wire format ('YYYY-MM-DD HH:mm:ss'). */
export const toApiDateTime = (value: string) => (value ? `${value}:00` : '');

/** The picker value `minutes` real minutes after `value` (unchanged when it is not one). */
export function laterBy(value: string, minutes: number, zone: string): string {
  const at = parsePickerValue(value, zone);
  return at === undefined ? value : toPicker(at + minutes * MINUTE, zone);
}
