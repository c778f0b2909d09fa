import { formatApiDateTime } from '../../../domain/date-time';

/**
 * formatApiDateTime for one zone. The zone offset cache that made this fast (a finder answer
 * formats a thousand date-times) now lives in domain/zoned-time, shared with the app, so
 * this is only a binding kept for its callers.
 */
export function apiDateTimeFormatter(zone: string): (date: Date | null | undefined) => string | null {
  return (date) => formatApiDateTime(date, zone);
}

const formatters = new Map<string, (date: Date | null | undefined) => string | null>();

/** One shared formatter per zone. */
export function sharedApiDateTimeFormatter(zone: string) {
  let format = formatters.get(zone);
  if (!format) formatters.set(zone, (format = apiDateTimeFormatter(zone)));
  return format;
}
