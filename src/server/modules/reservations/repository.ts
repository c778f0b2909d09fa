import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ReservationStatus, ReservationStatusFilter } from '../../../domain/reservation-status';
import type { Db, Tx } from '../../db/client';
import { locations, lotChecks, parkingLots, reservationReports, reservations, users } from '../../db/schema/index';

/** The status the clock gives a row, in SQL (same rule as domain/reservation-status). */
export function effectiveStatusSql(now: Date): SQL<ReservationStatus> {
  return sql<ReservationStatus>`case
    when ${reservations.status} in ('scheduled', 'active') and ${reservations.endTime} <= ${now} then 'expired'
    when ${reservations.status} = 'scheduled' and ${reservations.startTime} <= ${now} then 'active'
    else ${reservations.status} end`;
}

const driver = users;

/** The owner's check that contested a report by itself (left-joined through reservation_reports.contest_check_id). */
export const contestCheckColumns = {
  checkedAt: lotChecks.checkedAt,
  registration: lotChecks.registration,
  verdict: lotChecks.verdict,
  receivedAt: lotChecks.receivedAt,
};

/** Everything the API shows of a reservation: the row, its lot, location and driver. */
export function detailQuery(db: Db | Tx, now: Date) {
  return db
    .select({
      reservation: reservations,
      effectiveStatus: effectiveStatusSql(now),
      ownerId: parkingLots.ownerId,
      lot: {
        id: parkingLots.id,
        identifier: parkingLots.identifier,
        zone: parkingLots.zone,
        address: parkingLots.address,
        latitude: parkingLots.latitude,
        longitude: parkingLots.longitude,
        accessType: parkingLots.accessType,
        orientationDegrees: parkingLots.orientationDegrees,
        accessInstructions: parkingLots.accessInstructions,
      },
      locationTitle: locations.title,
      driverName: driver.name,
      driverPhone: driver.phone,
      report: reservationReports,
      contestCheck: contestCheckColumns,
    })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .leftJoin(locations, eq(locations.id, parkingLots.locationId))
    .innerJoin(driver, eq(driver.id, reservations.userId))
    .leftJoin(reservationReports, eq(reservationReports.reservationId, reservations.id))
    .leftJoin(lotChecks, eq(lotChecks.id, reservationReports.contestCheckId));
}

export type ReservationDetail = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number];

export async function findReservationDetail(
  db: Db | Tx,
  id: number,
  now: Date,
): Promise<ReservationDetail | undefined> {
  const [row] = await detailQuery(db, now).where(eq(reservations.id, id)).limit(1);
  return row;
}

export type ListFilters = {
  type: 'all' | 'sent' | 'received';
  status: ReservationStatusFilter;
  place?: string;
  page: number;
  perPage: number;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listReservationDetails(db: Db, userId: number, filters: ListFilters, now: Date) {
  const status = effectiveStatusSql(now);
  const conditions: (SQL | undefined)[] = [
    filters.type === 'sent'
      ? eq(reservations.userId, userId)
      : filters.type === 'received'
        ? eq(parkingLots.ownerId, userId)
        : or(eq(reservations.userId, userId), eq(parkingLots.ownerId, userId)),
  ];
  if (filters.status === 'scheduled_or_active') conditions.push(inArray(status, ['scheduled', 'active']));
  else if (filters.status !== 'all') conditions.push(eq(status, filters.status));
  if (filters.place?.trim()) conditions.push(ilike(parkingLots.identifier, `%${escapeLike(filters.place.trim())}%`));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .where(where);
  const rows = await detailQuery(db, now)
    .where(where)
    .orderBy(desc(reservations.startTime), desc(reservations.id))
    .limit(filters.perPage)
    .offset((filters.page - 1) * filters.perPage);
  return { rows, total: total?.n ?? 0 };
}

/** Open reservations whose end has passed (optionally only those a user is party to), oldest first. */
export async function dueForExpiry(db: Db, now: Date, limit: number, partyId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .where(
      and(
        inArray(reservations.status, ['scheduled', 'active']),
        lte(reservations.endTime, now),
        partyId === undefined ? undefined : or(eq(reservations.userId, partyId), eq(parkingLots.ownerId, partyId)),
      ),
    )
    .orderBy(asc(reservations.endTime))
    .limit(limit);
  return rows.map((r) => r.id);
}
