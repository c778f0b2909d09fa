import { z } from 'zod';
import { isValidPhone } from '../phone';
import { validationCodes } from '../validation-codes';
import { auditEntryContract } from './audit';

/** A user in the /admin/users list. */
export const adminUserContract = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language: z.enum(['ro', 'en']),
  is_admin: z.boolean(),
  suspended: z.boolean(),
  suspended_reason: z.string().nullable(),
  /** When the account was suspended, 'YYYY-MM-DD HH:mm:ss'; null when it is not. */
  suspended_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserContract = z.infer<typeof adminUserContract>;

/** A user's admin detail: balance, automobiles, lots, latest reservations, locations and audit. */
export const adminUserDetailContract = adminUserContract.extend({
  balance: z.number().int(),
  automobiles: z.array(
    z.object({ id: z.number().int(), registration_number: z.string(), make: z.string().nullable() }),
  ),
  parking_lots: z.array(
    z.object({ id: z.number().int(), identifier: z.string(), zone: z.string().nullable(), available: z.boolean() }),
  ),
  reservations: z.array(
    z.object({
      id: z.number().int(),
      parking_lot_identifier: z.string(),
      automobile_registration: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      status: z.string(),
    }),
  ),
  locations: z.array(z.object({ id: z.number().int(), title: z.string(), added_at: z.string().nullable() })),
  audit: z.array(auditEntryContract),
  /**
   * What the administrator reading it may do to this account, as the server would decide now:
   * never their own flag or their own suspension, never the last administrator's flag.
   */
  can_change_admin: z.boolean(),
  can_suspend: z.boolean(),
});
export type AdminUserDetailContract = z.infer<typeof adminUserDetailContract>;

/** PUT /admin/users/{id}: any of these. */
export const adminUserUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(255),
    phone: z
      .string()
      .trim()
      .max(32)
      .nullable()
      .refine((v) => !v || isValidPhone(v), { params: { code: validationCodes.phone } }),
    language: z.enum(['ro', 'en']),
    is_admin: z.boolean(),
    suspended: z.boolean(),
    suspended_reason: z.string().trim().max(500).nullable(),
  })
  .partial();
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** POST /admin/users/{id}/credits. */
export const creditGrantSchema = z.object({
  // Bounds first, integer after: an amount past the range (or PostgreSQL's integer) gets the
  // one message that helps, "Must be at most 100000.", not the safe-integer one.
  amount: z.coerce.number().min(1).max(100_000).pipe(z.number().int()),
  description: z.string().trim().max(255).nullish(),
});

export const creditGrantContract = z.object({
  balance: z.number().int(),
  transaction: z.object({
    id: z.number().int(),
    date: z.string().nullable(),
    amount: z.number().int(),
    type: z.literal('added'),
    description: z.string(),
    reservation_id: z.null(),
  }),
});
export type CreditGrantContract = z.infer<typeof creditGrantContract>;
