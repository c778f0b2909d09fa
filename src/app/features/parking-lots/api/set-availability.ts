import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { availabilityChangeSchema } from '../../../../domain/parking-lot';
import { call } from '../../../lib/api-call';
import { finderKeys } from '../../../lib/query-keys';
import { parkingLotKeys } from './get-my-parking-lots';
import type { ParkingLot } from './parking-lot-types';

/** Fast availability: from now for one of the lot's durations, unlimited (null), or off. */
export type FastAvailability = z.input<ReturnType<typeof availabilityChangeSchema>>;

/** POST /parking-lots/{id}/availability; the answer is the lot as it now stands. */
export function useSetAvailability(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FastAvailability) =>
      call('POST /parking-lots/{id}/availability', { params: { id }, json: change }),
    onSuccess: async (lot) => {
      queryClient.setQueryData(parkingLotKeys.detail(id), lot);
      queryClient.setQueryData<ParkingLot[]>(parkingLotKeys.mine(), (lots) =>
        lots?.map((l) => (l.id === id ? lot : l)),
      );
      // Searches made before the change are wrong about this lot: drop them rather than show them again.
      queryClient.removeQueries({ queryKey: finderKeys.all });
      await queryClient.invalidateQueries({ queryKey: parkingLotKeys.mine() });
    },
  });
}
