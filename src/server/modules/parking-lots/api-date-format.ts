import { DateTime } from 'luxon';
import { formatApiDateTime } from '../../../domain/date-time';

const BUCKET_MS = 15 * 60_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * formatApiDateTime for one zone, about fifty times faster: a finder answer formats a
 * thousand date-times, and luxon costs some 20 µs each. The zone's offset is looked up once
 * per UTC quarter-hour (offset changes fall on quarter-hours); a quarter-hour whose two ends
 * disagree (a change inside it) goes through luxon.
 */
export function apiDateTimeFormatter(zone: string): (date: Date | null | undefined) => string | null {
  const offsets = new Map<number, number | null>();
  const offsetAt = (ms: number) => DateTime.fromMillis(ms, { zone }).offset;
  return (date) => {
    if (!date) return null;
    const ms = date.getTime();
    if (Number.isNaN(ms)) return null;
    const bucket = Math.floor(ms / BUCKET_MS);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      const start = offsetAt(bucket * BUCKET_MS);
      offset = start === offsetAt((bucket + 1) * BUCKET_MS - 1) ? start : null;
      if (offsets.size > 10_000) offsets.clear();
      offsets.set(bucket, offset);
    }
    if (offset === null) return formatApiDateTime(date, zone);
    const local = new Date(ms + offset * 60_000);
    const year = local.getUTCFullYear();
    if (year < 1000 || year > 9999) return formatApiDateTime(date, zone);
    return `${year}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  };
}

const formatters = new Map<string, (date: Date | null | undefined) => string | null>();

/** One shared formatter per zone, so its offset cache outlives a request. */
export function sharedApiDateTimeFormatter(zone: string) {
  let format = formatters.get(zone);
  if (!format) formatters.set(zone, (format = apiDateTimeFormatter(zone)));
  return format;
}
