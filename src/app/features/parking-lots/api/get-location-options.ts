import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';
import { parkingLotKeys } from './get-my-parking-lots';
import type { LotLocation } from './parking-lot-types';

export type LocationOption = LotLocation & { parking_lots_count: number; added_at: string | null };

/** GET /locations/options: where the user may put a lot (public ones plus those they are authorized for). */
export async function getLocationOptions(): Promise<LocationOption[]> {
  return unwrapData(await api.get<LocationOption[] | { data: LocationOption[] }>('locations/options'));
}

export const locationOptionsQuery = () =>
  queryOptions({
    queryKey: [...parkingLotKeys.all, 'location-options'] as const,
    queryFn: getLocationOptions,
    staleTime: 5 * 60 * 1000,
  });

export const useLocationOptions = () => useQuery(locationOptionsQuery());
