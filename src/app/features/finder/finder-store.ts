import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../../lib/browser-storage';
import { emptyFilters, type FinderFilters } from './finder-params';
import { refreshRange, type TimeRange } from './time-range';

export type FinderMode = 'map' | 'list';

/** What the home screen keeps across sessions (browser storage key 'finder'). */
export type FinderState = { mode: FinderMode; filters: FinderFilters; range: TimeRange };

export const FINDER_STORAGE_KEY = 'finder';
/** The app's time zone until GET /config says otherwise. */
export const DEFAULT_ZONE = 'Europe/Bucharest';

function load(): FinderState {
  const stored = readJson<Partial<FinderState>>(FINDER_STORAGE_KEY);
  const filters = { ...emptyFilters, ...(stored?.filters ?? {}) };
  return {
    mode: stored?.mode === 'map' ? 'map' : 'list',
    filters: {
      identifier: typeof filters.identifier === 'string' ? filters.identifier : '',
      zone: typeof filters.zone === 'string' ? filters.zone : '',
      alternativePeriod: filters.alternativePeriod === true,
    },
    range: refreshRange(stored?.range, DEFAULT_ZONE),
  };
}

let state: FinderState | undefined;
const listeners = new Set<() => void>();

/** The finder state as the home screen will read it (loaded once, then shared). */
export function currentFinderState(): FinderState {
  state ??= load();
  return state;
}

export function updateFinder(change: (previous: FinderState) => FinderState): void {
  state = change(currentFinderState());
  writeJson(FINDER_STORAGE_KEY, state);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The persisted finder state (mode, filters, range), shared by every component that reads it. */
export function useFinderState(): FinderState {
  return useSyncExternalStore(subscribe, currentFinderState, currentFinderState);
}
