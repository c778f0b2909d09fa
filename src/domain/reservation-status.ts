/**
 * Reservation statuses. The stored status lags the clock (the sweeper catches up every
 * few seconds), so everything that shows or decides on a status reads it through
 * `effectiveStatus`: a reservation whose times say it is active is never shown as
 * scheduled, and one whose end has passed is expired.
 */

export const reservationStatuses = ['scheduled', 'active', 'expired', 'finalized', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** Statuses that still hold credits and block the lot. */
export const openStatuses = ['scheduled', 'active'] as const satisfies readonly ReservationStatus[];

export const reservationStatusFilters = ['all', 'scheduled_or_active', ...reservationStatuses] as const;
export type ReservationStatusFilter = (typeof reservationStatusFilters)[number];

export function isOpen(status: ReservationStatus): boolean {
  return status === 'scheduled' || status === 'active';
}

type Timed = { status: ReservationStatus; startTime: Date; endTime: Date };

export function effectiveStatus(reservation: Timed, now: Date): ReservationStatus {
  const { status, startTime, endTime } = reservation;
  if (!isOpen(status)) return status;
  if (endTime.getTime() <= now.getTime()) return 'expired';
  if (startTime.getTime() <= now.getTime()) return 'active';
  return 'scheduled';
}

/** Whether an open reservation's end has passed, so it must be settled as expired. */
export function isDueForExpiry(reservation: Timed, now: Date): boolean {
  return isOpen(reservation.status) && reservation.endTime.getTime() <= now.getTime();
}

export function matchesStatusFilter(status: ReservationStatus, filter: ReservationStatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'scheduled_or_active') return isOpen(status);
  return status === filter;
}
