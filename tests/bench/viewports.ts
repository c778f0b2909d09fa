import { DateTime } from 'luxon';
import { formatApiDateTime } from '../../src/domain/date-time';
import { lotSpreadDeg } from './seed';

export type SearchWindow = { from: string; to: string };

/** The finder benches' period: one hour from the hour three hours after `now`, in the app's zone. */
export function benchWindow(now: Date, zone: string): SearchWindow {
  const from = DateTime.fromJSDate(now, { zone }).plus({ hours: 3 }).startOf('hour');
  return {
    from: formatApiDateTime(from.toJSDate(), zone) ?? '',
    to: formatApiDateTime(from.plus({ hours: 1 }).toJSDate(), zone) ?? '',
  };
}

/** A viewport of about two lot-spreads around a point, free for the window, as the map asks it. */
export function viewportQuery(point: { latitude: number; longitude: number }, window: SearchWindow): URLSearchParams {
  const half = lotSpreadDeg * 0.6;
  return new URLSearchParams({
    only_available: '1',
    alternative_period: '0',
    ...window,
    'southWest[lat]': String(point.latitude - half),
    'southWest[lng]': String(point.longitude - half),
    'northEast[lat]': String(point.latitude + half),
    'northEast[lng]': String(point.longitude + half),
    // The finder's feature filters, e.g. BENCH_FINDER_FILTERS='ev=1&accessible=1' (seed.ts sets them on a share of the lots).
    ...Object.fromEntries(new URLSearchParams(process.env.BENCH_FINDER_FILTERS ?? '')),
  });
}
