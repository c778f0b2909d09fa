import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRatingContract, OwnerHoldContract } from '../../../../domain/contracts/ratings';
import { api } from '../../../lib/api';
import { ratingKeys } from './rating-keys';

export type AdminRating = AdminRatingContract;
export type OwnerHold = OwnerHoldContract;

/** GET /admin/ratings: ratings with a report waiting for a decision. */
export const adminReportedRatingsQuery = () =>
  queryOptions({
    queryKey: ratingKeys.adminReported(),
    queryFn: async () => (await api.get<{ data: AdminRating[] }>('admin/ratings')).data,
  });
export const useAdminReportedRatings = () => useQuery(adminReportedRatingsQuery());

/** PUT /admin/ratings/{id} {decision}: hide or keep (audited); a second decision answers 409. */
export function useModerateRating() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'hide' | 'keep' }) =>
      api.put<null>(`admin/ratings/${id}`, { json: { decision } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin'] }),
        client.invalidateQueries({ queryKey: ratingKeys.all }),
      ]),
  });
}

/** GET /admin/owner-holds: owners whose lots are out of search. */
export const adminOwnerHoldsQuery = () =>
  queryOptions({
    queryKey: ratingKeys.adminHolds(),
    queryFn: async () => (await api.get<{ data: OwnerHold[] }>('admin/owner-holds')).data,
  });
export const useAdminOwnerHolds = () => useQuery(adminOwnerHoldsQuery());

/** POST /admin/owner-holds/{id}/restore: the owner's lots back in search (audited; the owner is told). */
export function useRestoreOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.post<null>(`admin/owner-holds/${id}/restore`, { json: { note: note || null } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
