import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataBody } from '../../../../domain/contracts/common';
import type { LocationContract } from '../../../../domain/contracts/locations';
import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';
import { parkingLotKeys } from './get-my-parking-lots';

export type LocationOption = LocationContract;

/** GET /locations/options: where the user may put a lot (public ones plus those they are authorized for). */
export async function getLocationOptions(): Promise<LocationOption[]> {
  return unwrapData(await api.get<DataBody<LocationOption[]>>('locations/options'));
}

export const locationOptionsQuery = () =>
  queryOptions({
    queryKey: [...parkingLotKeys.all, 'location-options'] as const,
    queryFn: getLocationOptions,
    staleTime: 5 * 60 * 1000,
  });

export const useLocationOptions = () => useQuery(locationOptionsQuery());
