import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { parkingLots, reservations } from '../../db/schema/index';

/**
 * The one lock order of every movement of a reservation's credits (booking, extension,
 * finalize, cancel by anyone, expiry), on PostgreSQL and PGlite alike
 * (docs/credits-and-reservations.md, "Locks"):
 *   1. the Idempotency-Key's row, when the request has one (its claim);
 *   2. the wallets, ascending id (credits/ledger.ts lockWallets, FOR NO KEY UPDATE);
 *   3. the reservation row, FOR NO KEY UPDATE (lockReservation).
 * The amounts a movement writes (credits_reserved) are read only under 3, so an extension
 * and a settlement of the same reservation never work from each other's stale copy.
 */

/** Who a reservation's money moves between: its driver and its lot's owner (neither ever changes, so no lock). */
export async function reservationParties(tx: Tx, id: number): Promise<{ userId: number; ownerId: number } | undefined> {
  const [row] = await tx
    .select({ userId: reservations.userId, ownerId: parkingLots.ownerId })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .where(eq(reservations.id, id));
  return row;
}

/**
 * The reservation row locked FOR NO KEY UPDATE (after the wallets), with its lot's owner and
 * window. NO KEY: enough to change any column but the id, and it leaves foreign-key checks of
 * rows that point at the reservation (its ledger rows, notifications) free to go on.
 */
export async function lockReservation(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      reservation: reservations,
      ownerId: parkingLots.ownerId,
      lotAvailable: parkingLots.available,
      availableTo: parkingLots.availableTo,
    })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .where(eq(reservations.id, id))
    .for('no key update', { of: reservations });
  return row;
}
