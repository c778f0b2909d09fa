import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationSeriesContract } from '../../../../domain/contracts/reservation-series';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

export type LotSeries = ReservationSeriesContract;

/** GET /parking-lots/{id}/reservation-series: the series booked on the owner's lot with dates to come. */
export async function getLotSeries(lotId: number): Promise<LotSeries[]> {
  return unwrapData(await call('GET /parking-lots/{id}/reservation-series', { params: { id: lotId } }));
}

/** Under the reservations keys: every booking or cancel refreshes it with the calendar. */
export const lotSeriesQuery = (lotId: number) =>
  queryOptions({ queryKey: reservationKeys.lotSeries(lotId), queryFn: () => getLotSeries(lotId) });

export const useLotSeries = (lotId: number) => useQuery(lotSeriesQuery(lotId));
