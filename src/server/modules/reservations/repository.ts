import { and, asc, eq, inArray, lte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ReservationStatus } from '../../../domain/reservation-status';
import type { Db, Tx } from '../../db/client';
import { preparedTexts, runPrepared } from '../../db/prepared';
import { locations, lotChecks, parkingLots, reservationReports, reservations, users } from '../../db/schema/index';

/** The status the clock gives a row, in SQL (same rule as domain/reservation-status). */
export function effectiveStatusSql(now: Date | Placeholder): SQL<ReservationStatus> {
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

/**
 * The due reservations of one party, on each side by index. The open statuses are written in
 * the statement, not as parameters, so its generic plan may still use the partial indexes on
 * them. Built once (placeholders for the party, now and the limit) and prepared on PostgreSQL:
 * every list and reservation read runs it first; planning it took more of the database's CPU
 * (about 2 ms) than its index reads, and building its text a part of the server's.
 */
const dueForPartyText = preparedTexts<Db | Tx>(
  () => 'due_for_party',
  (db) => {
    const p = (name: string) => sql.placeholder(name);
    const partyDue = and(sql`${reservations.status} in ('scheduled', 'active')`, lte(reservations.endTime, p('now')));
    const driven = db
      .select({ id: reservations.id, endTime: reservations.endTime })
      .from(reservations)
      .where(and(partyDue, eq(reservations.userId, p('party'))));
    const owned = db
      .select({ id: reservations.id, endTime: reservations.endTime })
      .from(parkingLots)
      .innerJoin(reservations, eq(reservations.parkingLotId, parkingLots.id))
      .where(and(partyDue, eq(parkingLots.ownerId, p('party')), ne(reservations.userId, p('party'))));
    return sql`select id from (${driven} union all ${owned}) as due order by end_time limit ${p('limit')}`;
  },
  () => 'due',
);

/**
 * Open reservations whose end has passed (optionally only those a user is party to), oldest
 * first. A party's are read by index on each side, as the list's (list-query.ts): the
 * driver's by reservations_open_user_lot_idx, those on the user's lots by
 * reservations_open_lot_end_idx; an OR of both sides would read every open reservation.
 */
export async function dueForExpiry(db: Db, now: Date, limit: number, partyId?: number): Promise<number[]> {
  const due = and(inArray(reservations.status, ['scheduled', 'active']), lte(reservations.endTime, now));
  if (partyId === undefined) {
    const rows = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(due)
      .orderBy(asc(reservations.endTime))
      .limit(limit);
    return rows.map((r) => r.id);
  }
  const rows = await runPrepared<{ id: number }>(db, dueForPartyText(db), { party: partyId, now, limit });
  return rows.map((r) => Number(r.id));
}
