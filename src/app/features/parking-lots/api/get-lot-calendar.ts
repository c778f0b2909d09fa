import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationContract } from '../../../../domain/contracts/reservations';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

export type CalendarReservation = ReservationContract;

/** GET /parking-lots/{id}/reservations: the lot's bookings (not cancelled ones) over a range. */
export async function getLotCalendar(lotId: number, from: string, to: string): Promise<CalendarReservation[]> {
  const answer = await call('GET /parking-lots/{id}/reservations', {
    params: { id: lotId },
    searchParams: { from, to },
  });
  return unwrapData(answer);
}

/** One week of the lot's calendar, under the reservations keys so every booking event refreshes it. */
export const lotCalendarQuery = (lotId: number, from: string, to: string) =>
  queryOptions({
    queryKey: reservationKeys.calendar(lotId, from),
    queryFn: () => getLotCalendar(lotId, from, to),
    placeholderData: keepPreviousData,
  });

export const useLotCalendar = (lotId: number, from: string, to: string) => useQuery(lotCalendarQuery(lotId, from, to));
