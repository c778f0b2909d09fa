import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkingLots, reservations } from '../../db/schema/index';

/** The owner of a lot, or undefined when there is no such lot. */
export async function lotOwnerId(db: Db, lotId: number): Promise<number | undefined> {
  const [row] = await db.select({ ownerId: parkingLots.ownerId }).from(parkingLots).where(eq(parkingLots.id, lotId));
  return row?.ownerId;
}

/**
 * The scheduled or active reservation of a registration on a lot whose time covers `now`
 * (at most one: the exclusion constraint forbids overlaps on a lot). Cancelled, finalized
 * and expired ones never count.
 */
export async function openReservationIdNow(
  db: Db,
  lotId: number,
  registration: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.parkingLotId, lotId),
        eq(reservations.automobileRegistration, registration),
        sql`${reservations.status} in ('scheduled', 'active')`,
        lte(reservations.startTime, now),
        gt(reservations.endTime, now),
      ),
    )
    .orderBy(asc(reservations.startTime))
    .limit(1);
  return row?.id;
}
