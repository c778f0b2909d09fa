import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RateReservationBody, ReservationRatingContract } from '../../../../domain/contracts/ratings';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { ratingKeys } from './rating-keys';

export type ReservationRating = ReservationRatingContract;

/** GET /reservations/{id}/rating: the caller's rating, the other side's once revealed, whether they may rate. */
export const getReservationRating = async (id: number) =>
  unwrapData(await call('GET /reservations/{id}/rating', { params: { id } }));

export const reservationRatingQuery = (id: number) =>
  queryOptions({ queryKey: ratingKeys.reservation(id), queryFn: () => getReservationRating(id) });

export const useReservationRating = (id: number, enabled: boolean) =>
  useQuery({ ...reservationRatingQuery(id), enabled: enabled && id > 0 });

/** POST /reservations/{id}/rating: once per side; the reservation's rating and the lot's list reload. */
export function useRateReservation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RateReservationBody) =>
      unwrapData(await call('POST /reservations/{id}/rating', { params: { id }, json: body })),
    onSettled: () => client.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
