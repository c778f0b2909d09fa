import { DateTime } from 'luxon';

/** How the API writes date-times (wall-clock time in the app's zone). */
export const API_FORMAT = 'yyyy-MM-dd HH:mm:ss';
/** How the app shows them: day first, 24-hour. */
export const DISPLAY_FORMAT = 'dd/MM/yyyy HH:mm';
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';

/** Reads 'YYYY-MM-DD HH:mm:ss' (seconds optional, or a plain date) or ISO 8601; undefined when invalid. */
export function parseDateTime(value: string | null | undefined, zone = 'Europe/Bucharest'): DateTime | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  for (const format of [API_FORMAT, 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd']) {
    const parsed = DateTime.fromFormat(text, format, { zone });
    if (parsed.isValid) return parsed;
  }
  const iso = DateTime.fromISO(text, { setZone: true });
  return iso.isValid ? iso.setZone(zone) : undefined;
}

/** 'DD/MM/YYYY HH:mm' (24-hour) for a value of the API; '' when missing or invalid. */
export function formatDateTime(value: string | null | undefined, zone?: string): string {
  return parseDateTime(value, zone)?.toFormat(DISPLAY_FORMAT) ?? '';
}

/** 'DD/MM/YYYY'; '' when missing or invalid. */
export function formatDate(value: string | null | undefined, zone?: string): string {
  return parseDateTime(value, zone)?.toFormat(DISPLAY_DATE_FORMAT) ?? '';
}

/** A luxon date-time as the API writes it. */
export function toApiDateTime(value: DateTime): string {
  return value.toFormat(API_FORMAT);
}
