import { useSyncExternalStore } from 'react';
import { session } from '../../lib/api';
import { removeKey, writeJson } from '../../lib/browser-storage';
import { forgetRecentDestinations } from './recent-destinations';
import { defaultRange } from './time-range';
import { FINDER_STORAGE_KEY, loadFinderState, type FinderState } from './saved-finder-state';

export { DEFAULT_ZONE, FINDER_STORAGE_KEY, type FinderMode, type FinderState } from './saved-finder-state';

const signedInUser = () => session.get().user?.id ?? null;

let state: { userId: number | null; value: FinderState } | undefined;
const listeners = new Set<() => void>();

/** Saves the user's state with the time (saved-finder-state.ts: a range kept within a visit). */
function save(userId: number | null, value: FinderState): void {
  if (userId !== null) writeJson(FINDER_STORAGE_KEY, { userId, ...value, savedAt: Date.now() });
}

/**
 * The finder state as the home screen will read it (loaded once per user, then shared). The
 * load is saved back at once: the app's start counts as being here.
 */
export function currentFinderState(): FinderState {
  const userId = signedInUser();
  if (!state || state.userId !== userId) {
    state = { userId, value: loadFinderState(userId) };
    save(userId, state.value);
  }
  return state.value;
}

export function updateFinder(change: (previous: FinderState) => FinderState): void {
  const previous = currentFinderState();
  const value = change(previous);
  if (Object.keys(value).every((key) => value[key as keyof FinderState] === previous[key as keyof FinderState])) return;
  const userId = signedInUser();
  state = { userId, value };
  save(userId, value);
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

/** A booking went through: the finder searches from "now" again. */
export function searchFromNow(zone: string): void {
  patchFinder(() => ({ range: defaultRange(zone) }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The persisted finder state (mode, filters, range, destination), shared by every component that reads it. */
export function useFinderState(): FinderState {
  return useSyncExternalStore(subscribe, currentFinderState, currentFinderState);
}
