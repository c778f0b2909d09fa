import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesRequest } from '../../../../domain/contracts/reservation-series';
import { call } from '../../../lib/api-call';
import { reservationDependentKeys } from '../../../lib/query-keys';

/** POST /reservation-series: every free date or none; the key makes a retried tap book once. */
export const bookSeries = ({ request, idempotencyKey }: { request: SeriesRequest; idempotencyKey: string }) =>
  call('POST /reservation-series', { json: request, headers: { 'Idempotency-Key': idempotencyKey } });

/** Books, then marks reservations (the series with them), credits and the finder stale. */
export function useBookSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSeries,
    onSuccess: () => {
      for (const queryKey of reservationDependentKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
