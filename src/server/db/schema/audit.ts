import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

/**
 * The audit log: one row per administrative write, inserted in the same database transaction
 * as the change (modules/audit). Append-only: a trigger refuses UPDATE and DELETE (see the
 * audit_log_append_only migration).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** No foreign key: the log outlives the accounts it names. */
    adminId: integer('admin_id'),
    /** e.g. 'user.update', 'credits.grant', 'reservation.cancel'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt, t.id),
  ],
);
