import { z } from 'zod';
import { auditEntryContract } from './audit';

export const reservationStatusValues = ['scheduled', 'active', 'expired', 'finalized', 'cancelled'] as const;

/** A reservation in the /admin/reservations list. */
export const adminReservationContract = z.object({
  id: z.number().int(),
  status: z.enum(reservationStatusValues),
  parking_lot_id: z.number().int(),
  parking_lot_identifier: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  automobile_registration: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  credits_reserved: z.number().int(),
  credits_paid: z.number().int(),
});
export type AdminReservationContract = z.infer<typeof adminReservationContract>;

export const adminReservationDetailContract = adminReservationContract.extend({
  visitor_phone: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.number().int().nullable(),
  audit: z.array(auditEntryContract),
});
export type AdminReservationDetailContract = z.infer<typeof adminReservationDetailContract>;

/** PUT /admin/reservations/{id}: cancel (full refund). */
export const adminReservationUpdateSchema = z.object({ status: z.literal('cancelled') });

/**
 * One movement of a user's wallet in /admin/transactions. The columns are listed once in
 * `adminTransactionColumns` (the CSV follows it): a new column (e.g. a payment reference)
 * is one field here and one entry there.
 */
export const adminTransactionContract = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  date: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  type: z.enum(['added', 'used']),
  kind: z.string(),
  amount: z.number().int(),
  description: z.string(),
  reservation_id: z.number().int().nullable(),
});
export type AdminTransactionContract = z.infer<typeof adminTransactionContract>;

export const adminTransactionColumns = [
  'id',
  'transaction_id',
  'date',
  'user_id',
  'user_name',
  'type',
  'kind',
  'amount',
  'description',
  'reservation_id',
] as const satisfies readonly (keyof AdminTransactionContract)[];

/** Sums over the whole filtered set: credits added to wallets, used from them, and fees kept. */
export const transactionTotalsContract = z.object({
  added: z.number().int(),
  used: z.number().int(),
  fees: z.number().int(),
});

export const adminTransactionListContract = z.object({
  data: z.array(adminTransactionContract),
  meta: z.object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
  }),
  totals: transactionTotalsContract,
});
export type AdminTransactionListContract = z.infer<typeof adminTransactionListContract>;
