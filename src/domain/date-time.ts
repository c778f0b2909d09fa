import { DateTime } from 'luxon';

/** The API's wire format for date-times, in the app time zone (APP_TIMEZONE). */
export const API_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

const localPattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
// ISO 8601 is accepted only with an explicit offset: without one it would be ambiguous.
const isoWithOffsetPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** 'YYYY-MM-DD HH:mm:ss' in the zone; null for a missing or invalid date. */
export function formatApiDateTime(date: Date | null | undefined, zone: string): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  const value = DateTime.fromJSDate(date, { zone });
  return value.isValid ? value.toFormat(API_DATE_TIME_FORMAT) : null;
}

/**
 * Reads 'YYYY-MM-DD HH:mm:ss' (seconds optional) as a wall-clock time in the zone, or ISO
 * 8601 with an offset. A wall-clock time skipped by a daylight-saving change does not
 * exist and is refused (undefined), rather than silently moved by an hour.
 */
export function parseApiDateTime(text: string, zone: string): Date | undefined {
  const trimmed = text.trim();
  if (localPattern.test(trimmed)) {
    const format = trimmed.length === 16 ? 'yyyy-MM-dd HH:mm' : API_DATE_TIME_FORMAT;
    const value = DateTime.fromFormat(trimmed, format, { zone });
    if (!value.isValid || value.toFormat(format) !== trimmed) return undefined;
    return value.toJSDate();
  }
  if (isoWithOffsetPattern.test(trimmed)) {
    const value = DateTime.fromISO(trimmed, { setZone: true });
    return value.isValid ? value.toJSDate() : undefined;
  }
  return undefined;
}
