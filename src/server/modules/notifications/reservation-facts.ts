import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { lotChecks, parkingLots, reservationReports, reservations, users } from '../../db/schema/index';

const driver = alias(users, 'driver');
const owner = alias(users, 'owner');

/** What a reservation notification says about it, and the language each party reads in. */
export async function findReservationFacts(db: Db, reservationId: number) {
  const [row] = await db
    .select({
      id: reservations.id,
      place: parkingLots.identifier,
      registration: reservations.automobileRegistration,
      start: reservations.startTime,
      end: reservations.endTime,
      cancelReason: reservations.cancelReason,
      /** The driver's "spot taken" reason, when reported. */
      reportReason: reservationReports.reason,
      /** How an administrator settled the report: 'refund' upheld it, 'charge' rejected it. */
      settlement: reservationReports.settlement,
      creditsPaid: reservations.creditsPaid,
      /** When the owner's check saw the car on the lot, when that check contested the report. */
      contestCheckedAt: lotChecks.checkedAt,
      driverId: driver.id,
      driverLanguage: driver.language,
      ownerId: owner.id,
      ownerLanguage: owner.language,
    })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .innerJoin(driver, eq(driver.id, reservations.userId))
    .innerJoin(owner, eq(owner.id, parkingLots.ownerId))
    .leftJoin(reservationReports, eq(reservationReports.reservationId, reservations.id))
    .leftJoin(lotChecks, eq(lotChecks.id, reservationReports.contestCheckId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return row;
}

export type ReservationFacts = NonNullable<Awaited<ReturnType<typeof findReservationFacts>>>;
