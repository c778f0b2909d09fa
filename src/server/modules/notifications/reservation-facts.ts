import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkingLots, reservations } from '../../db/schema/index';

/** What a reservation notification says about it. */
export async function findReservationFacts(db: Db, reservationId: number) {
  const [row] = await db
    .select({
      id: reservations.id,
      place: parkingLots.identifier,
      registration: reservations.automobileRegistration,
      start: reservations.startTime,
      end: reservations.endTime,
    })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return row;
}

export type ReservationFacts = NonNullable<Awaited<ReturnType<typeof findReservationFacts>>>;
