import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationContract } from '../../../../domain/contracts/reservations';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/** A received reservation, as the lot details show it. */
export type LotReservation = ReservationContract;

/**
 * The lot's upcoming received reservations (scheduled or active), earliest first. The list
 * call filters by place (the identifier, partial), so other lots with a similar identifier
 * are dropped here by id.
 */
export async function getLotReservations(lot: { id: number; identifier: string }): Promise<LotReservation[]> {
  const answer = await call('GET /reservations', {
    searchParams: { type: 'received', status: 'scheduled_or_active', place: lot.identifier, per_page: 200 },
  });
  return unwrapData(answer)
    .filter((r) => r.parking_lot_id === lot.id)
    .sort((a, b) => a.start_time.localeCompare(b.start_time));
}

/**
 * Asked again every time the lot's page opens (the saved list shows meanwhile, and offline
 * it stays): a booking heard just before a reload may not have reached the saved cache,
 * whose writes are a second apart, and the owner opens this page to see who is coming.
 */
export const lotReservationsQuery = (lot: { id: number; identifier: string }) =>
  queryOptions({
    queryKey: reservationKeys.forLot(lot.id),
    queryFn: () => getLotReservations(lot),
    refetchOnMount: 'always',
  });

export const useLotReservations = (lot: { id: number; identifier: string }) => useQuery(lotReservationsQuery(lot));
