import { z } from 'zod';

export const auditTargetTypes = ['user', 'automobile', 'reservation', 'parking_lot', 'location'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** One administrative write: who, when, what, on which record, the values before and after. */
export const auditEntryContract = z.object({
  id: z.number().int(),
  admin_id: z.number().int().nullable(),
  admin_name: z.string().nullable(),
  action: z.string(),
  target_type: z.enum(auditTargetTypes),
  target_id: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntryContract = z.infer<typeof auditEntryContract>;
