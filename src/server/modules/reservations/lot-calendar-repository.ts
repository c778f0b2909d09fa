import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reservations } from '../../db/schema/index';
import { detailQuery, type ReservationDetail } from './repository';

/** The lot's reservations, but cancelled ones, that overlap [from, to), earliest first. */
export async function lotReservationsIn(
  db: Db,
  lotId: number,
  range: { from: Date; to: Date },
  now: Date,
): Promise<ReservationDetail[]> {
  return detailQuery(db, now)
    .where(
      and(
        eq(reservations.parkingLotId, lotId),
        ne(reservations.status, 'cancelled'),
        sql`${reservations.startTime} < ${range.to.toISOString()}::timestamptz`,
        sql`${reservations.endTime} > ${range.from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(reservations.startTime), asc(reservations.id))
    .limit(500);
}
