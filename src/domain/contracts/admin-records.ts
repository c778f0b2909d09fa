import { z } from 'zod';
import { auditEntryContract } from './audit';

/** An automobile in the /admin/automobiles list. */
export const adminAutomobileContract = z.object({
  id: z.number().int(),
  registration_number: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  vin: z.string().nullable(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  owner_email: z.string(),
});
export type AdminAutomobileContract = z.infer<typeof adminAutomobileContract>;

export const documentStates = ['valid', 'expiring', 'expired', 'no_date'] as const;

export const adminAutomobileDetailContract = adminAutomobileContract.extend({
  documents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      expires_on: z.string().nullable(),
      state: z.enum(documentStates),
    }),
  ),
  audit: z.array(auditEntryContract),
});
export type AdminAutomobileDetailContract = z.infer<typeof adminAutomobileDetailContract>;

/** A parking lot in the /admin/parking-lots list. */
export const adminLotContract = z.object({
  id: z.number().int(),
  identifier: z.string(),
  zone: z.string().nullable(),
  address: z.string().nullable(),
  available: z.boolean(),
  access_type: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  owner_suspended: z.boolean(),
  location_id: z.number().int().nullable(),
  location_title: z.string().nullable(),
});
export type AdminLotContract = z.infer<typeof adminLotContract>;

export const adminLotDetailContract = adminLotContract.extend({
  latitude: z.number(),
  longitude: z.number(),
  available_from: z.string().nullable(),
  available_to: z.string().nullable(),
  /**
   * Set while an administrator's take-out holds (the lot is out of search and no administrator
   * put it back since): who, when, why. Only then may an administrator put it back: a lot its
   * owner took out is the owner's to put back.
   */
  taken_out: z.object({ admin_name: z.string().nullable(), at: z.string(), reason: z.string().nullable() }).nullable(),
  audit: z.array(auditEntryContract),
});
export type AdminLotDetailContract = z.infer<typeof adminLotDetailContract>;

/**
 * PUT /admin/parking-lots/{id}: take the lot out of search (available false, with the reason its
 * owner reads: required) or put it back (available true, after an administrator's take-out).
 */
export const adminLotUpdateSchema = z.object({
  available: z.boolean(),
  reason: z.string().trim().max(500).nullish(),
});

/** A location as administrators see it. */
export const adminLocationContract = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  access: z.enum(['public', 'restricted']),
  parking_lots_count: z.number().int(),
});
export type AdminLocationContract = z.infer<typeof adminLocationContract>;

export const adminLocationDetailContract = adminLocationContract.extend({
  users: z.array(
    z.object({ id: z.number().int(), name: z.string(), email: z.string(), added_at: z.string().nullable() }),
  ),
  audit: z.array(auditEntryContract),
});
export type AdminLocationDetailContract = z.infer<typeof adminLocationDetailContract>;

export const locationAuthorizationContract = z.object({
  location_id: z.number().int(),
  user_id: z.number().int(),
  added_at: z.string().nullable(),
});
