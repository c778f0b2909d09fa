import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepReservations } from '../../src/server/jobs/reservation-sweeper';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { balanceOf, bookedReservation, inMinutes, watchReservations } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

/** Real parallel transactions need PostgreSQL (PGlite runs one at a time). */
describe.runIf(process.env.TEST_DATABASE_URL)('under concurrency (PostgreSQL)', async () => {
  const { app, clock } = await createTestApp();
  const events = watchReservations(app, clock);

  const drivers = async (count: number, credits: number) => {
    const list: TestUser[] = [];
    for (let i = 0; i < count; i += 1) {
      const user = await createUser(app);
      await grantCredits(app, user, credits);
      list.push(user);
    }
    return list;
  };

  /** The lock waits of this database's sessions (with who blocks each), once `count` of them wait. */
  const waitingOnLocks = async (count: number) => {
    for (let tries = 0; ; tries += 1) {
      const result = (await app.deps.db.execute(
        sql`select wait_event as event, pg_blocking_pids(pid) as blockers from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { event: string; blockers: number[] }[] };
      if (result.rows.length >= count || tries === 400) return result.rows;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  /** A reservation 10-70 minutes from now, inserted and left uncommitted (past any lock a booking takes). */
  const holdOverlap = async (row: { userId: number; lotId: number; carId: number | null; plate: string }) => {
    const at = (minutes: number) => new Date(app.deps.now().getTime() + minutes * 60_000).toISOString();
    let pid = 0;
    let inserted!: () => void;
    let decided!: () => void;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = new Promise<void>((resolve) => (decided = resolve));
    const done = app.deps.db
      .transaction(async (tx) => {
        const me = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        pid = me.rows[0]!.pid;
        await tx.execute(sql`insert into reservations (user_id, parking_lot_id, automobile_id, automobile_registration,
          start_time, end_time, credits_reserved)
          values (${row.userId}, ${row.lotId}, ${row.carId}, ${row.plate}, ${at(10)}, ${at(70)}, 60)`);
        inserted();
        await rolledBack;
        tx.rollback();
      })
      .catch(() => undefined);
    await written;
    return {
      pid,
      rollBack: async () => {
        decided();
        await done;
      },
    };
  };

  /** POST /api/reservations from 10 to 70 minutes from now (the overlap's times). */
  const book = (driver: TestUser, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: driver.headers,
      payload: { ...payload, start_time: inMinutes(app, 10), end_time: inMinutes(app, 70) },
    });

  it('lets exactly one of 50 clients book overlapping times on one lot; the others hold nothing', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const clients = await drivers(50, 100);
    const answers = await Promise.all(
      clients.map((driver, i) =>
        app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: driver.headers,
          payload: {
            parking_lot_id: lot.id,
            automobile_registration: `B${100 + i}ABC`,
            start_time: inMinutes(app, 10 + (i % 5)),
            end_time: inMinutes(app, 60 + (i % 7)),
          },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = clients[codes.indexOf(201)]!;
    for (const driver of clients) {
      expect(await balanceOf(app, driver)).toBe(
        driver === winner ? 100 - answers[codes.indexOf(201)]!.json().credits_reserved : 100,
      );
    }
    expect(events.filter((e) => e.type === 'created')).toHaveLength(1);
  });

  it("queues bookings of one lot: the second waits for its turn, not for another booking's row", async () => {
    // Without the queue (reservations/lot-queue.ts) both bookings wait on the uncommitted
    // overlap below, then on each other once it is rolled back: a cycle PostgreSQL breaks only
    // after deadlock_timeout, which chained into tens of seconds with 50 drivers at once.
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const [holder, first, second] = await drivers(3, 100);
    const held = await holdOverlap({ userId: holder!.id, lotId: lot.id, carId: null, plate: 'B999HLD' });
    const answers = Promise.all([
      book(first!, { parking_lot_id: lot.id, automobile_registration: 'B101QUE' }),
      book(second!, { parking_lot_id: lot.id, automobile_registration: 'B102QUE' }),
    ]);
    const waits = await waitingOnLocks(2);
    await held.rollBack();
    expect(waits.map((w) => w.event).sort()).toEqual(['advisory', 'transactionid']);
    expect((await answers).map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it("writes one driver's bookings on two lots one at a time: the second waits for the first", async () => {
    // Without the wallet's lock in the fast write's guard both wait on the car's uncommitted
    // reservation below, then on each other's (the car's exclusion constraint).
    const owner = await createUser(app);
    const [lot, other, third] = [await createLot(app, owner), await createLot(app, owner), await createLot(app, owner)];
    const [driver] = await drivers(1, 200);
    const car = await createAutomobile(app, driver!);
    const held = await holdOverlap({
      userId: driver!.id,
      lotId: third.id,
      carId: car.id,
      plate: car.registrationNumber,
    });
    const answers = Promise.all([
      book(driver!, { parking_lot_id: lot.id, automobile_id: car.id }),
      book(driver!, { parking_lot_id: other.id, automobile_id: car.id }),
    ]);
    const waits = await waitingOnLocks(2);
    await held.rollBack();
    const blockers = waits.map((w) => w.blockers.includes(held.pid)).sort();
    expect(blockers).toEqual([false, true]);
    expect((await answers).map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('settles one reservation exactly once under 20 concurrent finalize and cancel calls', async () => {
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 5, endIn: 65 });
    clock.advance(20 * 60_000);
    const calls = Array.from({ length: 20 }, (_, i) =>
      app.inject({
        method: 'PUT',
        url: `/api/reservations/${reservation.id}`,
        headers: (i % 2 === 0 ? driver : owner).headers,
        payload: { status: i % 2 === 0 ? 'finalized' : 'cancelled' },
      }),
    );
    const codes = (await Promise.all(calls)).map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const released = await app.deps.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reservation_id = ${reservation.id} and kind = 'release'`,
    );
    expect((released as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    expect(events.filter((e) => e.type === 'finalized' || e.type === 'cancelled')).toHaveLength(1);
  });

  it('settles each expiry once when two sweepers race', async () => {
    const bookings = [];
    for (let i = 0; i < 12; i += 1) bookings.push(await bookedReservation(app, { startIn: 5, endIn: 20 + i }));
    clock.advance(40 * 60_000);
    const [a, b] = await Promise.all([sweepReservations(app.deps), sweepReservations(app.deps)]);
    expect((a?.expired ?? 0) + (b?.expired ?? 0)).toBeGreaterThanOrEqual(12);
    const expired = events.filter((e) => e.type === 'expired');
    expect(new Set(expired.map((e) => e.reservationId)).size).toBe(expired.length);
    for (const { reservation } of bookings) expect(expired.some((e) => e.reservationId === reservation.id)).toBe(true);
  });

  it('books once for 50 parallel requests with one Idempotency-Key and answers them all alike', async () => {
    const owner = await createUser(app);
    const [driver] = await drivers(1, 200);
    const lot = await createLot(app, owner);
    const car = await createAutomobile(app, driver!);
    const payload = {
      parking_lot_id: lot.id,
      automobile_id: car.id,
      start_time: inMinutes(app, 10),
      end_time: inMinutes(app, 40),
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: { ...driver!.headers, 'idempotency-key': 'parallel-1' },
          payload,
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await balanceOf(app, driver!)).toBe(170);
  });

  it('lets one automobile win only one of 20 parallel bookings on different lots', async () => {
    const owner = await createUser(app);
    const [driver] = await drivers(1, 2000);
    const car = await createAutomobile(app, driver!);
    const lots = [];
    for (let i = 0; i < 20; i += 1) lots.push(await createLot(app, owner));
    const answers = await Promise.all(
      lots.map((lot) =>
        app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: driver!.headers,
          payload: {
            parking_lot_id: lot.id,
            automobile_id: car.id,
            start_time: inMinutes(app, 10),
            end_time: inMinutes(app, 40),
          },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await balanceOf(app, driver!)).toBe(2000 - 30);
  });

  it("lets one of two bookings of one driver's plate, racing on two lots, win", async () => {
    const owner = await createUser(app);
    const [driver] = await drivers(1, 500);
    const car = await createAutomobile(app, driver!);
    // Rounds 0-2: the car and a visitor booking of its plate; 3-5: a visitor's plate twice
    // (no car of the driver's has it: only the registration's exclusion constraint sees both).
    const vehicle = (round: number) =>
      round < 3 ? { automobile_registration: car.registrationNumber } : { automobile_registration: 'CJ77RAC' };
    for (let round = 0; round < 6; round += 1) {
      const [a, b] = [await createLot(app, owner), await createLot(app, owner)];
      const times = { start_time: inMinutes(app, 10 + round * 60), end_time: inMinutes(app, 40 + round * 60) };
      const first = round < 3 ? { automobile_id: car.id } : vehicle(round);
      const answers = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: driver!.headers,
          payload: { parking_lot_id: a.id, ...first, ...times },
        }),
        app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: driver!.headers,
          payload: { parking_lot_id: b.id, ...vehicle(round), ...times },
        }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    }
    expect(await balanceOf(app, driver!)).toBe(500 - 6 * 30);
  });
});
