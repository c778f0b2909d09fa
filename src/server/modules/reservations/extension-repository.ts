import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { parkingLots, reservations } from '../../db/schema/index';

/**
 * The lot's availability and schedule, share-locked as a booking does: an owner's change
 * (FOR UPDATE) waits for the extension, or the extension reads the changed lot.
 */
export async function shareLotForExtension(tx: Tx, lotId: number) {
  const [lot] = await tx
    .select({
      available: parkingLots.available,
      availableTo: parkingLots.availableTo,
      weeklySchedule: parkingLots.weeklySchedule,
    })
    .from(parkingLots)
    .where(eq(parkingLots.id, lotId))
    .for('share');
  return lot;
}

/** The start of the first open booking of the lot that would overlap (end, newEnd), if any. */
export async function nextBookingStart(
  tx: Db | Tx,
  input: { id: number; parkingLotId: number; from: Date; until: Date },
): Promise<Date | undefined> {
  const [row] = await tx
    .select({ start: reservations.startTime })
    .from(reservations)
    .where(
      and(
        eq(reservations.parkingLotId, input.parkingLotId),
        ne(reservations.id, input.id),
        inArray(reservations.status, ['scheduled', 'active']),
        gt(reservations.endTime, input.from),
        lt(reservations.startTime, input.until),
      ),
    )
    .orderBy(asc(reservations.startTime))
    .limit(1);
  return row?.start;
}
