import { formatInZone, fromWallClock, parseIsoDateTime, parseWallClock } from '../../domain/zoned-time';

/** How the app shows them: day first, 24-hour. */
export const DISPLAY_FORMAT = 'dd/MM/yyyy HH:mm';
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';

/** The zone the API's wall-clock times are in (APP_TIMEZONE on the server). */
export const APP_ZONE = 'Europe/Bucharest';
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Reads 'YYYY-MM-DD HH:mm:ss' (seconds optional, or a plain date) as wall-clock time in the
 * zone, or ISO 8601 (without an offset: the device's own time); undefined when invalid. A
 * time skipped by a daylight-saving change is moved on by the jump; one that happens twice
 * is the first.
 */
export function parseDateTime(value: string | null | undefined, zone = APP_ZONE): Date | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  const wall = parseWallClock(text);
  const ms = wall ? fromWallClock(wall, zone) : parseIsoDateTime(text, deviceZone());
  return ms === undefined ? undefined : new Date(ms);
}

/** An instant in the zone's wall-clock time with luxon-style tokens (yyyy MM dd HH mm ss). */
export function formatInstant(at: Date | number, pattern: string, zone = APP_ZONE): string {
  return formatInZone(typeof at === 'number' ? at : at.getTime(), zone, pattern);
}

/** 'DD/MM/YYYY HH:mm' (24-hour) for a value of the API; '' when missing or invalid. */
export function formatDateTime(value: string | null | undefined, zone = APP_ZONE): string {
  const at = parseDateTime(value, zone);
  return at ? formatInstant(at, DISPLAY_FORMAT, zone) : '';
}

/** 'DD/MM/YYYY'; '' when missing or invalid. */
export function formatDate(value: string | null | undefined, zone = APP_ZONE): string {
  const at = parseDateTime(value, zone);
  return at ? formatInstant(at, DISPLAY_DATE_FORMAT, zone) : '';
}

/** Today's calendar date 'YYYY-MM-DD' in the app's zone (documents expire by the day). */
export function todayCalendarDate(zone = APP_ZONE): string {
  return formatInstant(Date.now(), 'yyyy-MM-dd', zone);
}

/**
 * A time of the API ('YYYY-MM-DD HH:mm:ss', app zone) said as briefly as it stays clear: 'HH:mm'
 * on `today` ('YYYY-MM-DD'), 'DD/MM HH:mm' on another day of the year, 'DD/MM/YYYY HH:mm'
 * in another year; '' when it is not one. Read as text: no time-zone arithmetic needed.
 */
export function formatTimeOrDate(value: string | null | undefined, today: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value ?? '');
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  const time = `${hour}:${minute}`;
  if (`${year}-${month}-${day}` === today) return time;
  return year === today.slice(0, 4) ? `${day}/${month} ${time}` : `${day}/${month}/${year} ${time}`;
}
