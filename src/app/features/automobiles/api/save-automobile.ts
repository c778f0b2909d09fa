import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataBody } from '../../../../domain/contracts/common';
import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';
import { automobileKeys, type Automobile } from './get-my-automobiles';

export type AutomobileInput = { registration_number: string; make: string; model: string; vin: string };

/** POST /automobiles; the user's automobiles (persisted, offered by the reservation form) refresh after. */
export function useCreateAutomobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AutomobileInput) =>
      unwrapData(await api.post<DataBody<Automobile>>('automobiles', { json: input })),
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
    mutationFn: async ({ make, model, vin }: Omit<AutomobileInput, 'registration_number'>) =>
      unwrapData(await api.put<DataBody<Automobile>>(`automobiles/${id}`, { json: { make, model, vin } })),
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
    mutationFn: () => api.delete<void>(`automobiles/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: automobileKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: automobileKeys.mine() });
    },
  });
}
