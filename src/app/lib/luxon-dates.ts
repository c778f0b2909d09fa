import { DateTime } from 'luxon';
import { parseDateTime } from './dates';

/**
 * An API value as a luxon DateTime in the zone, for screens that do calendar arithmetic
 * with it (the owner's lots). Reads what `parseDateTime` reads. Never import this from the
 * shell or the home screen: luxon (21 KiB gzip) stays off the first load (docs/performance.md).
 */
export function parseLuxonDateTime(value: string | null | undefined, zone = 'Europe/Bucharest'): DateTime | undefined {
  const at = parseDateTime(value, zone);
  return at ? DateTime.fromJSDate(at, { zone }) : undefined;
}
