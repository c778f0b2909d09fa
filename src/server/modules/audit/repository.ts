import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntryContract, AuditTargetType } from '../../../domain/contracts/audit';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { pagedAdminList } from '../../lib/admin-list';

export type AuditFilters = {
  adminId?: number;
  targetType?: AuditTargetType;
  targetId?: number;
  action?: string;
  from?: Date;
  to?: Date;
};

function conditions(f: AuditFilters): SQL | undefined {
  return and(
    f.adminId ? eq(auditLog.adminId, f.adminId) : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.to ? lt(auditLog.createdAt, f.to) : undefined,
  );
}

function view(zone: string) {
  return (row: { entry: typeof auditLog.$inferSelect; adminName: string | null }): AuditEntryContract => ({
    id: row.entry.id,
    admin_id: row.entry.adminId,
    admin_name: row.adminName,
    action: row.entry.action,
    target_type: row.entry.targetType as AuditTargetType,
    target_id: row.entry.targetId,
    before: (row.entry.before as Record<string, unknown> | null) ?? null,
    after: (row.entry.after as Record<string, unknown> | null) ?? null,
    created_at: formatApiDateTime(row.entry.createdAt, zone) ?? '',
  });
}

/** A page of the audit log, newest first. */
export async function pageAudit(db: Db, filters: AuditFilters, page: { page: number; per_page: number }, zone: string) {
  const where = conditions(filters);
  const { rows, total } = await pagedAdminList(
    db,
    db
      .select({ entry: auditLog, adminName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.adminId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .$dynamic(),
    { table: auditLog, where },
    page,
  );
  return { data: rows.map(view(zone)), total };
}

/** The latest audit rows of one record, for its admin detail. */
export async function auditOf(db: Db, targetType: AuditTargetType, targetId: number, zone: string) {
  const { data } = await pageAudit(db, { targetType, targetId }, { page: 1, per_page: 50 }, zone);
  return data;
}
