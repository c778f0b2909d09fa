import { z } from 'zod';
import { reservationStatuses } from '../reservation-status';
import { apiDateTime } from './common';
import { bookingWarningContract } from './documents';
import { reportAlternativeContract, reservationReportContract } from './reservation-reports';

/** A reservation as its driver or the lot's owner sees it (PRODUCT.md "reservation"). */
export const reservationContract = z.object({
  id: z.number().int(),
  status: z.enum(reservationStatuses),
  user_id: z.number().int(),
  parking_lot_id: z.number().int(),
  automobile_id: z.number().int().nullable(),
  automobile_registration: z.string(),
  visitor_phone: z.string().nullable(),
  start_time: apiDateTime,
  end_time: apiDateTime,
  credits_reserved: z.number().int(),
  credits_paid: z.number().int(),
  /** When it was booked: the driver may cancel within 2 minutes of it even once started. */
  created_at: apiDateTime,
  finalized_at: apiDateTime.nullable(),
  ended_at: apiDateTime.nullable(),
  cancelled_at: apiDateTime.nullable(),
  /** Why it was cancelled, as the canceller wrote it; null when none was given. */
  cancel_reason: z.string().nullable(),
  made_by: z.string(),
  phone: z.string().nullable(),
  place: z.string(),
  zone: z.string().nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  access: z.enum(['free_public', 'public_fee', 'private']),
  /** The lot's access instructions (gate code, level): to its driver while the reservation is scheduled or active, else null. */
  access_instructions: z.string().nullable(),
  type: z.enum(['sent', 'received']),
  /** The driver's "spot taken" report, with the owner's contest and an administrator's decision; null when none. */
  report: reservationReportContract.nullable(),
  parking_lot: z.object({
    id: z.number().int(),
    identifier: z.string(),
    zone: z.string().nullable(),
    address: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    orientation_degrees: z.number().int(),
  }),
});
export type ReservationContract = z.infer<typeof reservationContract>;

/** POST /reservations: the new reservation and what the driver should know (documents expiring). */
export const createdReservationContract = reservationContract.extend({ warnings: z.array(bookingWarningContract) });
export type CreatedReservationContract = z.infer<typeof createdReservationContract>;

/**
 * POST /reservations/{id}/report: the reservation (cancelled, with its report), what came back
 * to the wallet at once (0 when held for an administrator), and up to 5 lots free from now (or
 * the start, if later) to the reservation's end, closest first, to rebook in one tap.
 */
export const reportResult = z.object({
  data: reservationContract,
  refunded: z.number().int(),
  alternatives: z.array(reportAlternativeContract),
  alternatives_from: apiDateTime,
  alternatives_to: apiDateTime,
});
export type ReportResult = z.infer<typeof reportResult>;
