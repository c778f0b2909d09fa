import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UpdateReservationRequest } from '../../../../domain/contracts/reservation-requests';
import { call } from '../../../lib/api-call';
import { reservationDependentKeys, reservationKeys } from '../../../lib/query-keys';
import { forgetClosedPass } from './get-pass';
import type { Reservation } from './get-reservations';

/** reason: why it is cancelled (quoted to the other party); blank is none. */
export type StatusChange = Pick<UpdateReservationRequest, 'status'> & {
  id: number;
  idempotencyKey: string;
  reason?: string;
};

/**
 * PUT /reservations/{id} {status, reason?}. The key is made once per confirmation, so a retry after a
 * lost answer gets the first result instead of a second settlement.
 */
export const changeReservationStatus = ({ id, status, idempotencyKey, reason }: StatusChange) =>
  call('PUT /reservations/{id}', {
    params: { id },
    json: reason?.trim() ? { status, reason: reason.trim() } : { status },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** The answer is the reservation itself: its detail is set now; lists, balance and finder refetch. */
export async function applyStatusChange(queryClient: QueryClient, updated: Reservation): Promise<void> {
  queryClient.setQueryData(reservationKeys.detail(updated.id), updated);
  forgetClosedPass(queryClient, updated);
  await Promise.all(reservationDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useChangeReservationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeReservationStatus,
    onSuccess: (updated) => applyStatusChange(queryClient, updated),
  });
}
