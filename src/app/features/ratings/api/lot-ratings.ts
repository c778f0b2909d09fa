import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatingContract } from '../../../../domain/contracts/ratings';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { ratingKeys } from './rating-keys';

export type Rating = RatingContract;

/** GET /parking-lots/{id}/ratings: its shown ratings; the average and count from 3 of them. */
export const getLotRatings = (lotId: number) => call('GET /parking-lots/{id}/ratings', { params: { id: lotId } });

export const lotRatingsQuery = (lotId: number) =>
  queryOptions({ queryKey: ratingKeys.lot(lotId), queryFn: () => getLotRatings(lotId) });

export const useLotRatings = (lotId: number) => useQuery({ ...lotRatingsQuery(lotId), enabled: lotId > 0 });

/** POST /ratings/{id}/reply: the lot owner's one reply. */
export function useReplyToRating(lotId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reply }: { id: number; reply: string }) =>
      unwrapData(await call('POST /ratings/{id}/reply', { params: { id }, json: { reply } })),
    onSettled: () => client.invalidateQueries({ queryKey: ratingKeys.lot(lotId) }),
  });
}

/** POST /ratings/{id}/report: to the administrators (a second report by the same person changes nothing). */
export function useReportRating() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call('POST /ratings/{id}/report', { params: { id }, json: { reason: reason || null } }),
  });
}
