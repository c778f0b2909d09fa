import { formatWallClock, fromWallClock, parseIsoDateTime, parseWallClock, toWallClock } from './zoned-time';

const pad = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** The API's wire format for date-times, in the app time zone (APP_TIMEZONE). */
export const API_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

const localPattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
// ISO 8601 is accepted only with an explicit offset: without one it would be ambiguous.
const isoWithOffsetPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** 'YYYY-MM-DD HH:mm:ss' in the zone; null for a missing or invalid date. */
export function formatApiDateTime(date: Date, zone: string): string;
export function formatApiDateTime(date: Date | null | undefined, zone: string): string | null;
export function formatApiDateTime(date: Date | null | undefined, zone: string): string | null {
  if (!date) return null;
  const ms = date.getTime();
  if (Number.isNaN(ms)) return null;
  const wall = toWallClock(ms, zone);
  // Written out rather than through formatWallClock: a finder answer formats a thousand.
  if (wall.year < 1000 || wall.year > 9999) return formatWallClock(wall, API_DATE_TIME_FORMAT);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/**
 * Reads 'YYYY-MM-DD HH:mm:ss' (seconds optional) as a wall-clock time in the zone, or ISO
 * 8601 with an offset. A wall-clock time skipped by a daylight-saving change does not
 * exist and is refused (undefined), rather than silently moved by an hour; one that
 * happens twice (the hour after the clocks go back) is its first occurrence.
 */
export function parseApiDateTime(text: string, zone: string): Date | undefined {
  const trimmed = text.trim();
  if (localPattern.test(trimmed)) {
    const wall = parseWallClock(trimmed);
    // 24:00 is the next day's 00:00, which the API writes as such: refused like 25:00.
    const ms = wall && wall.hour < 24 ? fromWallClock(wall, zone, 'refuse') : undefined;
    return ms === undefined ? undefined : new Date(ms);
  }
  if (isoWithOffsetPattern.test(trimmed)) {
    const ms = parseIsoDateTime(trimmed, zone);
    return ms === undefined ? undefined : new Date(ms);
  }
  return undefined;
}
