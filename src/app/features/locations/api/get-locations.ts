import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationContract } from '../../../../domain/contracts/locations';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';

/** A location as GET /locations answers it; added_at is null where the user is not authorized. */
export type Location = LocationContract;

export const locationKeys = {
  all: ['locations'] as const,
  mine: () => [...locationKeys.all, 'mine'] as const,
};

/** GET /locations: the locations the user is authorized for, with the date each was granted. */
export async function getMyLocations(): Promise<Location[]> {
  return unwrapData(await call('GET /locations'));
}

export const myLocationsQuery = () => queryOptions({ queryKey: locationKeys.mine(), queryFn: getMyLocations });

export const useMyLocations = () => useQuery(myLocationsQuery());
