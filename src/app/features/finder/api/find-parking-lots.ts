import { onlineManager, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';
import { finderKeys, type FinderSearchParams } from '../../../lib/query-keys';
import { newestSavedData } from '../../../lib/query-persister';

export type LotPeriod = { from: string | null; to: string | null };

/** A lot as GET /parking-finder answers it (PRODUCT.md field names). */
export type FinderLot = {
  id: number;
  identifier: string;
  zone: string | null;
  address: string | null;
  location_id: number | null;
  location: {
    id: number;
    title: string;
    address: string | null;
    access: 'public' | 'restricted';
    latitude: number;
    longitude: number;
  } | null;
  latitude: number;
  longitude: number;
  orientation_degrees: number | null;
  entering_type: 'normal' | 'long_side' | null;
  access_type: 'free_public' | 'public_fee' | 'private' | null;
  available: boolean;
  available_from: string | null;
  available_to: string | null;
  available_periods: LotPeriod[];
  fast_availability_durations: number[];
  my_reservation: { id: number; automobile: { registration_number: string } | null } | null;
  owner_id: number;
};

/** GET /parking-finder with the search as flat query parameters (bounds as southWest[lat] ...). */
export async function findParkingLots(params: FinderSearchParams, signal?: AbortSignal): Promise<FinderLot[]> {
  return unwrapData(
    await api.get<FinderLot[] | { data: FinderLot[] }>('parking-finder', { searchParams: params, signal }),
  );
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
