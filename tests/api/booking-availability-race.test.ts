import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parkingLots, reservations } from '../../src/server/db/schema/index';
import { createUser } from '../support/factories';
import { createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { inMinutes } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

// Needs real parallel transactions: PostgreSQL only.
describe.runIf(process.env.TEST_DATABASE_URL)('a booking racing the owner narrowing the window', () => {
  it('never leaves a booking outside the window', async () => {
    const owner = await createUser(app);
    const drivers = await Promise.all(Array.from({ length: 15 }, () => createUser(app)));
    for (const driver of drivers) await grantCredits(app, driver, 500);
    const lots = await Promise.all(drivers.map(() => createLot(app, owner)));
    // Each round: a driver books while the owner ends the same lot's window before the booking's end.
    const rounds = await Promise.all(
      drivers.map(async (driver, i) => {
        const lot = lots[i] as (typeof lots)[number];
        const [booking, change] = await Promise.all([
          app.inject({
            method: 'POST',
            url: '/api/reservations',
            headers: driver.headers,
            payload: {
              parking_lot_id: lot.id,
              automobile_registration: `B${i}RACE`,
              start_time: inMinutes(app, 5),
              end_time: inMinutes(app, 65),
            },
          }),
          app.inject({
            method: 'POST',
            url: `/api/parking-lots/${lot.id}/availability`,
            headers: owner.headers,
            // A window ending before the booking would: it cannot leave the booking outside.
            payload: { available: true, available_to: inMinutes(app, 30) },
          }),
        ]);
        return { lot, booking: booking.statusCode, change: change.statusCode };
      }),
    );
    for (const round of rounds) {
      // One of the two wins: booked then refused to narrow, or narrowed then refused to book.
      expect(round.booking === 201 ? [201, 409] : [422, 200]).toEqual([round.booking, round.change]);
    }
    const open = await app.deps.db
      .select({ lotId: reservations.parkingLotId, availableTo: parkingLots.availableTo })
      .from(reservations)
      .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
      .where(
        and(
          inArray(
            reservations.parkingLotId,
            lots.map((l) => l.id),
          ),
          inArray(reservations.status, ['scheduled', 'active']),
        ),
      );
    for (const row of open) expect(row.availableTo).toBeNull();
    await assertLedgerBalanced(app);
  });
});
