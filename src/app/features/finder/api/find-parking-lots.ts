import { onlineManager, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinderLotContract, FinderMapBody } from '../../../../domain/contracts/finder';
import {
  finderMarkerOf,
  readFinderMarker,
  type FinderMarker as FinderMarkerByName,
} from '../../../../domain/finder-marker';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { finderKeys, type FinderSearchParams } from '../../../lib/query-keys';
import { newestSavedData } from '../../../lib/query-persister';
import { SEARCH_TIMEOUT_MS } from '../search-timeout';
import { isUnreachableError, serverUnreachable } from '../../../lib/server-reachability';

/** A lot as GET /parking-finder answers it (PRODUCT.md field names). */
export type FinderLot = FinderLotContract;

/** A lot on the map: a marker tuple of GET /parking-finder/map read by name. */
export type FinderMarker = FinderMarkerByName;

export type LotLocation = FinderMapBody['locations'][number];

/** What the map shows: its markers and their locations. */
export type FinderMapResults = { markers: FinderMarker[]; locations: LotLocation[] };

export const readMarker = readFinderMarker;

/**
 * A saved map answer is used only if it has the map's shape (a cache saved by an older app
 * version held other shapes under the finder's keys): anything else is treated as absent.
 */
export function isMapResults(value: unknown): value is FinderMapResults {
  if (!value || typeof value !== 'object') return false;
  const { markers, locations } = value as Partial<FinderMapResults>;
  return (
    Array.isArray(markers) &&
    Array.isArray(locations) &&
    markers.every((m) => typeof m === 'object' && m !== null && typeof m.id === 'number')
  );
}

/** The map's results made of full lots (offline, from a saved list answer). */
export function mapResultsOf(lots: FinderLot[]): FinderMapResults {
  const locations = new Map<number, LotLocation>();
  for (const lot of lots) if (lot.location) locations.set(lot.location.id, lot.location);
  return {
    markers: lots.map(finderMarkerOf),
    locations: [...locations.values()],
  };
}

/** GET /parking-finder with the search as flat query parameters (bounds as southWest[lat] ...). */
export async function findParkingLots(params: FinderSearchParams, signal?: AbortSignal): Promise<FinderLot[]> {
  return unwrapData(await call('GET /parking-finder', { searchParams: params, signal, timeout: SEARCH_TIMEOUT_MS }));
}

/** GET /parking-finder/map: the same search, with what the markers need only. */
export async function findMapMarkers(params: FinderSearchParams, signal?: AbortSignal): Promise<FinderMapResults> {
  const body = await call('GET /parking-finder/map', { searchParams: params, signal, timeout: SEARCH_TIMEOUT_MS });
  return { markers: body.data.map(readMarker), locations: body.locations };
}

/** GET /parking-finder/lots/{id}: the full record of one lot for the search's range. */
export async function findParkingLot(id: number, params: FinderSearchParams, signal?: AbortSignal): Promise<FinderLot> {
  return unwrapData(await call('GET /parking-finder/lots/{id}', { params: { id }, searchParams: params, signal }));
}

export const finderQuery = (params: FinderSearchParams) =>
  queryOptions({
    queryKey: finderKeys.list(params),
    queryFn: ({ signal }) => findParkingLots(params, signal),
    staleTime: 15_000,
  });

export const finderMapQuery = (params: FinderSearchParams) =>
  queryOptions({
    queryKey: finderKeys.map(params),
    queryFn: ({ signal }) => findMapMarkers(params, signal),
    staleTime: 15_000,
  });

/** The parameters a lot's record depends on: its range, not the searched box or filters. */
export function lotParams(params: FinderSearchParams): FinderSearchParams {
  const { from, to, alternative_period } = params;
  return Object.fromEntries(
    Object.entries({ from, to, alternative_period }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

/** The last saved answer under `prefix`, with no signal or no server (half offline) only. */
const offlineFallback = <T>(
  queryClient: ReturnType<typeof useQueryClient>,
  prefix: readonly unknown[],
  valid: (value: unknown) => value is T,
) => {
  if (onlineManager.isOnline() && !serverUnreachable()) return undefined;
  const saved = newestSavedData<unknown>(queryClient, prefix);
  return valid(saved) ? saved : undefined;
};

/**
 * A search whose last attempt found no server shows the last saved answer at once (while its
 * one retry runs, and after it fails), with no error: the offline bar says how old it is. A
 * phone that believes it is online finds its last results as it does with no signal at all.
 */
function withSavedAnswer<
  Q extends { data: unknown; error: unknown; failureReason: unknown; isError: boolean; isPlaceholderData: boolean },
>(query: Q, saved: () => Q['data'] | undefined): Q {
  if (query.data !== undefined || !isUnreachableError(query.failureReason)) return query;
  const data = saved();
  return data === undefined ? query : { ...query, data, error: null, isError: false, isPlaceholderData: true };
}

const isLotList = (v: unknown): v is FinderLot[] => Array.isArray(v);

/**
 * The list's results for the current search; the previous ones stay on screen while the next
 * loads. Opened with no signal, the last saved search shows (its time range has usually moved on).
 */
export function useFinderLots(params: FinderSearchParams, enabled: boolean) {
  const queryClient = useQueryClient();
  const saved = () => offlineFallback(queryClient, finderKeys.lists(), isLotList);
  const query = useQuery({
    ...finderQuery(params),
    enabled,
    placeholderData: (previous) => previous ?? saved(),
  });
  return withSavedAnswer(query, saved);
}

/**
 * The map's markers for the current search, kept on screen the same way as the list's;
 * offline with no saved map answer, the last saved list answer shows on the map.
 */
export function useFinderMap(params: FinderSearchParams, enabled: boolean) {
  const queryClient = useQueryClient();
  const saved = () => {
    const markers = offlineFallback(queryClient, finderKeys.maps(), isMapResults);
    if (markers) return markers;
    const lots = offlineFallback(queryClient, finderKeys.lists(), isLotList);
    return lots ? mapResultsOf(lots) : undefined;
  };
  const query = useQuery({
    ...finderMapQuery(params),
    enabled,
    placeholderData: (previous) => previous ?? saved(),
  });
  return withSavedAnswer(query, saved);
}

/** The selected lot's full record (the map's markers do not carry it). */
export function useFinderLot(id: number | null, params: FinderSearchParams, enabled: boolean) {
  const range = lotParams(params);
  return useQuery({
    queryKey: finderKeys.lot(id ?? 0, range),
    queryFn: ({ signal }) => findParkingLot(id ?? 0, range, signal),
    enabled: enabled && id !== null,
    staleTime: 15_000,
    placeholderData: (previous) => (previous && previous.id === id ? previous : undefined),
  });
}
