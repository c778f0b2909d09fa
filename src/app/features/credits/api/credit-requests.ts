import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditRequestContract } from '../../../../domain/contracts/credit-requests';
import { call } from '../../../lib/api-call';
import { creditKeys } from '../../../lib/query-keys';

export type CreditRequest = CreditRequestContract;

/** GET /credit-requests: my requests (newest first) and whether this server takes them. */
export const myCreditRequestsQuery = () =>
  queryOptions({ queryKey: creditKeys.requests(), queryFn: () => call('GET /credit-requests') });

export const useMyCreditRequests = () => useQuery(myCreditRequestsQuery());

/** POST /credit-requests {note?}: every administrator is notified; the answer comes as a notification. */
export function useRequestCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (await call('POST /credit-requests', { json: { note: note.trim() || null } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.requests() }),
  });
}
