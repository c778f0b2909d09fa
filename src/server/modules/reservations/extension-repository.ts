import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { reservations } from '../../db/schema/index';

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
