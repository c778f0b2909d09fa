import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReservationRequest } from '../../../../domain/contracts/reservation-requests';
import type { CreatedReservationContract } from '../../../../domain/contracts/reservations';
import { call } from '../../../lib/api-call';
import { creditKeys, finderKeys, reservationKeys } from '../../../lib/query-keys';

/** POST /reservations: a saved automobile (automobile_id) or a visitor's registration and phone. */
export type ReservationPayload = CreateReservationRequest;

export type CreatedReservation = CreatedReservationContract;

/** The Idempotency-Key makes a retried submit (lost answer, double tap) book once. */
export async function reserveLot(payload: ReservationPayload, idempotencyKey: string): Promise<CreatedReservation> {
  return call('POST /reservations', {
    json: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Books, then puts the new reservation in the cache (its detail opens at once, offline too)
 * and marks reservations, credits and the finder's results stale.
 */
export function useReserveLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: ReservationPayload; idempotencyKey: string }) =>
      reserveLot(payload, idempotencyKey),
    onSuccess: (created) => {
      queryClient.setQueryData(reservationKeys.detail(created.id), created);
      for (const queryKey of [reservationKeys.lists(), creditKeys.all, finderKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
