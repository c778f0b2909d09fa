import { onlineManager, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinderBody, FinderLotContract } from '../../../../domain/contracts/finder';
import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';
import { finderKeys, type FinderSearchParams } from '../../../lib/query-keys';
import { newestSavedData } from '../../../lib/query-persister';

/** A lot as GET /parking-finder answers it (PRODUCT.md field names). */
export type FinderLot = FinderLotContract;

/** GET /parking-finder with the search as flat query parameters (bounds as southWest[lat] ...). */
export async function findParkingLots(params: FinderSearchParams, signal?: AbortSignal): Promise<FinderLot[]> {
  return unwrapData(await api.get<FinderBody>('parking-finder', { searchParams: params, signal }));
}

export const finderQuery = (params: FinderSearchParams) =>
  queryOptions({
    queryKey: finderKeys.search(params),
    queryFn: ({ signal }) => findParkingLots(params, signal),
    staleTime: 15_000,
  });

/**
 * The results of the current search; the previous ones stay on screen while the next loads.
 * Opened with no signal, the last saved search shows (its time range has usually moved on).
 */
export function useFinderLots(params: FinderSearchParams) {
  const queryClient = useQueryClient();
  return useQuery({
    ...finderQuery(params),
    placeholderData: (previous) =>
      previous ?? (onlineManager.isOnline() ? undefined : newestSavedData<FinderLot[]>(queryClient, finderKeys.all)),
  });
}
