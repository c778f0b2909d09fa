import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createLot } from '../support/fixtures-lots';
import { createTestApp } from '../support/test-app';

const { app, database, clock } = await createTestApp();
const NOW = new Date('2025-06-10T09:00:00Z');
clock.set(NOW);
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

// Needs real parallel transactions: PostgreSQL only.
describe.runIf(process.env.TEST_DATABASE_URL)('availability changes and bookings racing', () => {
  it('waits for a booking that holds the lot row, then sees its reservation and refuses to narrow', async () => {
    const owner = await createUser(app);
    const driver = await createUser(app);
    const lot = await createLot(app, owner.id);
    const booking = new pg.Client({ connectionString: database.url });
    await booking.connect();
    try {
      // A booking as it should run: take the lot row, check the window, insert.
      await booking.query('begin');
      await booking.query('select id from parking_lots where id = $1 for share', [lot.id]);
      const change = app.inject({
        method: 'POST',
        url: `/api/parking-lots/${lot.id}/availability`,
        headers: owner.headers,
        payload: { available: true, available_to: '2025-06-10 12:30:00' },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await booking.query(
        `insert into reservations (user_id, parking_lot_id, automobile_registration, start_time, end_time, credits_reserved)
         values ($1, $2, 'B10ABC', $3, $4, 60)`,
        [driver.id, lot.id, hours(1), hours(2)],
      );
      await booking.query('commit');
      const res = await change;
      expect(res.statusCode).toBe(409);
      const after = await app.inject({ method: 'GET', url: `/api/parking-lots/${lot.id}`, headers: owner.headers });
      expect(after.json()).toMatchObject({ available: true, upcoming_reservations_count: 1 });
    } finally {
      await booking.end();
    }
  });
});
