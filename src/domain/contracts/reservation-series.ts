import { z } from 'zod';
import { apiDayPattern } from '../calendar-date';
import { reservationStatuses } from '../reservation-status';
import { MAX_SERIES_WEEKS, occurrenceReasons } from '../reservation-series';
import { apiDateTime } from './common';

const id = z.number().int().positive().max(2_147_483_647);
const day = z.string().regex(apiDayPattern).describe("A calendar day 'YYYY-MM-DD' in the app's time zone");
const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/)
  .describe("A local wall-clock time 'HH:mm' in the app's time zone");

/**
 * POST /reservation-series/preview and POST /reservation-series (docs/recurring.md): on a lot,
 * with one of the driver's cars, from `from` to `to` local time on the chosen ISO weekdays
 * (Monday = 1), for `weeks` weeks from `start_date`; `renew`: every 4 weeks the next block is
 * held (monthly parking).
 */
export const seriesRequest = z.object({
  parking_lot_id: id,
  automobile_id: id,
  weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  from: localTime,
  to: localTime,
  start_date: day,
  weeks: z.number().int().min(1).max(MAX_SERIES_WEEKS),
  renew: z.boolean().default(false),
});
export type SeriesRequest = z.input<typeof seriesRequest>;
export type SeriesBody = z.output<typeof seriesRequest>;

/** One date of a preview: free to book, or why not. */
export const seriesOccurrenceContract = z.object({
  date: day,
  start_time: apiDateTime,
  end_time: apiDateTime,
  credits: z.number().int(),
  free: z.boolean(),
  /**
   * Why not free: past; lot_closed (its owner takes no new bookings); schedule_closed;
   * window_ended; booked (already the driver's, with this car); taken; car_busy; rule.
   */
  reason: z.enum(occurrenceReasons).optional(),
});
export type SeriesOccurrenceContract = z.infer<typeof seriesOccurrenceContract>;

export const seriesPreviewContract = z.object({
  occurrences: z.array(seriesOccurrenceContract),
  free_count: z.number().int(),
  /** The credits the free dates hold together. */
  total_credits: z.number().int(),
  balance: z.number().int(),
  enough_credits: z.boolean(),
});
export type SeriesPreviewContract = z.infer<typeof seriesPreviewContract>;

/** A booked date of a series: its own reservation. */
export const seriesReservationContract = z.object({
  reservation_id: z.number().int(),
  date: day,
  start_time: apiDateTime,
  end_time: apiDateTime,
  status: z.enum(reservationStatuses),
  credits_reserved: z.number().int(),
});

export const reservationSeriesContract = z.object({
  id: z.number().int(),
  parking_lot_id: z.number().int(),
  place: z.string(),
  automobile_id: z.number().int(),
  automobile_registration: z.string(),
  weekdays: z.array(z.number().int()),
  from: z.string(),
  to: z.string(),
  start_date: day,
  weeks: z.number().int(),
  renew: z.boolean(),
  /** The first day after the current block. */
  block_end: day,
  status: z.enum(['active', 'ended']),
  created_at: apiDateTime,
  reservations: z.array(seriesReservationContract),
  /** The dates still to come that are booked (scheduled or active). */
  remaining: z.array(day),
  remaining_credits: z.number().int(),
});
export type ReservationSeriesContract = z.infer<typeof reservationSeriesContract>;

/** POST /reservation-series: the series with its booked dates, and the dates not free (not booked). */
export const bookedSeriesContract = reservationSeriesContract.extend({
  skipped: z.array(seriesOccurrenceContract),
});
export type BookedSeriesContract = z.infer<typeof bookedSeriesContract>;

/** DELETE /reservation-series/{id}?from=&to=: the range of dates to cancel (both ends included). */
export const cancelSeriesQuery = z.object({ from: day.optional(), to: day.optional() });
export type CancelSeriesRequest = z.input<typeof cancelSeriesQuery>;

export const cancelledSeriesContract = z.object({
  /** Each cancelled date with what came back to the wallet (one refund line each). */
  cancelled: z.array(z.object({ reservation_id: z.number().int(), date: day, refunded: z.number().int() })),
  refunded_total: z.number().int(),
  series: reservationSeriesContract,
});
export type CancelledSeriesContract = z.infer<typeof cancelledSeriesContract>;

export const updateSeriesBody = z.object({ renew: z.boolean() });
export type UpdateSeriesRequest = z.input<typeof updateSeriesBody>;
