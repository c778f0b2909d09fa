import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationAccess } from '../../../../domain/parking-lot';
import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';

/** A location as GET /locations answers it; added_at is null where the user is not authorized. */
export type Location = {
  id: number;
  title: string;
  address: string | null;
  latitude: number;
  longitude: number;
  access: LocationAccess;
  parking_lots_count: number;
  added_at: string | null;
};

export const locationKeys = {
  all: ['locations'] as const,
  mine: () => [...locationKeys.all, 'mine'] as const,
};

/** GET /locations: the locations the user is authorized for, with the date each was granted. */
export async function getMyLocations(): Promise<Location[]> {
  return unwrapData(await api.get<Location[] | { data: Location[] }>('locations'));
}

export const myLocationsQuery = () => queryOptions({ queryKey: locationKeys.mine(), queryFn: getMyLocations });

export const useMyLocations = () => useQuery(myLocationsQuery());
