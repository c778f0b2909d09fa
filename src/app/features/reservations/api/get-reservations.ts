import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { type ReservationStatusFilter, reservationStatusFilters } from '../../../../domain/reservation-status';
import type { ListReservationsQuery, ReservationType } from '../../../../domain/contracts/reservation-requests';
import type { ReservationContract } from '../../../../domain/contracts/reservations';
import { forgetClosedPass } from './get-pass';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/** A reservation as GET /reservations answers it (PRODUCT.md field names), seen by the caller. */
export type Reservation = ReservationContract;

export type { ReservationType };

/** The list's filters as the screen holds them (the query of GET /reservations, place as typed). */
export type ReservationFilters = Pick<ListReservationsQuery, 'type' | 'status'> & { place: string };

export const defaultReservationFilters: ReservationFilters = { type: 'all', status: 'all', place: '' };

/** GET /reservations: newest start first, the filters as the server takes them. */
export async function getReservations(filters: ReservationFilters): Promise<Reservation[]> {
  const answer = await call('GET /reservations', {
    searchParams: { type: filters.type, status: filters.status, place: filters.place.trim(), per_page: 200 },
  });
  return unwrapData(answer);
}

/**
 * The list; each row also fills its own detail entry, so a reservation seen in the list
 * opens (and, persisted, opens offline) without another call.
 */
export const reservationsQuery = (queryClient: QueryClient, filters: ReservationFilters) =>
  queryOptions({
    queryKey: reservationKeys.list({ type: filters.type, status: filters.status, place: filters.place.trim() }),
    queryFn: async () => {
      const rows = await getReservations(filters);
      for (const row of rows) {
        queryClient.setQueryData(reservationKeys.detail(row.id), row);
        forgetClosedPass(queryClient, row);
      }
      return rows;
    },
  });

export const useReservations = (queryClient: QueryClient, filters: ReservationFilters) =>
  useQuery({ ...reservationsQuery(queryClient, filters), placeholderData: (previous) => previous });

/** Filters read from the address bar; anything unknown falls back to the default. */
export function parseReservationFilters(search: Record<string, unknown>): Partial<ReservationFilters> {
  const out: Partial<ReservationFilters> = {};
  if (search.type === 'received' || search.type === 'sent') out.type = search.type;
  if (
    typeof search.status === 'string' &&
    (reservationStatusFilters as readonly string[]).includes(search.status) &&
    search.status !== 'all'
  ) {
    out.status = search.status as ReservationStatusFilter;
  }
  if (typeof search.place === 'string' && search.place.trim()) out.place = search.place.trim().slice(0, 100);
  return out;
}
