import { featureFilters } from '../../../domain/lot-features';
import { readJson } from '../../lib/browser-storage';
import type { GeocodePlace } from './api/geocode';
import { emptyFilters, type FinderFilters } from './finder-params';
import { formatInZone } from '../../../domain/zoned-time';
import { defaultRange, refreshRange, type TimeRange } from './time-range';

// The finder state as saved on the device, read with no React and no API client: the early
// first-list script (src/app/first-list.ts) reads it too, before the app's bundle.

export type FinderMode = 'map' | 'list';

/** What the home screen keeps across sessions of one user (browser storage key 'finder'). */
export type FinderState = {
  mode: FinderMode;
  filters: FinderFilters;
  range: TimeRange;
  /** The place searched for ("Where to?"): the map centres on it and cards measure from it. */
  destination: GeocodePlace | null;
  /** The list in order of distance (from the destination, else the position). */
  byDistance: boolean;
};

/** As stored: the state, whose it is and when the app last started or changed it (epoch ms). */
type Stored = Partial<FinderState> & { userId?: unknown; savedAt?: unknown };

/** Away from the app longer than this, a picked range gives way to "now". */
export const AWAY_MS = 4 * 3_600_000;

/**
 * Whether a range saved at `savedAt` is still being planned at `now`: the same day in the
 * app's zone and less than AWAY_MS ago (a reload within the visit keeps it).
 */
function sameVisit(savedAt: unknown, now: Date, zone: string): boolean {
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return false;
  const day = (ms: number) => formatInZone(ms, zone, 'yyyy-MM-dd');
  return now.getTime() - savedAt <= AWAY_MS && day(savedAt) === day(now.getTime());
}

export const FINDER_STORAGE_KEY = 'finder';
/** The app's time zone until GET /config says otherwise. */
export const DEFAULT_ZONE = 'Europe/Bucharest';

const isPlace = (value: unknown): value is GeocodePlace => {
  const p = value as Partial<GeocodePlace> | null | undefined;
  return typeof p?.label === 'string' && Number.isFinite(p.latitude) && Number.isFinite(p.longitude);
};

/**
 * The signed-in user's saved state; another user's (or none) gives the defaults. A saved
 * range whose start has passed starts now (time-range.ts, refreshRange); on a later day or
 * after AWAY_MS away, any range does.
 */
export function loadFinderState(userId: number | null, now: Date = new Date()): FinderState {
  const saved = readJson<Stored>(FINDER_STORAGE_KEY);
  const stored = saved && userId !== null && saved.userId === userId ? saved : undefined;
  const filters = { ...emptyFilters, ...(stored?.filters ?? {}) };
  return {
    mode: stored?.mode === 'map' ? 'map' : 'list',
    filters: {
      identifier: typeof filters.identifier === 'string' ? filters.identifier : '',
      zone: typeof filters.zone === 'string' ? filters.zone : '',
      alternativePeriod: filters.alternativePeriod === true,
      features: Array.isArray(filters.features)
        ? featureFilters.filter((feature) => (filters.features as unknown[]).includes(feature))
        : [],
      automobileId:
        typeof filters.automobileId === 'number' && Number.isInteger(filters.automobileId) && filters.automobileId > 0
          ? filters.automobileId
          : null,
      fitAll: filters.fitAll === true,
    },
    range: sameVisit(stored?.savedAt, now, DEFAULT_ZONE)
      ? refreshRange(stored?.range, DEFAULT_ZONE, now)
      : defaultRange(DEFAULT_ZONE, now),
    destination: isPlace(stored?.destination) ? stored.destination : null,
    byDistance: stored?.byDistance === true,
  };
}
