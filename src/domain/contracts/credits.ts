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

/** GET /transactions: the caller's history, newest first, filtered by kind and days. */
export const listTransactionsQuery = z.object({
  type: z.enum(['added', 'used']).optional(),
  start_date: z.string().max(40).optional(),
  end_date: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListTransactionsRequest = z.input<typeof listTransactionsQuery>;

/** GET /credits/earnings: the owner's payouts grouped by day, week or month. */
export const creditEarningsQuery = z.object({
  group: z.enum(earningsGroups).default('day'),
  from: z
    .string()
    .max(40)
    .optional()
    .describe("First day, 'YYYY-MM-DD' (default: 13 days, 11 weeks or 11 months back)"),
  to: z.string().max(40).optional().describe("Last day, 'YYYY-MM-DD' (default: today)"),
});
export type CreditEarningsRequest = z.input<typeof creditEarningsQuery>;
