import { readJson } from '../../lib/browser-storage';
import type { GeocodePlace } from './api/geocode';
import { emptyFilters, type FinderFilters } from './finder-params';
import { refreshRange, type TimeRange } from './time-range';

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

/** As stored: the state and whose it is. */
type Stored = Partial<FinderState> & { userId?: unknown };

export const FINDER_STORAGE_KEY = 'finder';
/** The app's time zone until GET /config says otherwise. */
export const DEFAULT_ZONE = 'Europe/Bucharest';

const isPlace = (value: unknown): value is GeocodePlace => {
  const p = value as Partial<GeocodePlace> | null | undefined;
  return typeof p?.label === 'string' && Number.isFinite(p.latitude) && Number.isFinite(p.longitude);
};

/**
 * The signed-in user's saved state; another user's (or none) gives the defaults. A saved
 * range whose start has passed starts now (time-range.ts, refreshRange).
 */
export function loadFinderState(userId: number | null): FinderState {
  const saved = readJson<Stored>(FINDER_STORAGE_KEY);
  const stored = saved && userId !== null && saved.userId === userId ? saved : undefined;
  const filters = { ...emptyFilters, ...(stored?.filters ?? {}) };
  return {
    mode: stored?.mode === 'map' ? 'map' : 'list',
    filters: {
      identifier: typeof filters.identifier === 'string' ? filters.identifier : '',
      zone: typeof filters.zone === 'string' ? filters.zone : '',
      alternativePeriod: filters.alternativePeriod === true,
    },
    range: refreshRange(stored?.range, DEFAULT_ZONE),
    destination: isPlace(stored?.destination) ? stored.destination : null,
    byDistance: stored?.byDistance === true,
  };
}
