import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { reservations } from '../../src/server/db/schema/index';
import { markStarted, sweepReservations } from '../../src/server/jobs/reservation-sweeper';
import { balanceOf, bookedReservation, watchReservations } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock, database } = await createTestApp();
const events = watchReservations(app, clock);

const storedStatus = async (id: number) =>
  (await app.deps.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, id)))[0]
    ?.status;

describe('reservation sweeper', () => {
  it('stores active once the start passes and reports it once', async () => {
    const { reservation } = await bookedReservation(app, { startIn: 10, endIn: 40 });
    await sweepReservations(app.deps);
    expect(await storedStatus(reservation.id)).toBe('scheduled');
    clock.advance(11 * 60_000);
    await markStarted(app.deps);
    await markStarted(app.deps);
    expect(await storedStatus(reservation.id)).toBe('active');
    expect(events.filter((e) => e.type === 'started').map((e) => e.reservationId)).toEqual([reservation.id]);
  });

  it('settles an expired reservation in full, once, however often it runs', async () => {
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 5, endIn: 35 });
    clock.advance(36 * 60_000);
    const first = await sweepReservations(app.deps);
    const second = await sweepReservations(app.deps);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(second.expired).toBe(0);
    expect(await storedStatus(reservation.id)).toBe('expired');
    expect(await balanceOf(app, driver)).toBe(470);
    expect(await balanceOf(app, owner)).toBe(25);
    expect(events.filter((e) => e.type === 'expired' && e.reservationId === reservation.id)).toHaveLength(1);
    // Nothing was started after its end: an expired reservation never reports "started".
    expect(events.filter((e) => e.type === 'started' && e.reservationId === reservation.id)).toHaveLength(0);
  });

  it('settles each expiry once when two sweeps race', async () => {
    const bookings = await Promise.all([1, 2, 3].map(() => bookedReservation(app, { startIn: 5, endIn: 25 })));
    clock.advance(26 * 60_000);
    await Promise.all([sweepReservations(app.deps), sweepReservations(app.deps)]);
    for (const { reservation } of bookings) expect(await storedStatus(reservation.id)).toBe('expired');
    expect(events.filter((e) => e.type === 'expired')).toHaveLength(3);
  });
});

describe('background jobs', () => {
  it('sweep in a process started with JOBS on, and stop when it closes', async () => {
    const { reservation } = await bookedReservation(app, { startIn: 5, endIn: 25 });
    clock.advance(26 * 60_000);
    // A second process on the same database, with the periodic jobs on (first run after a second).
    const worker = await buildApp({
      config: { ...app.deps.config, JOBS: true },
      database,
      now: clock.now,
      logger: false,
    });
    await worker.ready();
    await expect.poll(() => storedStatus(reservation.id), { timeout: 10_000, interval: 200 }).toBe('expired');
    await worker.close();
  });
});
