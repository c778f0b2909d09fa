import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { formatInstant, parseDateTime } from '../../../lib/dates';
import { reservationDependentKeys, reservationKeys } from '../../../lib/query-keys';
import type { Reservation } from './get-reservations';

/** POST /reservations's body: the same vehicle as the reported reservation, on another lot. */
export type AlternativeBooking = {
  parking_lot_id: number;
  automobile_id: number | null;
  automobile_registration: string | null;
  visitor_phone: string | null;
  start_time: string;
  end_time: string;
};

/**
 * The booking of a proposed lot for the rest of the reported period. The start follows the
 * app's "now" rule (PRODUCT.md "The driver's day"): taken at the tap, never a moment that has
 * passed, or the proposed start when it is still ahead. A visitor's booking keeps its
 * registration and phone. Undefined when the period is over.
 */
export function alternativeBooking(
  reported: Reservation,
  lotId: number,
  period: { from: string; to: string },
  zone: string,
  now: Date = new Date(),
): AlternativeBooking | undefined {
  const from = parseDateTime(period.from, zone);
  const to = parseDateTime(period.to, zone);
  if (!from || !to) return undefined;
  const start = from.getTime() > now.getTime() ? from : now;
  if (to.getTime() <= start.getTime()) return undefined;
  const visitor = reported.automobile_id === null;
  return {
    parking_lot_id: lotId,
    automobile_id: reported.automobile_id,
    automobile_registration: visitor ? reported.automobile_registration : null,
    visitor_phone: visitor ? reported.visitor_phone : null,
    start_time: formatInstant(start, 'yyyy-MM-dd HH:mm:ss', zone),
    end_time: formatInstant(to, 'yyyy-MM-dd HH:mm:ss', zone),
  };
}

/** The Idempotency-Key makes a retried tap (lost answer, double tap) book once. */
export const bookAlternative = ({ body, idempotencyKey }: { body: AlternativeBooking; idempotencyKey: string }) =>
  call('POST /reservations', { json: body, headers: { 'Idempotency-Key': idempotencyKey } });

/** The new reservation goes in the cache (its detail opens at once); lists, balance and finder refetch. */
export function useBookAlternative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAlternative,
    onSuccess: (created) => {
      queryClient.setQueryData(reservationKeys.detail(created.id), created);
      for (const queryKey of reservationDependentKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
