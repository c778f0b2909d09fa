import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationContract } from '../../../../domain/contracts/locations';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { parkingLotKeys } from './get-my-parking-lots';

export type LocationOption = LocationContract;

/** GET /locations/options: where the user may put a lot (public ones plus those they are authorized for). */
export async function getLocationOptions(): Promise<LocationOption[]> {
  return unwrapData(await call('GET /locations/options'));
}

export const locationOptionsQuery = () =>
  queryOptions({
    queryKey: [...parkingLotKeys.all, 'location-options'] as const,
    queryFn: getLocationOptions,
    staleTime: 5 * 60 * 1000,
  });

export const useLocationOptions = () => useQuery(locationOptionsQuery());
