/** Calendar dates ('YYYY-MM-DD', no time, no zone) of documents and licences. */
const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day 'YYYY-MM-DD' as the API's filters take it (transactions, earnings, the admin lists): a
 * four-digit year from 1000, as every date-time the API reads (zoned-time's isValidWallClock).
 * Year 0000 does not exist and PostgreSQL refuses it (a 500 before this).
 */
export const apiDayPattern = /^[1-9]\d{3}-\d{2}-\d{2}$/;

/** True for a real day written 'YYYY-MM-DD' (2025-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = pattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function calendarDateIn(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 'DD/MM/YYYY' for a calendar date; '' when missing. */
export function displayCalendarDate(date: string | null | undefined): string {
  const match = date ? pattern.exec(date) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
