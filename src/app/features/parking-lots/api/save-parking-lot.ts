import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { finderKeys, reservationKeys } from '../../../lib/query-keys';
import { parkingLotKeys } from './get-my-parking-lots';
import type { ParkingLotInput } from './parking-lot-types';

/** POST /parking-lots (no id) or PUT /parking-lots/{id}; the lot lists and its details refresh after. */
export function useSaveParkingLot(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParkingLotInput) =>
      id === undefined
        ? call('POST /parking-lots', { json: input })
        : call('PUT /parking-lots/{id}', { params: { id }, json: input }),
    onSuccess: async (lot) => {
      queryClient.setQueryData(parkingLotKeys.detail(lot.id), lot);
      // Searches made before the change may place or describe this lot wrongly.
      queryClient.removeQueries({ queryKey: finderKeys.all });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: parkingLotKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: reservationKeys.forLot(lot.id) }),
      ]);
    },
  });
}

/** DELETE /parking-lots/{id}: refused (409, with the server's reason) while it has reservations. */
export function useDeleteParkingLot(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('DELETE /parking-lots/{id}', { params: { id } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: parkingLotKeys.detail(id) });
      queryClient.removeQueries({ queryKey: finderKeys.all });
      await queryClient.invalidateQueries({ queryKey: parkingLotKeys.mine() });
    },
  });
}
