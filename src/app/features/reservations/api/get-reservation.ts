import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { reservationKeys } from '../../../lib/query-keys';

/** GET /reservations/{id}: one of the caller's reservations (sent or received); else 404. */
export const getReservation = (id: number) => call('GET /reservations/{id}', { params: { id } });

export const reservationQuery = (id: number) =>
  queryOptions({ queryKey: reservationKeys.detail(id), queryFn: () => getReservation(id) });

export const useReservation = (id: number) => useQuery({ ...reservationQuery(id), enabled: id > 0 });
