import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtendRequest } from '../../../../domain/contracts/reservation-actions';
import { call } from '../../../lib/api-call';
import { applyStatusChange } from './change-reservation-status';

export type Extension = { id: number; body: ExtendRequest; idempotencyKey: string };

/** POST /reservations/{id}/extend {minutes} | {end_time}; one key per confirmation, so a retry extends once. */
export const extendReservation = ({ id, body, idempotencyKey }: Extension) =>
  call('POST /reservations/{id}/extend', {
    params: { id },
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useExtendReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendReservation,
    onSuccess: (updated) => applyStatusChange(queryClient, updated),
  });
}
