import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import type { ParkingLot } from './parking-lot-types';

/** Query keys of the parking-lots feature (the owner's own lots). */
export const parkingLotKeys = {
  all: ['parking-lots'] as const,
  mine: () => [...parkingLotKeys.all, 'mine'] as const,
  detail: (id: number) => [...parkingLotKeys.all, 'detail', id] as const,
};

/** GET /parking-lots: the signed-in owner's lots, with upcoming_reservations_count. */
export async function getMyParkingLots(): Promise<ParkingLot[]> {
  return unwrapData(await call('GET /parking-lots'));
}

export const myParkingLotsQuery = () => queryOptions({ queryKey: parkingLotKeys.mine(), queryFn: getMyParkingLots });

export const useMyParkingLots = () => useQuery(myParkingLotsQuery());

export async function getParkingLot(id: number): Promise<ParkingLot> {
  return call('GET /parking-lots/{id}', { params: { id } });
}

export const parkingLotQuery = (id: number) =>
  queryOptions({ queryKey: parkingLotKeys.detail(id), queryFn: () => getParkingLot(id) });

export const useParkingLot = (id: number) => useQuery(parkingLotQuery(id));
