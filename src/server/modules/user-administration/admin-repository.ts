import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminUserContract } from '../../../domain/contracts/admin-users';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Db, Tx } from '../../db/client';
import { automobiles, parkingLots, reservations, users } from '../../db/schema/index';
import { containsPattern, sortedAdminList, type ListSort } from '../../lib/admin-list';

export type UserListQuery = {
  q?: string;
  sort?: string;
  is_admin?: boolean;
  suspended?: boolean;
  page: number;
  per_page: number;
};

export type UserRow = typeof users.$inferSelect;

export function adminUserView(user: UserRow, zone: string): AdminUserContract {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    language: user.language === 'en' ? 'en' : 'ro',
    is_admin: user.isAdmin,
    suspended: user.suspendedAt !== null,
    suspended_reason: user.suspendedReason,
    suspended_at: formatApiDateTime(user.suspendedAt, zone),
    created_at: formatApiDateTime(user.createdAt, zone) ?? '',
  };
}

const userSort: ListSort = {
  fallback: 'name',
  columns: { name: users.name, email: users.email, created_at: users.createdAt },
  id: users.id,
};

/** Name, email or phone contains q (trigram indexes make it fast), and the flags. */
export async function pageUsers(db: Db, query: UserListQuery) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)) : undefined,
    query.is_admin === undefined ? undefined : eq(users.isAdmin, query.is_admin),
    query.suspended === undefined
      ? undefined
      : query.suspended
        ? isNotNull(users.suspendedAt)
        : isNull(users.suspendedAt),
  );
  return sortedAdminList(db, db.select().from(users).$dynamic(), { table: users, where }, userSort, query);
}

/** The user row, locked for the rest of the transaction. */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function countAdministrators(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
  return row?.n ?? 0;
}

/** Locks every administrator's row, so two demotions cannot both see a second administrator. */
export async function lockAdministrators(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function userHoldings(db: Db, userId: number) {
  const where: SQL = eq(reservations.userId, userId);
  const [cars, lots, bookings] = await Promise.all([
    db
      .select({ id: automobiles.id, registration_number: automobiles.registrationNumber, make: automobiles.make })
      .from(automobiles)
      .where(eq(automobiles.userId, userId))
      .orderBy(automobiles.registrationNumber),
    db
      .select({
        id: parkingLots.id,
        identifier: parkingLots.identifier,
        zone: parkingLots.zone,
        available: parkingLots.available,
      })
      .from(parkingLots)
      .where(eq(parkingLots.ownerId, userId))
      .orderBy(parkingLots.identifier),
    db
      .select({
        id: reservations.id,
        identifier: parkingLots.identifier,
        registration: reservations.automobileRegistration,
        start: reservations.startTime,
        end: reservations.endTime,
        status: reservations.status,
      })
      .from(reservations)
      .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
      .where(where)
      .orderBy(desc(reservations.startTime))
      .limit(20),
  ]);
  return { cars, lots, bookings };
}
