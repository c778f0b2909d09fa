import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reservationKeys } from '../../../lib/query-keys';
import type { Reservation } from './get-reservations';

/** GET /reservations/{id}: one of the caller's reservations (sent or received); else 404. */
export const getReservation = (id: number) => api.get<Reservation>(`reservations/${id}`);

export const reservationQuery = (id: number) =>
  queryOptions({ queryKey: reservationKeys.detail(id), queryFn: () => getReservation(id) });

export const useReservation = (id: number) => useQuery({ ...reservationQuery(id), enabled: id > 0 });
