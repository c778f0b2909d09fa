import { useQuery } from '@tanstack/react-query';
import { bookingWarnings, type BookingWarning } from '../../../../domain/documents';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { todayCalendarDate } from '../../../lib/dates';

const warnedKinds = ['technical-inspections', 'insurances', 'road-taxes'] as const;

/**
 * What the booking will warn of for a saved automobile (the server answers the same in
 * `warnings`): its ITP, RCA insurance or road tax expired or expiring before `endDate`.
 */
export function useDocumentWarnings(automobileId: number | null, endDate: string) {
  return useQuery({
    queryKey: ['finder-document-warnings', automobileId, endDate],
    enabled: automobileId !== null,
    staleTime: 60 * 1000,
    queryFn: async (): Promise<BookingWarning[]> => {
      const [itp, insurances, roadTaxes] = await Promise.all(
        warnedKinds.map(async (kind) =>
          unwrapData(await call('GET /automobiles/{id}/{kind}', { params: { id: automobileId ?? 0, kind } })),
        ),
      );
      return bookingWarnings(
        { 'technical-inspections': itp ?? [], insurances: insurances ?? [], 'road-taxes': roadTaxes ?? [] },
        todayCalendarDate(),
        endDate,
      );
    },
  });
}
