import { and, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminReservationContract } from '../../../domain/contracts/admin-ledger';
import { formatApiDateTime } from '../../../domain/date-time';
import type { ReservationStatus } from '../../../domain/reservation-status';
import type { Db } from '../../db/client';
import { lotChecks, parkingLots, reservationReports, reservations, users } from '../../db/schema/index';
import { containsPattern, orderBy, pagedAdminList, pageIds, type ListQuery, type ListSort } from '../../lib/admin-list';
import { reportView } from './presenter';
import { contestCheckColumns, effectiveStatusSql } from './repository';

export type AdminReservationFilters = {
  q?: string;
  status?: ReservationStatus;
  parking_lot_id?: number;
  user_id?: number;
  registration?: string;
  /** 'any': reported; 'awaiting': contested or held, not yet settled by an administrator. */
  reported?: 'any' | 'awaiting';
  from?: Date;
  to?: Date;
};

const owner = alias(users, 'owner');

function selectReservations(db: Db, now: Date) {
  return db
    .select({
      reservation: reservations,
      status: effectiveStatusSql(now),
      identifier: parkingLots.identifier,
      userName: users.name,
      ownerId: owner.id,
      ownerName: owner.name,
      report: reservationReports,
      contestCheck: contestCheckColumns,
    })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(owner, eq(owner.id, parkingLots.ownerId))
    .leftJoin(reservationReports, eq(reservationReports.reservationId, reservations.id))
    .leftJoin(lotChecks, eq(lotChecks.id, reservationReports.contestCheckId))
    .$dynamic();
}

export type AdminReservationRow = Awaited<ReturnType<ReturnType<typeof selectReservations>['execute']>>[number];

export function adminReservationView(row: AdminReservationRow, zone: string): AdminReservationContract {
  const r = row.reservation;
  return {
    id: r.id,
    status: row.status,
    parking_lot_id: r.parkingLotId,
    parking_lot_identifier: row.identifier,
    user_id: r.userId,
    user_name: row.userName,
    owner_id: row.ownerId,
    owner_name: row.ownerName,
    automobile_registration: r.automobileRegistration,
    start_time: formatApiDateTime(r.startTime, zone) ?? '',
    end_time: formatApiDateTime(r.endTime, zone) ?? '',
    credits_reserved: r.creditsReserved,
    credits_paid: r.creditsPaid,
    report: reportView(row.report, zone, row.contestCheck),
  };
}

/** The stored statuses a row can have to show as each status (the clock moves scheduled on). */
const storedAs: Record<ReservationStatus, ReservationStatus[]> = {
  scheduled: ['scheduled'],
  active: ['scheduled', 'active'],
  expired: ['scheduled', 'active', 'expired'],
  finalized: ['finalized'],
  cancelled: ['cancelled'],
};

/** Reservation ids with a report (the count query names reservation columns only). */
function reportedCondition(which: 'any' | 'awaiting'): SQL {
  const awaiting =
    which === 'awaiting'
      ? sql` and ${reservationReports.settledAt} is null and (${reservationReports.held} or ${reservationReports.contestedAt} is not null)`
      : sql``;
  return sql`${reservations.id} in (select ${reservationReports.reservationId} from ${reservationReports} where true${awaiting})`;
}

function conditions(f: AdminReservationFilters, now: Date): SQL | undefined {
  const pattern = f.q ? containsPattern(f.q) : undefined;
  const registration = f.registration ? containsPattern(f.registration.replace(/[\s-]/g, '').toUpperCase()) : undefined;
  return and(
    // One index-served set per searched table, joined by id (an OR across the joined tables
    // would read every reservation).
    pattern
      ? sql`${reservations.id} in (
          select id from ${reservations} where ${ilike(reservations.automobileRegistration, pattern)}
          union
          select ${reservations.id} from ${reservations} join ${parkingLots} on ${parkingLots.id} = ${reservations.parkingLotId}
            where ${ilike(parkingLots.identifier, pattern)}
          union
          select ${reservations.id} from ${reservations} join ${users} on ${users.id} = ${reservations.userId}
            where ${ilike(users.name, pattern)})`
      : undefined,
    // The stored statuses that can show as f.status narrow by index; the clock's rule decides.
    f.status ? and(inArray(reservations.status, storedAs[f.status]), eq(effectiveStatusSql(now), f.status)) : undefined,
    f.parking_lot_id ? eq(reservations.parkingLotId, f.parking_lot_id) : undefined,
    f.user_id ? eq(reservations.userId, f.user_id) : undefined,
    registration ? ilike(reservations.automobileRegistration, registration) : undefined,
    f.reported ? reportedCondition(f.reported) : undefined,
    f.from ? gte(reservations.startTime, f.from) : undefined,
    f.to ? lt(reservations.startTime, f.to) : undefined,
  );
}

const reservationSort: ListSort = {
  fallback: '-start_time',
  columns: { start_time: reservations.startTime, created_at: reservations.createdAt },
  id: reservations.id,
};

export async function pageReservations(db: Db, f: AdminReservationFilters, query: ListQuery, now: Date) {
  const where = conditions(f, now);
  const order = orderBy(query.sort, reservationSort);
  // The conditions name reservation columns only, and every row has its lot and driver. The
  // page's ids come first, from reservations alone (a deep page skips its offset in the index,
  // not through five joins per skipped row: docs/performance.md, issue 48), then only those
  // rows are joined.
  const ids = pageIds(db, { table: reservations, where }, reservations.id, order, query);
  return pagedAdminList(
    db,
    selectReservations(db, now)
      .where(inArray(reservations.id, ids))
      .orderBy(...order),
    { table: reservations, where },
    { ...query, paged: true },
  );
}

export async function findAdminReservation(db: Db, id: number, now: Date) {
  const [row] = await selectReservations(db, now).where(eq(reservations.id, id)).limit(1);
  return row;
}
