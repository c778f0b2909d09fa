import type { FinderSearchParams } from '../../lib/query-keys';
import { isAuthenticated, type Session } from '../../lib/session-store';
import { finderParams } from './finder-params';
import { DEFAULT_CENTRE } from './map-geometry';
import type { FinderState } from './saved-finder-state';
import { boxAround } from './search-bounds';

type Place = { pathname: string; search: string };

/**
 * The search the home screen in list mode makes when it opens (the saved filters and range,
 * the box around the saved destination or the default centre: no map view, no position and
 * no link yet), or null when the first screen is not that list: only on / with no link,
 * signed in, online (a search made offline before the saved cache is back would wait for the
 * network; the screen has its fallback). No React and no API client: the early script
 * (src/app/first-list.ts) uses it before the app's bundle has arrived.
 */
export function firstListSearch(
  place: Place,
  session: Session,
  online: boolean,
  finderState: () => FinderState,
): FinderSearchParams | null {
  if (place.pathname !== '/' || place.search !== '') return null;
  if (!isAuthenticated(session) || !online) return null;
  const { mode, filters, range, destination } = finderState();
  if (mode !== 'list') return null;
  const centre = destination ? { lat: destination.latitude, lng: destination.longitude } : DEFAULT_CENTRE;
  return finderParams(filters, range, boxAround(centre));
}

/** The query string of a search, as the API client sends it (empty values left out). */
export function searchString(params: FinderSearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  return query.toString();
}

/** The early script's request, handed to the app: which search it is, and its response. */
export type EarlyFirstList = { search: string; response: Promise<Response> };

const slot = '__locLiberFirstList';
type Slot = { [slot]?: EarlyFirstList };

export function handOverFirstList(early: EarlyFirstList): void {
  (window as Slot)[slot] = early;
}

/** The early script's response if it asked for this very search (taken once), else undefined. */
export function takeFirstList(params: FinderSearchParams): Promise<Response> | undefined {
  const early = (window as Slot)[slot];
  (window as Slot)[slot] = undefined;
  return early && early.search === searchString(params) ? early.response : undefined;
}
