import type { QueryClient } from '@tanstack/react-query';
import { session } from '../../lib/api';
import { isAuthenticated } from '../../lib/session-store';
import { finderQuery } from './api/find-parking-lots';
import { finderParams } from './finder-params';
import { currentFinderState } from './finder-store';
import { DEFAULT_CENTRE } from './map-geometry';
import { boxAround } from './search-bounds';

type Place = { pathname: string; search: string };

/**
 * The list's first search, started as the app's code starts instead of once the catalog, the
 * saved cache and the first render are done: the request the home screen in list mode makes
 * when it opens (the saved filters and range, the box around the saved destination or the
 * default centre: no map view, no position and no link yet), under the same query key, so the list picks up the answer or
 * the request in flight. Only on / with no link, signed in, online (a prefetch made offline
 * before the saved cache is back would wait for the network; the screen has its fallback).
 */
export function primeFirstList(queryClient: QueryClient, place: Place = window.location): void {
  if (place.pathname !== '/' || place.search !== '') return;
  if (!isAuthenticated(session.get()) || !navigator.onLine) return;
  const { mode, filters, range, destination } = currentFinderState();
  if (mode !== 'list') return;
  const centre = destination ? { lat: destination.latitude, lng: destination.longitude } : DEFAULT_CENTRE;
  void queryClient.prefetchQuery(finderQuery(finderParams(filters, range, boxAround(centre))));
}
