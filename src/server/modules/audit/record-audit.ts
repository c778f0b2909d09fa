import type { AuditTargetType } from '../../../domain/contracts/audit';
import type { Tx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditRecord = {
  /** Null for a rule the server applied by itself (the welcome credits of a new account). */
  adminId: number | null;
  /** What was done, e.g. 'user.update', 'credits.grant', 'reservation.cancel'. */
  action: string;
  targetType: AuditTargetType;
  targetId: number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
};

/**
 * The one way to write the audit log: call it with the transaction of the change it records,
 * so the row and the change commit (or roll back) together.
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: record.adminId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: record.at,
  });
}
