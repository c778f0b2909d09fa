import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCreditRequestListContract,
  CreditRequestContract,
  CreditRequestDecisionBody,
} from '../../../../domain/contracts/credit-requests';
import { api } from '../../../lib/api';
import { creditKeys } from '../../../lib/query-keys';

export type CreditRequestStatusFilter = 'open' | 'any';

/** GET /admin/credit-requests: the open requests (oldest first), or every request; and the suggested grant. */
export const adminCreditRequestsQuery = (status: CreditRequestStatusFilter) =>
  queryOptions({
    queryKey: creditKeys.adminRequests(status),
    queryFn: () => api.get<AdminCreditRequestListContract>('admin/credit-requests', { searchParams: { status } }),
  });

export const useAdminCreditRequests = (status: CreditRequestStatusFilter) => useQuery(adminCreditRequestsQuery(status));

/**
 * PUT /admin/credit-requests/{id}: grant or decline, once (a second tap, or another
 * administrator first, answers 409); the lists, the audit and the user's records reload.
 */
export function useDecideCreditRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, json }: { id: number; json: CreditRequestDecisionBody }) =>
      (await api.put<{ data: CreditRequestContract }>(`admin/credit-requests/${id}`, { json })).data,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: creditKeys.requests() }),
        client.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
