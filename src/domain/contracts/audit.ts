import { z } from 'zod';

export const auditTargetTypes = ['user', 'automobile', 'reservation', 'parking_lot', 'location'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** The actions the log records (`action`); a screen words each as a sentence. */
export const auditActions = [
  'user.update',
  'user.suspend',
  'user.reinstate',
  'credits.grant',
  'credits.welcome',
  'credit_request.grant',
  'credit_request.decline',
  'reservation.cancel',
  'reservation.settle_report',
  'parking_lot.take_out',
  'parking_lot.put_back',
  'location.create',
  'location.update',
  'location.delete',
  'location.authorize',
  'location.remove_user',
  'rating.hide',
  'rating.keep',
  'owner.out_of_search',
  'owner.restore',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * One administrative write: who, when, what, on which record, the values before and after.
 * `target_label` names the record as people know it (a user's name, a registration, a lot's
 * identifier, a location's title, a reservation's lot and registration); null once it is gone.
 */
export const auditEntryContract = z.object({
  id: z.number().int(),
  admin_id: z.number().int().nullable(),
  admin_name: z.string().nullable(),
  action: z.string(),
  target_type: z.enum(auditTargetTypes),
  target_id: z.number().int(),
  target_label: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntryContract = z.infer<typeof auditEntryContract>;
