import { DISPLAY_FORMAT } from '../../lib/dates';
import { parseLuxonDateTime } from '../../lib/luxon-dates';

/**
 * 'DD/MM/YYYY HH:mm – HH:mm' when both ends fall on one day, else both in full; an open end
 * reads `openEnd` (e.g. "UNLIMITED"). '' when the start is missing or invalid.
 */
export function formatPeriod(
  from: string | null | undefined,
  to: string | null | undefined,
  openEnd: string,
  zone?: string,
): string {
  const start = parseLuxonDateTime(from, zone);
  if (!start) return '';
  const end = parseLuxonDateTime(to, zone);
  if (!end) return `${start.toFormat(DISPLAY_FORMAT)} – ${openEnd}`;
  return `${start.toFormat(DISPLAY_FORMAT)} – ${end.toFormat(end.hasSame(start, 'day') ? 'HH:mm' : DISPLAY_FORMAT)}`;
}
