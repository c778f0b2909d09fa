import { z } from 'zod';
import { auditEntryContract } from './audit';
import { pageMeta } from './common';
import { adminSettleRequest, reservationReportContract } from './reservation-reports';

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
  report: reservationReportContract.nullable(),
});
export type AdminReservationContract = z.infer<typeof adminReservationContract>;

export const adminReservationDetailContract = adminReservationContract.extend({
  visitor_phone: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.number().int().nullable(),
  audit: z.array(auditEntryContract),
});
export type AdminReservationDetailContract = z.infer<typeof adminReservationDetailContract>;

/**
 * PUT /admin/reservations/{id}: cancel (full refund), or decide a contested or held report
 * once ('charge': as if finalized at the report's time; 'refund').
 */
export const adminReservationUpdateSchema = z.union([z.object({ status: z.literal('cancelled') }), adminSettleRequest]);

/** The Stripe payment behind a top-up row: what was charged and where to find it in Stripe. */
export const adminTransactionPaymentContract = z.object({
  id: z.number().int(),
  stripe_session_id: z.string(),
  stripe_payment_intent_id: z.string().nullable(),
  receipt_url: z.string().nullable(),
  /** What the card was charged, in minor units of `currency` (bani for RON). */
  amount_minor: z.number().int(),
  currency: z.string(),
});
export type AdminTransactionPaymentContract = z.infer<typeof adminTransactionPaymentContract>;

/**
 * One movement of a user's wallet in /admin/transactions. The CSV columns are listed once in
 * `adminTransactionCsvColumns`: a new column is one field here and one entry there.
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
  /** The card payment of a top-up (kind `top_up`); null for every other row. */
  payment: adminTransactionPaymentContract.nullable(),
});
export type AdminTransactionContract = z.infer<typeof adminTransactionContract>;

const paymentField =
  (key: keyof AdminTransactionPaymentContract) =>
  (row: AdminTransactionContract): string | number | null =>
    row.payment?.[key] ?? null;

/** The words for the codes, in the reader's language (the server's catalogs hold them). */
export type AdminTransactionCsvLabels = {
  type: (code: AdminTransactionContract['type']) => string;
  kind: (code: string) => string;
};

/**
 * The CSV columns, in order: a key (the server words it as the header, in the reader's
 * language) and how each row fills it (payment fields empty off top-ups). Each code column
 * (type, kind) keeps the code, for filters and formulas, and is followed by its label.
 */
export const adminTransactionCsvColumns = [
  ['id', (r) => r.id],
  ['transaction_id', (r) => r.transaction_id],
  ['date', (r) => r.date],
  ['user_id', (r) => r.user_id],
  ['user_name', (r) => r.user_name],
  ['type', (r) => r.type],
  ['type_label', (r, label) => label.type(r.type)],
  ['kind', (r) => r.kind],
  ['kind_label', (r, label) => label.kind(r.kind)],
  ['amount', (r) => r.amount],
  ['description', (r) => r.description],
  ['reservation_id', (r) => r.reservation_id],
  ['payment_id', paymentField('id')],
  ['stripe_session_id', paymentField('stripe_session_id')],
  ['stripe_payment_intent_id', paymentField('stripe_payment_intent_id')],
  ['receipt_url', paymentField('receipt_url')],
  ['payment_amount_minor', paymentField('amount_minor')],
  ['payment_currency', paymentField('currency')],
] as const satisfies readonly (readonly [
  string,
  (row: AdminTransactionContract, label: AdminTransactionCsvLabels) => unknown,
])[];
export type AdminTransactionCsvColumn = (typeof adminTransactionCsvColumns)[number][0];

/** The `type` filter: a direction (added, used), or only the top-ups (credits bought by card). */
export const adminTransactionTypeFilterValues = ['added', 'used', 'top_up'] as const;

/**
 * Sums over the whole filtered set: credits added to wallets, used from them, and fees kept.
 * `purchased` is the part of `added` that was bought by card (top-ups); it is inside `added`,
 * not beside it, so added = purchased + granted + refunds + earnings.
 */
export const transactionTotalsContract = z.object({
  added: z.number().int(),
  used: z.number().int(),
  fees: z.number().int(),
  purchased: z.number().int(),
});

export const adminTransactionListContract = z.object({
  data: z.array(adminTransactionContract),
  // The total is exact here: the totals of the filtered set are summed anyway.
  meta: pageMeta,
  totals: transactionTotalsContract,
});
export type AdminTransactionListContract = z.infer<typeof adminTransactionListContract>;
