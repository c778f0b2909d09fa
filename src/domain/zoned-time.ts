/**
 * Wall-clock time in an IANA time zone with nothing but Intl (the app's first load stays
 * free of a date library; the server shares it). Instants are epoch milliseconds.
 *
 * A zone's offset is read once per UTC quarter-hour (offset changes fall on quarter-hours)
 * and cached; a quarter-hour with a change inside it is read exactly each time.
 */

/** A reading of the clock on the wall; month 1-12. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BUCKET = 15 * MINUTE;

const partFormats = new Map<string, Intl.DateTimeFormat>();
const offsetCaches = new Map<string, Map<number, number | null>>();

/**
 * A zone's offsets over a span of time, known in advance (zone-table.ts makes them): from
 * `from` (included) to `to` (excluded), each change is [instant, offset in ms], the first at
 * `from`. Where one covers an instant no Intl is needed: the first Intl.DateTimeFormat of a
 * page costs 25-90 ms of ICU start-up, which the app's first screen should not pay.
 */
export type ZoneTable = { zone: string; from: number; to: number; changes: [number, number][] };

const tables = new Map<string, ZoneTable>();

/** Offsets of a zone known in advance; later readings inside its span come from it. */
export function registerZoneTable(table: ZoneTable): void {
  tables.set(table.zone, table);
  offsetCaches.delete(table.zone);
}

/** The offset a table gives at an instant inside its span. */
export function tableOffset(table: ZoneTable, ms: number): number {
  let offset = (table.changes[0] as [number, number])[1];
  for (const [at, value] of table.changes) {
    if (at > ms) break;
    offset = value;
  }
  return offset;
}

/** Epoch ms of a wall-clock reading read as UTC (years 0-99 stay themselves). */
function asUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const time = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  return year >= 0 && year < 100 ? new Date(time).setUTCFullYear(year) : time;
}

/** The zone's offset (ms) at an instant, straight from Intl. Throws RangeError for an unknown zone. */
function exactOffset(ms: number, zone: string): number {
  const table = tables.get(zone);
  if (table && ms >= table.from && ms < table.to) return tableOffset(table, ms);
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(zone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(ms)) part[type] = value;
  const year = Number(part.year);
  const local = asUtc(
    part.era === 'BC' || part.era === 'B' ? 1 - year : year,
    Number(part.month),
    Number(part.day),
    Number(part.hour) % 24,
    Number(part.minute),
    Number(part.second),
  );
  return local - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The zone's offset from UTC in milliseconds at an instant (positive east of Greenwich). */
export function zoneOffset(ms: number, zone: string): number {
  let cache = offsetCaches.get(zone);
  if (!cache) offsetCaches.set(zone, (cache = new Map()));
  const bucket = Math.floor(ms / BUCKET);
  let offset = cache.get(bucket);
  if (offset === undefined) {
    const start = exactOffset(bucket * BUCKET, zone);
    offset = start === exactOffset((bucket + 1) * BUCKET - 1, zone) ? start : null;
    if (cache.size > 10_000) cache.clear();
    cache.set(bucket, offset);
  }
  return offset ?? exactOffset(ms, zone);
}

/** What the clocks of the zone show at an instant. */
export function toWallClock(ms: number, zone: string): WallClock {
  const local = new Date(ms + zoneOffset(ms, zone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The instant a wall-clock reading names in the zone. Where the clocks went back (the hour
 * happens twice) it is the earlier one. Where they jumped forward (the reading never
 * happens) it is undefined with `skipped: 'refuse'`, else the reading moved on by the
 * length of the jump (02:30 in a 02:00 -> 03:00 jump is 03:30), as luxon and Temporal do.
 * Out-of-range fields roll over (day 32 is the next month's first).
 */
export function fromWallClock(wall: WallClock, zone: string, skipped: 'move' | 'refuse' = 'move'): number | undefined {
  const local = asUtc(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
  // At most one offset change is near: the offsets a day before and after are the two candidates.
  const before = zoneOffset(local - DAY, zone);
  const after = zoneOffset(local + DAY, zone);
  const candidates = [local - before, local - after].filter((ms) => ms + zoneOffset(ms, zone) === local);
  if (candidates.length > 0) return Math.min(...candidates);
  return skipped === 'refuse' ? undefined : local - before;
}

const pad = (n: number, width = 2) => (n < 0 ? '-' + String(-n).padStart(width, '0') : String(n).padStart(width, '0'));
const tokens: Record<string, (wall: WallClock) => string> = {
  yyyy: (w) => pad(w.year, 4),
  MM: (w) => pad(w.month),
  dd: (w) => pad(w.day),
  HH: (w) => pad(w.hour),
  mm: (w) => pad(w.minute),
  ss: (w) => pad(w.second),
};

/** Writes a reading with the tokens yyyy, MM, dd, HH, mm, ss (as luxon's toFormat does); other characters stay. */
export function formatWallClock(wall: WallClock, pattern: string): string {
  return pattern.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => (tokens[token] as (wall: WallClock) => string)(wall));
}

/** An instant written in the zone's wall-clock time, e.g. formatInZone(ms, zone, 'dd/MM/yyyy HH:mm'). */
export function formatInZone(ms: number, zone: string, pattern: string): string {
  return formatWallClock(toWallClock(ms, zone), pattern);
}

const daysInMonth = (year: number, month: number) => new Date(asUtc(year, month + 1, 0)).getUTCDate();

/**
 * True when the fields make a real reading: month 1-12, a day of that month, 00:00:00 to
 * 23:59:59, and also 24:00:00 (the end of the day, which is the next day's 00:00).
 */
export function isValidWallClock(wall: WallClock): boolean {
  const { year, month, day, hour, minute, second } = wall;
  if (![year, month, day, hour, minute, second].every(Number.isInteger)) return false;
  // Four-digit years only. Year 0 does not exist and PostgreSQL refuses it (a 500 before this);
  // a year 1 reading with an offset east of UTC would be year 0 in UTC.
  if (year < 1000) return false;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  return (hour >= 0 && hour <= 23) || (hour === 24 && minute === 0 && second === 0);
}

const wallPattern = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' (exactly those digits);
 * undefined for anything else or an impossible reading (30 February, 25:00).
 */
export function parseWallClock(text: string): WallClock | undefined {
  const match = wallPattern.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part))) as [number, number, number, number, number, number];
  const wall = { year, month, day, hour, minute, second };
  return isValidWallClock(wall) ? wall : undefined;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Reads ISO 8601 date-time text ('2024-07-01T12:05:07.250+03:00'): with an offset (or Z) as
 * that instant; without one as wall-clock time in `zoneWithoutOffset` (see fromWallClock).
 * Undefined for other text or an impossible reading.
 */
export function parseIsoDateTime(text: string, zoneWithoutOffset: string): number | undefined {
  const match = isoPattern.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, fraction, offset] = match;
  const wall = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s ?? 0),
  };
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  if (!isValidWallClock(wall) || (wall.hour === 24 && ms > 0)) return undefined;
  if (!offset) {
    const at = fromWallClock(wall, zoneWithoutOffset);
    return at === undefined ? undefined : at + ms;
  }
  let offsetMinutes = 0;
  if (offset.toUpperCase() !== 'Z') {
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
  }
  return asUtc(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second, ms) - offsetMinutes * MINUTE;
}

/** The calendar day of an instant in the zone: [its 00:00, the next day's 00:00), 23 or 25 hours on DST days. */
export function dayBounds(ms: number, zone: string): { from: number; to: number } {
  const { year, month, day } = toWallClock(ms, zone);
  const midnight = { year, month, day, hour: 0, minute: 0, second: 0 };
  return {
    from: fromWallClock(midnight, zone) as number,
    to: fromWallClock({ ...midnight, day: day + 1 }, zone) as number,
  };
}

/** True when two instants fall on the same calendar day in the zone. */
export function isSameDay(a: number, b: number, zone: string): boolean {
  const x = toWallClock(a, zone);
  const y = toWallClock(b, zone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}
