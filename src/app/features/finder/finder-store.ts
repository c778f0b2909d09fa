import { useSyncExternalStore } from 'react';
import { session } from '../../lib/api';
import { readJson, removeKey, writeJson } from '../../lib/browser-storage';
import type { GeocodePlace } from './api/geocode';
import { emptyFilters, type FinderFilters } from './finder-params';
import { forgetRecentDestinations } from './recent-destinations';
import { refreshRange, type TimeRange } from './time-range';

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

const signedInUser = () => session.get().user?.id ?? null;

const isPlace = (value: unknown): value is GeocodePlace => {
  const p = value as Partial<GeocodePlace> | null | undefined;
  return typeof p?.label === 'string' && Number.isFinite(p.latitude) && Number.isFinite(p.longitude);
};

/**
 * The signed-in user's saved state; another user's (or none) gives the defaults. A saved
 * range whose start has passed starts now (time-range.ts, refreshRange).
 */
function load(userId: number | null): FinderState {
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

let state: { userId: number | null; value: FinderState } | undefined;
const listeners = new Set<() => void>();

/** The finder state as the home screen will read it (loaded once per user, then shared). */
export function currentFinderState(): FinderState {
  const userId = signedInUser();
  if (!state || state.userId !== userId) state = { userId, value: load(userId) };
  return state.value;
}

export function updateFinder(change: (previous: FinderState) => FinderState): void {
  const previous = currentFinderState();
  const value = change(previous);
  if (Object.keys(value).every((key) => value[key as keyof FinderState] === previous[key as keyof FinderState])) return;
  const userId = signedInUser();
  state = { userId, value };
  if (userId !== null) writeJson(FINDER_STORAGE_KEY, { userId, ...value });
  listeners.forEach((listener) => listener());
}

/** Changes part of the state; the patch reads the state it changes. */
export function patchFinder(patch: (previous: FinderState) => Partial<FinderState>): void {
  updateFinder((previous) => ({ ...previous, ...patch(previous) }));
}

/**
 * What the finder kept on this device (filters, range, destination, recent destinations)
 * leaves it at sign-out, however it happens (the menu, another tab, a refused refresh): the
 * next person to sign in on the phone starts from the defaults.
 */
export function clearFinderStateOnSignOut(): () => void {
  let userId = signedInUser();
  return session.subscribe(() => {
    const next = signedInUser();
    if (userId !== null && next !== userId) {
      removeKey(FINDER_STORAGE_KEY);
      forgetRecentDestinations();
      state = undefined;
      listeners.forEach((listener) => listener());
    }
    userId = next;
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The persisted finder state (mode, filters, range, destination), shared by every component that reads it. */
export function useFinderState(): FinderState {
  return useSyncExternalStore(subscribe, currentFinderState, currentFinderState);
}
