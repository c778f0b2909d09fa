import { z } from 'zod';
import { apiDateTime } from './common';

/** GET /credits. */
export const balanceContract = z.object({ balance: z.number().int() });

/** One entry of the caller's credit history (PRODUCT.md "transaction"). */
export const transactionContract = z.object({
  id: z.number().int(),
  date: apiDateTime,
  amount: z.number().int().nonnegative(),
  type: z.enum(['added', 'used']),
  description: z.string(),
  reservation_id: z.number().int().nullable(),
  /** A card top-up's receipt (/credits/receipts/{payment_id}). */
  payment_id: z.number().int().nullable(),
});
export type TransactionContract = z.infer<typeof transactionContract>;

/** How GET /credits/earnings groups the owner's payouts (weeks start on Monday). */
export const earningsGroups = ['day', 'week', 'month'] as const;
export type EarningsGroup = (typeof earningsGroups)[number];

/** One period of the owner's earnings: its first day, credits paid out and bookings paid. */
export const earningsPeriodContract = z.object({
  period: z.string().describe("The period's first day, 'YYYY-MM-DD' in the app's time zone"),
  credits: z.number().int().nonnegative(),
  bookings: z.number().int().nonnegative(),
});
export type EarningsPeriodContract = z.infer<typeof earningsPeriodContract>;

/** GET /credits/earnings: every period of the range (empty ones too), oldest first. */
export const earningsContract = z.object({
  data: z.array(earningsPeriodContract),
  meta: z.object({
    group: z.enum(earningsGroups),
    from: z.string().describe("First day of the range, 'YYYY-MM-DD'"),
    to: z.string().describe("Last day of the range, 'YYYY-MM-DD'"),
    total_credits: z.number().int().nonnegative(),
    total_bookings: z.number().int().nonnegative(),
  }),
});
export type EarningsContract = z.infer<typeof earningsContract>;
