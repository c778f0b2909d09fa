import { z } from 'zod';
import { reservationStatusFilters } from '../reservation-status';

/** An id from JSON (number) or a form (numeric string); anything else reads as not given. */
const idField = z.preprocess(
  (v: number | string | null | undefined) =>
    typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v === '' ? null : v,
  z.number().int().positive().max(2_147_483_647).nullish(),
);
const text = (max: number) => z.string().max(max).nullish();

/**
 * POST /reservations: a saved automobile (automobile_id) or a visitor's registration and
 * phone; the times as 'YYYY-MM-DD HH:mm:ss' in the app's zone (or ISO 8601 with an offset).
 * The booking's own checks (create-reservation.ts) give the field errors.
 */
export const createReservationBody = z.object({
  parking_lot_id: idField,
  automobile_id: idField,
  automobile_registration: text(32),
  visitor_phone: text(32),
  start_time: text(40),
  end_time: text(40),
});
export type CreateReservationRequest = z.input<typeof createReservationBody>;
export type CreateReservationBody = z.output<typeof createReservationBody>;

export const reservationTypes = ['all', 'sent', 'received'] as const;
export type ReservationType = (typeof reservationTypes)[number];

/** GET /reservations: sent (as driver), received (as owner) or both, newest start first. */
export const listReservationsQuery = z.object({
  type: z.enum(reservationTypes).default('all'),
  status: z.enum(reservationStatusFilters).default('all'),
  place: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(100),
});
export type ListReservationsRequest = z.input<typeof listReservationsQuery>;
export type ListReservationsQuery = z.output<typeof listReservationsQuery>;

/** PUT /reservations/{id}. reason: why it is cancelled (quoted to the other party); blank is none. */
export const updateReservationBody = z.object({
  status: z.enum(['cancelled', 'finalized']),
  reason: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
});
export type UpdateReservationRequest = z.input<typeof updateReservationBody>;

/** GET /parking-lots/{id}/reservations: the owner's calendar over a range. */
export const lotCalendarQuery = z.object({
  from: z.string().max(40).describe("'YYYY-MM-DD HH:mm:ss' in the app's time zone, or ISO 8601 with an offset"),
  to: z.string().max(40).describe('The end of the range (at most 62 days after from)'),
});
export type LotCalendarRequest = z.input<typeof lotCalendarQuery>;

/** GET /parking-lots/{id}/check: the open reservation of a registration on the lot, if any. */
export const lotCheckQuery = z.object({ registration: z.string().min(1).max(32) });
export type LotCheckRequest = z.input<typeof lotCheckQuery>;
