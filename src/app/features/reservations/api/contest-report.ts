import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContestRequest } from '../../../../domain/contracts/reservation-reports';
import { call } from '../../../lib/api-call';
import { reservationKeys } from '../../../lib/query-keys';
import { unwrapData } from '../../../lib/api-client';
import { applyStatusChange } from './change-reservation-status';

export type ReportContest = { id: number; body: ContestRequest };

/** POST /reservations/{id}/contest {note}: the lot's owner disputes the driver's report (once, within 72 hours). */
export const contestReport = async ({ id, body }: ReportContest) =>
  unwrapData(await call('POST /reservations/{id}/contest', { params: { id }, json: body }));

export function useContestReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contestReport,
    onSuccess: (updated) => applyStatusChange(queryClient, updated),
    // Refused (409: contested already, window passed): the page reloads what is true now.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: reservationKeys.detail(id) }),
  });
}
