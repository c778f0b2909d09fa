import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { automobileCreateSchema } from '../../../../domain/automobile-schemas';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { automobileKeys } from './get-my-automobiles';

export type AutomobileInput = z.input<typeof automobileCreateSchema>;

/** POST /automobiles; the user's automobiles (persisted, offered by the reservation form) refresh after. */
export function useCreateAutomobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AutomobileInput) => unwrapData(await call('POST /automobiles', { json: input })),
    onSuccess: (automobile) => {
      queryClient.setQueryData(automobileKeys.detail(automobile.id), automobile);
      return queryClient.invalidateQueries({ queryKey: automobileKeys.mine() });
    },
  });
}

/** PUT /automobiles/{id} without registration_number: it never changes after creation. */
export function useUpdateAutomobile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ make, model, vin, height_cm, length_cm }: Omit<AutomobileInput, 'registration_number'>) =>
      unwrapData(
        await call('PUT /automobiles/{id}', { params: { id }, json: { make, model, vin, height_cm, length_cm } }),
      ),
    onSuccess: (automobile) => {
      queryClient.setQueryData(automobileKeys.detail(id), automobile);
      return queryClient.invalidateQueries({ queryKey: automobileKeys.mine() });
    },
  });
}

/** DELETE /automobiles/{id}: refused (409, with the server's reason) while a reservation holds it. */
export function useDeleteAutomobile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('DELETE /automobiles/{id}', { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: automobileKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: automobileKeys.mine() });
    },
  });
}
