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
