import { type ReservationStatus } from './reservation-status';

/** A start up to this far in the past is accepted (the form's clock and the trip to the server). */
export const PAST_START_TOLERANCE_MS = 60_000;

export type BookableLot = { available: boolean; availableFrom: Date | null; availableTo: Date | null };

export type BookingProblem =
  | { field: 'parking_lot_id'; code: 'lot_unavailable' }
  | { field: 'start_time'; code: 'start_in_past' | 'start_before_available' }
  | { field: 'end_time'; code: 'end_not_after_start' | 'end_after_available' };

/** The window's rules one by one (the booking form checks them too, without the clock's rule). */
export const startsBeforeAvailable = (availableFrom: Date | null, start: Date): boolean =>
  availableFrom !== null && start.getTime() < availableFrom.getTime();
export const endsNotAfterStart = (start: Date, end: Date): boolean => end.getTime() <= start.getTime();
export const endsAfterAvailable = (availableTo: Date | null, end: Date): boolean =>
  availableTo !== null && end.getTime() > availableTo.getTime();

/**
 * The time rules of a booking, all reported at once: the lot must be available, the
 * range inside its window [available_from, available_to) (no available_to: unlimited)
 * and not starting in the past.
 */
export function bookingTimeProblems(lot: BookableLot, start: Date, end: Date, now: Date): BookingProblem[] {
  const problems: BookingProblem[] = [];
  // No available_from means private: never bookable.
  if (!lot.available || !lot.availableFrom) problems.push({ field: 'parking_lot_id', code: 'lot_unavailable' });
  if (start.getTime() < now.getTime() - PAST_START_TOLERANCE_MS) {
    problems.push({ field: 'start_time', code: 'start_in_past' });
  } else if (startsBeforeAvailable(lot.availableFrom, start)) {
    problems.push({ field: 'start_time', code: 'start_before_available' });
  }
  if (endsNotAfterStart(start, end)) {
    problems.push({ field: 'end_time', code: 'end_not_after_start' });
  } else if (endsAfterAvailable(lot.availableTo, end)) {
    problems.push({ field: 'end_time', code: 'end_after_available' });
  }
  return problems;
}

/** How the caller relates to a reservation; one account can be more than one of these. */
export type Party = { isDriver: boolean; isOwner: boolean; isAdmin: boolean };

export type TransitionDecision =
  { ok: true } | { ok: false; reason: 'closed' | 'started' | 'not_started' | 'not_driver' | 'not_party' };

const allowed = { ok: true } as const;

/**
 * The honest mistake (PRODUCT.md, "Trust at the lot"): within this long of booking, the driver
 * may cancel for a full refund even once the reservation started.
 */
export const HONEST_MISTAKE_MS = 2 * 60_000;

/** Whether `now` is still within the honest-mistake grace of a reservation booked at `createdAt`. */
export function withinHonestMistake(createdAt: Date | undefined, now: Date): boolean {
  return createdAt !== undefined && now.getTime() - createdAt.getTime() < HONEST_MISTAKE_MS;
}

/**
 * Cancel: the driver while scheduled, or while active within HONEST_MISTAKE_MS of booking
 * (`inGrace`); the owner and administrators while scheduled or active. Always a full refund.
 * `status` is the effective status (reservation-status).
 */
export function cancelDecision(party: Party, status: ReservationStatus, inGrace = false): TransitionDecision {
  if (!party.isDriver && !party.isOwner && !party.isAdmin) return { ok: false, reason: 'not_party' };
  if (status !== 'scheduled' && status !== 'active') return { ok: false, reason: 'closed' };
  if (status === 'active' && !party.isOwner && !party.isAdmin && !inGrace) return { ok: false, reason: 'started' };
  return allowed;
}

/** Finalize: only the driver, only while active. */
export function finalizeDecision(party: Party, status: ReservationStatus): TransitionDecision {
  if (!party.isDriver) return { ok: false, reason: party.isOwner || party.isAdmin ? 'not_driver' : 'not_party' };
  if (status === 'scheduled') return { ok: false, reason: 'not_started' };
  if (status !== 'active') return { ok: false, reason: 'closed' };
  return allowed;
}
