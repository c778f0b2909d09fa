import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { reservationDependentKeys } from '../../../lib/query-keys';

/** DELETE /reservation-series/{id}: the dates from..to (both included), or every remaining one without them. */
export const cancelSeriesDates = ({ id, from, to }: { id: number; from?: string; to?: string }) =>
  call('DELETE /reservation-series/{id}', { params: { id }, searchParams: from && to ? { from, to } : {} });

/** PUT /reservation-series/{id} {renew}: monthly renewal on or off. */
export const setSeriesRenew = ({ id, renew }: { id: number; renew: boolean }) =>
  call('PUT /reservation-series/{id}', { params: { id }, json: { renew } });

/** Both change reservations, the balance and the finder's free periods: all of them refetch. */
function useSeriesMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(reservationDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useCancelSeriesDates = () => useSeriesMutation(cancelSeriesDates);
export const useSetSeriesRenew = () => useSeriesMutation(setSeriesRenew);
