import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryContract, AuditTargetType } from '../../../domain/contracts/audit';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Db } from '../../db/client';
import { automobiles, auditLog, locations, parkingLots, reservations, users } from '../../db/schema/index';
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

/**
 * The target's name as people know it, looked up per row of the page (an index probe each);
 * null when the record is gone (a deleted location: the screen reads its title from `before`).
 * The inner tables get aliases of their own: the outer query joins users already.
 */
const targetLabel = sql<string | null>`case ${auditLog.targetType}
  when 'user' then (select tu.name from ${users} tu where tu.id = ${auditLog.targetId})
  when 'automobile' then (select ta.registration_number from ${automobiles} ta where ta.id = ${auditLog.targetId})
  when 'parking_lot' then (select tp.identifier from ${parkingLots} tp where tp.id = ${auditLog.targetId})
  when 'location' then (select tl.title from ${locations} tl where tl.id = ${auditLog.targetId})
  when 'reservation' then (select rp.identifier || ' · ' || tr.automobile_registration
    from ${reservations} tr join ${parkingLots} rp on rp.id = tr.parking_lot_id where tr.id = ${auditLog.targetId})
  end`;

function view(zone: string) {
  return (row: {
    entry: typeof auditLog.$inferSelect;
    adminName: string | null;
    targetLabel: string | null;
  }): AuditEntryContract => ({
    id: row.entry.id,
    admin_id: row.entry.adminId,
    admin_name: row.adminName,
    action: row.entry.action,
    target_type: row.entry.targetType as AuditTargetType,
    target_id: row.entry.targetId,
    target_label: row.targetLabel,
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
      .select({ entry: auditLog, adminName: users.name, targetLabel })
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
