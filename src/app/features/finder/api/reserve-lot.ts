import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedReservationContract } from '../../../../domain/contracts/reservations';
import { api } from '../../../lib/api';
import { creditKeys, finderKeys, reservationKeys } from '../../../lib/query-keys';

/** POST /reservations: a saved automobile (automobile_id) or a visitor's registration and phone. */
export type ReservationPayload = {
  parking_lot_id: number;
  automobile_id: number | null;
  automobile_registration: string | null;
  visitor_phone: string | null;
  start_time: string;
  end_time: string;
};

export type CreatedReservation = CreatedReservationContract;

/** The Idempotency-Key makes a retried submit (lost answer, double tap) book once. */
export async function reserveLot(payload: ReservationPayload, idempotencyKey: string): Promise<CreatedReservation> {
  return api.post<CreatedReservation>('reservations', {
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
