import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PassContract } from '../../../../domain/contracts/passes';
import { call } from '../../../lib/api-call';
import { reservationKeys } from '../../../lib/query-keys';

/** The signed pass of one of the driver's open reservations: the token and its QR code (SVG). */
export type Pass = PassContract;

/** GET /reservations/{id}/pass: the driver's only (404 for others), 409 once the reservation is over. */
export const getPass = (id: number) => call('GET /reservations/{id}/pass', { params: { id } });

/** Kept under the reservations key, so it is saved on the device with the reservation. */
export const passQuery = (id: number) =>
  queryOptions({ queryKey: reservationKeys.pass(id), queryFn: () => getPass(id) });

/** The pass, fetched (and so kept for use offline) only where `enabled`. */
export const usePass = (id: number, enabled = true) => useQuery({ ...passQuery(id), enabled: enabled && id > 0 });

/**
 * A reservation seen closed (cancelled, finished, expired) takes its kept pass off the device:
 * the old code must not be shown any more, with no signal either.
 */
export function forgetClosedPass(queryClient: QueryClient, reservation: { id: number; status: string }): void {
  if (reservation.status === 'cancelled' || reservation.status === 'finalized' || reservation.status === 'expired')
    queryClient.removeQueries({ queryKey: reservationKeys.pass(reservation.id), exact: true });
}
