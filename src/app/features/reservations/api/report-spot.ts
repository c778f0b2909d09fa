import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportRequest } from '../../../../domain/contracts/reservation-reports';
import { call } from '../../../lib/api-call';
import { reservationKeys } from '../../../lib/query-keys';
import { applyStatusChange } from './change-reservation-status';

export type SpotReport = { id: number; body: ReportRequest; idempotencyKey: string };

/**
 * POST /reservations/{id}/report {reason, note?}: the reservation cancelled with its report, the
 * credits given back at once and the free lots nearby. One key per confirmation: a retry after a
 * lost answer gets the first answer, never a second report.
 */
export const reportSpot = ({ id, body, idempotencyKey }: SpotReport) =>
  call('POST /reservations/{id}/report', {
    params: { id },
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** Like a cancel: the detail is set now; lists, balance and the finder refetch. */
export function useReportSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportSpot,
    onSuccess: (result) => applyStatusChange(queryClient, result.data),
    // Refused (409: reported elsewhere, closed meanwhile): the page reloads what is true now.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: reservationKeys.detail(id) }),
  });
}
