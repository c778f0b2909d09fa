import type { QueryClient } from '@tanstack/react-query';
import { session } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import type { FinderSearchParams } from '../../lib/query-keys';
import { findParkingLots, finderQuery, type FinderLot } from './api/find-parking-lots';
import { currentFinderState } from './finder-store';
import { firstListSearch, takeFirstList } from './first-list-search';

type Place = { pathname: string; search: string };

/**
 * The early script's answer. A refusal (an expired token: the client refreshes) asks again; no
 * answer at all (no server, or none within the search's timeout) fails as the client's own call
 * would, so the query's retry and the saved results take over without a second wait.
 */
async function earlyAnswer(response: Promise<Response>, params: FinderSearchParams, signal: AbortSignal) {
  let answer: Response;
  try {
    answer = await response;
  } catch {
    throw new ApiError(0, undefined);
  }
  if (answer.ok) {
    try {
      return ((await answer.json()) as { data: FinderLot[] }).data;
    } catch {
      // A broken body: asked again below.
    }
  }
  return findParkingLots(params, signal);
}

/**
 * The list's first search, started as the app's code starts instead of once the catalog, the
 * saved cache and the first render are done (first-list-search.ts says which), under the
 * list's own query key, so the list picks up the answer or the request in flight. When the
 * early script (src/app/first-list.ts) has already sent this very search, its response is the
 * answer: one request, sent before the bundle had even arrived.
 */
export function primeFirstList(queryClient: QueryClient, place: Place = window.location): void {
  const params = firstListSearch(place, session.get(), navigator.onLine, currentFinderState);
  if (!params) return;
  const early = takeFirstList(params);
  const query = finderQuery(params);
  void queryClient.prefetchQuery(
    early ? { ...query, queryFn: ({ signal }) => earlyAnswer(early, params, signal) } : query,
  );
}
