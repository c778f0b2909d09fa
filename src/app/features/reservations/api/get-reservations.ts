import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  type ReservationStatus,
  type ReservationStatusFilter,
  reservationStatusFilters,
} from '../../../../domain/reservation-status';
import { api } from '../../../lib/api';
import { reservationKeys } from '../../../lib/query-keys';

/** A reservation as GET /reservations answers it (PRODUCT.md field names), seen by the caller. */
export type Reservation = {
  id: number;
  status: ReservationStatus;
  user_id: number;
  parking_lot_id: number;
  automobile_id: number | null;
  automobile_registration: string | null;
  visitor_phone: string | null;
  start_time: string;
  end_time: string;
  credits_reserved: number;
  credits_paid: number;
  finalized_at: string | null;
  ended_at: string | null;
  cancelled_at?: string | null;
  made_by: string | null;
  phone: string | null;
  place: string | null;
  zone: string | null;
  location: string | null;
  address: string | null;
  access: string | null;
  type: 'sent' | 'received';
  parking_lot?: {
    id: number;
    identifier: string;
    latitude: number;
    longitude: number;
    orientation_degrees: number | null;
  };
};

export type ReservationType = 'all' | 'received' | 'sent';

export type ReservationFilters = { type: ReservationType; status: ReservationStatusFilter; place: string };

export const defaultReservationFilters: ReservationFilters = { type: 'all', status: 'all', place: '' };

type ListAnswer = { data: Reservation[]; meta?: { current_page: number; last_page: number; total: number } };

/** GET /reservations: newest start first, the filters as the server takes them. */
export async function getReservations(filters: ReservationFilters): Promise<Reservation[]> {
  const answer = await api.get<ListAnswer | Reservation[]>('reservations', {
    searchParams: { type: filters.type, status: filters.status, place: filters.place.trim(), per_page: 200 },
  });
  return Array.isArray(answer) ? answer : answer.data;
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
      for (const row of rows) queryClient.setQueryData(reservationKeys.detail(row.id), row);
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
