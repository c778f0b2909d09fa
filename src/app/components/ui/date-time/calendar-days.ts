/** Calendar arithmetic on 'YYYY-MM-DD' day strings (no time zone: a day is a day). */

const pad = (n: number) => String(n).padStart(2, '0');

export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
};

const fromUtc = (ms: number) => {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** The day `days` after (or before) `day`. */
export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * 86_400_000);

/** The first day of the month `months` after the month of `day`. */
export function addMonths(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number);
  const index = y! * 12 + (m! - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** 'DD/MM/YYYY' for a 'YYYY-MM-DD' day. */
export const displayDay = (day: string) => (isDay(day) ? day.split('-').reverse().join('/') : '');

/** Reads 'DD/MM/YYYY' (or D/M/YYYY, with / . or -) as a day; undefined when it is not a real day. */
export function parseDisplayDay(text: string): string | undefined {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const day = `${match[3]}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`;
  return fromUtc(toUtc(day)) === day ? day : undefined;
}

/** The weeks (Monday first) of the month of `day`: 'YYYY-MM-DD' or null for the padding. */
export function monthWeeks(day: string): (string | null)[][] {
  const first = addMonths(day, 0);
  const offset = (new Date(toUtc(first)).getUTCDay() + 6) % 7;
  const length = (toUtc(addMonths(day, 1)) - toUtc(first)) / 86_400_000;
  const cells: (string | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Whether the day lies within [min, max] (either may be absent; only their day parts count). */
export function dayAllowed(day: string, min?: string, max?: string): boolean {
  if (min && day < min.slice(0, 10)) return false;
  if (max && day > max.slice(0, 10)) return false;
  return true;
}
