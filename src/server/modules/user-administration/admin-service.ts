import { eq } from 'drizzle-orm';
import type { AdminUserDetailContract, AdminUserUpdate } from '../../../domain/contracts/admin-users';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Deps } from '../../deps';
import { users } from '../../db/schema/index';
import { conflict, notFound, validationFailed } from '../../lib/errors';
import { auditOf, recordAudit } from '../audit/index';
import { endSessionsForSuspension } from '../auth/index';
import { walletBalance } from '../credits/index';
import {
  adminUserView,
  countAdministrators,
  lockAdministrators,
  lockUser,
  userHoldings,
  type UserRow,
} from './admin-repository';
import { adminUserMessages as m } from './messages';
import { findUserById, findUserLocations } from '../users/index';

/** A user as administrator `viewerId` sees them, with what that administrator may do to them. */
export async function adminUserDetail(
  deps: Pick<Deps, 'config' | 'db'>,
  id: number,
  viewerId: number,
): Promise<AdminUserDetailContract> {
  const zone = deps.config.APP_TIMEZONE;
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound();
  const [balance, holdings, locations, audit, admins] = await Promise.all([
    walletBalance(deps.db, id),
    userHoldings(deps.db, id),
    findUserLocations(deps.db, id),
    auditOf(deps.db, 'user', id, zone),
    user.isAdmin ? countAdministrators(deps.db) : Promise.resolve(0),
  ]);
  return {
    ...adminUserView(user, zone),
    balance,
    automobiles: holdings.cars,
    parking_lots: holdings.lots,
    reservations: holdings.bookings.map((r) => ({
      id: r.id,
      parking_lot_identifier: r.identifier,
      automobile_registration: r.registration,
      start_time: formatApiDateTime(r.start, zone) ?? '',
      end_time: formatApiDateTime(r.end, zone) ?? '',
      status: r.status,
    })),
    locations: locations.map((l) => ({ id: l.id, title: l.title, added_at: formatApiDateTime(l.addedAt, zone) })),
    audit,
    // The same rules adminUpdateUser enforces (it still decides, under its locks).
    can_change_admin: id !== viewerId && !(user.isAdmin && admins <= 1),
    can_suspend: id !== viewerId,
  };
}

type Snapshot = Record<string, unknown>;

const snapshot = (u: UserRow): Snapshot => ({
  name: u.name,
  phone: u.phone,
  language: u.language,
  is_admin: u.isAdmin,
  suspended: u.suspendedAt !== null,
  suspended_reason: u.suspendedReason,
});

/** Only the fields that changed, before and after. */
function difference(before: Snapshot, after: Snapshot) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * PUT /admin/users/{id}: profile fields, the administrator flag (never one's own, never the
 * last administrator's) and suspension (never one's own; it ends every session at once). The
 * change and its audit row are one transaction.
 */
export async function adminUpdateUser(
  deps: Pick<Deps, 'config' | 'db' | 'accessTokenCache' | 'now'>,
  adminId: number,
  id: number,
  input: AdminUserUpdate,
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (input.is_admin === true || input.is_admin === false) {
      if (id === adminId) throw validationFailed({ is_admin: [m.ownFlag] }, m.ownFlag);
    }
    // A demotion locks every administrator first, in id order, so two demotions queue up
    // (no deadlock) and the second sees the first's result.
    const admins = input.is_admin === false ? await lockAdministrators(tx) : [];
    const user = await lockUser(tx, id);
    if (!user) throw notFound();
    if (input.is_admin === false && user.isAdmin && admins.filter((a) => a !== id).length === 0) {
      throw conflict(m.lastAdmin, { is_admin: [m.lastAdmin] });
    }
    const suspend = input.suspended === true && user.suspendedAt === null;
    const reinstate = input.suspended === false && user.suspendedAt !== null;
    if (suspend && id === adminId) throw validationFailed({ suspended: [m.selfSuspend] }, m.selfSuspend);
    if (suspend && !input.suspended_reason) throw validationFailed({ suspended_reason: [m.reasonRequired] });
    const changes: Partial<typeof users.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.phone !== undefined) changes.phone = input.phone || null;
    if (input.language !== undefined) changes.language = input.language;
    if (input.is_admin !== undefined) changes.isAdmin = input.is_admin;
    if (suspend) Object.assign(changes, { suspendedAt: now, suspendedReason: input.suspended_reason });
    if (reinstate) Object.assign(changes, { suspendedAt: null, suspendedReason: null });
    const after = { ...user, ...changes } as UserRow;
    const diff = difference(snapshot(user), snapshot(after));
    if (Object.keys(diff.after).length === 0) return;
    await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, id));
    if (suspend) await endSessionsForSuspension(tx, id, now);
    const action = suspend ? 'user.suspend' : reinstate ? 'user.reinstate' : 'user.update';
    await recordAudit(tx, { adminId, action, targetType: 'user', targetId: id, ...diff, at: now });
  });
  // After the commit: a suspended user's next request is 401, a new administrator's next is admin.
  await deps.accessTokenCache.forgetUser(id);
  return adminUserDetail(deps, id, adminId);
}
