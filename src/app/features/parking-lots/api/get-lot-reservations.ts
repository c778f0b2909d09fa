import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/** A received reservation, the fields the lot details show. */
export type LotReservation = {
  id: number;
  status: 'scheduled' | 'active' | 'expired' | 'finalized' | 'cancelled';
  parking_lot_id: number;
  automobile_registration: string | null;
  visitor_phone: string | null;
  start_time: string;
  end_time: string;
  credits_reserved: number;
  made_by: string | null;
  phone: string | null;
};

/**
 * The lot's upcoming received reservations (scheduled or active), earliest first. The list
 * call filters by place (the identifier, partial), so other lots with a similar identifier
 * are dropped here by id.
 */
export async function getLotReservations(lot: { id: number; identifier: string }): Promise<LotReservation[]> {
  const answer = await api.get<LotReservation[] | { data: LotReservation[] }>('reservations', {
    searchParams: { type: 'received', status: 'scheduled_or_active', place: lot.identifier, per_page: 200 },
  });
  return unwrapData(answer)
    .filter((r) => r.parking_lot_id === lot.id)
    .sort((a, b) => a.start_time.localeCompare(b.start_time));
}

export const lotReservationsQuery = (lot: { id: number; identifier: string }) =>
  queryOptions({ queryKey: reservationKeys.forLot(lot.id), queryFn: () => getLotReservations(lot) });

export const useLotReservations = (lot: { id: number; identifier: string }) => useQuery(lotReservationsQuery(lot));
