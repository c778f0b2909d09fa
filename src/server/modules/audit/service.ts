import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuditTargetType } from '../../../domain/contracts/audit';
import type { Db, Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { pageAudit } from './repository';

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

/** The latest audit rows of one record, for its admin detail. */
export async function auditOf(db: Db, targetType: AuditTargetType, targetId: number, zone: string) {
  const { data } = await pageAudit(db, { targetType, targetId }, { page: 1, per_page: 50 }, zone);
  return data;
}

/** The newest audit row of one record among `actions` (with its administrator's name), if any. */
export async function latestAuditOf(
  db: Db | Tx,
  targetType: AuditTargetType,
  targetId: number,
  actions: readonly string[],
) {
  const [row] = await db
    .select({ entry: auditLog, adminName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.adminId))
    .where(
      and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId), inArray(auditLog.action, [...actions])),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row;
}
