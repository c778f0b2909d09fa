import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationSeriesContract } from '../../../../domain/contracts/reservation-series';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

export type ReservationSeries = ReservationSeriesContract;

/** GET /reservation-series: the driver's series, each with its dates and those still to come. */
export const getSeriesList = async (): Promise<ReservationSeries[]> =>
  unwrapData(await call('GET /reservation-series'));

export const seriesListQuery = () => queryOptions({ queryKey: reservationKeys.series(), queryFn: getSeriesList });

export const useSeriesList = () => useQuery(seriesListQuery());
