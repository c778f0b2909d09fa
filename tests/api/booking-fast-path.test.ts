import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerAccounts, parkingLots, reservations } from '../../src/server/db/schema/index';
import { bookingSeams } from '../../src/server/modules/reservations/create-reservation';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { balanceOf, inMinutes } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

// A booking is first tried in two statements that commit by themselves: a read without locks,
// then one write that books only if what the rules read still holds (docs/performance.md,
// "Booking"). These tests change the facts between the two (a seam), race bookings of one
// lot, one wallet and one Idempotency-Key, and hold every answer to the locked transaction's.
const { app, database } = await createTestApp();

afterEach(async () => {
  bookingSeams.betweenReadAndWrite = undefined;
  await assertLedgerBalanced(app);
});

const book = (driver: TestUser, payload: Record<string, unknown>, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: key ? { ...driver.headers, 'idempotency-key': key } : driver.headers,
    payload,
  });

/** Runs `change` once, between the fast path's read and its write. */
function onceBetween(change: () => Promise<void>) {
  bookingSeams.betweenReadAndWrite = async () => {
    bookingSeams.betweenReadAndWrite = undefined;
    await change();
  };
}

async function driverWithCar(credits: number) {
  const driver = await createUser(app, { language: 'en' });
  const car = await createAutomobile(app, driver);
  await grantCredits(app, driver, credits);
  return { driver, car };
}

const hour = (lotId: number, carId: number, startIn = 60) => ({
  parking_lot_id: lotId,
  automobile_id: carId,
  start_time: inMinutes(app, startIn),
  end_time: inMinutes(app, startIn + 60),
});

const reservationsOf = async (lotId: number) =>
  app.deps.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.parkingLotId, lotId));

describe('a change between the read and the write', () => {
  it('a lot made unavailable meanwhile: the locked transaction answers 422 and nothing is held', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const { driver, car } = await driverWithCar(100);
    onceBetween(async () => {
      await app.deps.db.update(parkingLots).set({ available: false }).where(eq(parkingLots.id, lot.id));
    });
    const res = await book(driver, hour(lot.id, car.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parking_lot_id).toEqual(['This parking lot is not available for reservations.']);
    expect(await reservationsOf(lot.id)).toEqual([]);
    expect(await balanceOf(app, driver)).toBe(100);
  });

  it('a balance spent meanwhile: 422 with both figures, the other booking kept', async () => {
    const owner = await createUser(app);
    const [lot, other] = [await createLot(app, owner), await createLot(app, owner)];
    const { driver, car } = await driverWithCar(100);
    let spent = 0;
    onceBetween(async () => {
      spent = (await book(driver, hour(other.id, car.id, 200))).statusCode;
    });
    const res = await book(driver, hour(lot.id, car.id));
    expect(spent).toBe(201);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Not enough credits: this reservation needs 60 credits and your balance is 40.');
    expect(await reservationsOf(lot.id)).toEqual([]);
    expect(await balanceOf(app, driver)).toBe(40);
  });

  it('a car deleted meanwhile: 422 on automobile_id, nothing held', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const { driver, car } = await driverWithCar(100);
    onceBetween(async () => {
      const gone = await app.inject({ method: 'DELETE', url: `/api/automobiles/${car.id}`, headers: driver.headers });
      expect(gone.statusCode).toBe(204);
    });
    const res = await book(driver, hour(lot.id, car.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.automobile_id).toEqual(['The selected automobile does not exist.']);
    expect(await balanceOf(app, driver)).toBe(100);
  });

  it('the lot booked by another meanwhile: 409, nothing held, the key answers the same 409', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const { driver, car } = await driverWithCar(100);
    const rival = await driverWithCar(100);
    onceBetween(async () => {
      expect((await book(rival.driver, hour(lot.id, rival.car.id))).statusCode).toBe(201);
    });
    // One payload for both: times computed twice could straddle a minute (another request).
    const payload = hour(lot.id, car.id);
    const res = await book(driver, payload, 'lost-race');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This parking lot is already reserved for that time.');
    expect(await balanceOf(app, driver)).toBe(100);
    const again = await book(driver, payload, 'lost-race');
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(res.body);
  });
});

describe('bookings racing', () => {
  it('20 drivers on one lot at once: one booked, 19 answered 409, nothing else held', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const drivers = await Promise.all(Array.from({ length: 20 }, () => driverWithCar(100)));
    const answers = await Promise.all(drivers.map(({ driver, car }) => book(driver, hour(lot.id, car.id))));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    expect(await reservationsOf(lot.id)).toHaveLength(1);
    const balances = await Promise.all(drivers.map(({ driver }) => balanceOf(app, driver)));
    expect(balances.sort()).toEqual([...Array.from({ length: 19 }, () => 100), 40].sort());
  });

  it('one driver booking five lots at once with credits for one: one booked, four refused for credits', async () => {
    const owner = await createUser(app);
    const lots = await Promise.all(Array.from({ length: 5 }, () => createLot(app, owner)));
    const driver = await createUser(app, { language: 'en' });
    await grantCredits(app, driver, 100);
    // Visitor registrations: one car could not be on two lots at once (409, not the point here).
    const answers = await Promise.all(
      lots.map((lot, i) =>
        book(driver, {
          parking_lot_id: lot.id,
          automobile_registration: `B${String(100 + i)}ABC`,
          start_time: inMinutes(app, 60),
          end_time: inMinutes(app, 120),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const refused of answers.filter((res) => res.statusCode === 422)) {
      expect(refused.json().message).toBe(
        'Not enough credits: this reservation needs 60 credits and your balance is 40.',
      );
    }
    expect(await balanceOf(app, driver)).toBe(40);
  });

  it('ten retries of one Idempotency-Key at once: one reservation, ten identical answers', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const { driver, car } = await driverWithCar(100);
    const payload = hour(lot.id, car.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(driver, payload, 'one-key')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(await reservationsOf(lot.id)).toHaveLength(1);
    expect(await balanceOf(app, driver)).toBe(40);
  });
});

/** How many other sessions of this database wait for a lock now. */
const lockWaiters = async (client: pg.Client) =>
  (
    await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and pid <> pg_backend_pid() and datname = current_database()`,
    )
  ).rows[0]!.n;

// Needs real parallel transactions: PostgreSQL only.
describe.runIf(process.env.TEST_DATABASE_URL)('a deadlock in the locked transaction (PostgreSQL)', () => {
  /**
   * One round: the booking's locked transaction holds the wallet and waits for a rival's
   * uncommitted reservation of the same car; the rival then asks for the wallet. PostgreSQL checks
   * for a cycle once per wait, deadlock_timeout (1 s) after the wait began, so the booking (which
   * waited first) is the victim only if the rival asks within that second. On a loaded machine
   * the rival may ask later and be the victim itself: the round says so and the test runs another.
   */
  async function round(): Promise<'booking was the victim' | 'too slow: the rival was the victim'> {
    const owner = await createUser(app);
    const [lot, other] = [await createLot(app, owner), await createLot(app, owner)];
    const { driver, car } = await driverWithCar(100);
    const [wallet] = await app.deps.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, driver.id), eq(ledgerAccounts.type, 'wallet')));
    const payload = hour(lot.id, car.id);
    const rival = new pg.Client({ connectionString: database.url });
    await rival.connect();
    // The payload's times are wall-clock times of the app's zone.
    await rival.query(`set time zone '${app.deps.config.APP_TIMEZONE}'`);
    try {
      onceBetween(async () => {
        // The lot's row changes after the read: the fast write books nothing, the locked
        // transaction runs. Before it, another transaction holds (uncommitted) a reservation of
        // the same car at the same time on another lot.
        await app.deps.db.update(parkingLots).set({ zone: 'Centru' }).where(eq(parkingLots.id, lot.id));
        await rival.query('begin');
        await rival.query(
          `insert into reservations (user_id, parking_lot_id, automobile_id, automobile_registration, start_time,
             end_time, credits_reserved) values ($1, $2, $3, $4, $5, $6, 60)`,
          [driver.id, other.id, car.id, car.registrationNumber, payload.start_time, payload.end_time],
        );
      });
      const booking = book(driver, payload);
      await expect.poll(() => lockWaiters(rival), { timeout: 10_000, interval: 20 }).toBe(1);
      let outcome: Awaited<ReturnType<typeof round>> = 'booking was the victim';
      try {
        // Answered once the booking, the victim, has rolled back and let the wallet go; run
        // again, it waits for the wallet, and the rival gives up.
        await rival.query('select id from ledger_accounts where id = $1 for update', [wallet!.id]);
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01') throw error;
        outcome = 'too slow: the rival was the victim';
      }
      await rival.query('rollback');
      // Either way the booking is made once, not refused as taken.
      const res = await booking;
      expect(res.statusCode, res.body).toBe(201);
      expect(await reservationsOf(lot.id)).toHaveLength(1);
      expect(await balanceOf(app, driver)).toBe(40);
      return outcome;
    } finally {
      await rival.end();
    }
  }

  it('runs it again: the booking is made once the other transaction ends, not refused as taken', async () => {
    const outcomes = [];
    do outcomes.push(await round());
    while (outcomes.at(-1) !== 'booking was the victim' && outcomes.length < 5);
    expect(outcomes.at(-1), outcomes.join(', ')).toBe('booking was the victim');
  }, 60_000);
});

// The owner's row is share-locked by both statements a booking may write with: the fast write's
// guard and the locked transaction's read (a lateral subquery, booking-facts.ts). A suspension
// (an UPDATE of that row) that commits while a booking waits for it is therefore seen: the
// booking is refused, never written on the strength of a read made before the suspension.
describe.runIf(process.env.TEST_DATABASE_URL)("a booking racing the owner's suspension (PostgreSQL)", () => {
  const suspended = ['This parking lot is not taking new reservations at the moment.'];

  /** Books while another session holds the owner's suspension uncommitted, then commits it. */
  async function bookDuringSuspension(
    ownerId: number,
    begin: (suspend: () => Promise<void>) => void,
    bookIt: () => ReturnType<typeof book>,
  ) {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      begin(async () => {
        await admin.query('begin');
        await admin.query(`update users set suspended_at = now(), suspended_reason = 'race' where id = $1`, [ownerId]);
      });
      const booking = bookIt();
      // The booking waits for the owner's row, then the suspension commits.
      await expect.poll(() => lockWaiters(admin), { timeout: 10_000, interval: 20 }).toBe(1);
      await admin.query('commit');
      return await booking;
    } finally {
      await admin.end();
    }
  }

  it('the fast write waits for the suspension and books nothing; the locked transaction refuses', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const { driver, car } = await driverWithCar(100);
    // Uncommitted before the booking starts: its read (no locks) sees the owner active.
    const res = await bookDuringSuspension(
      owner.id,
      (suspend) => onceBetween(suspend),
      () => book(driver, hour(lot.id, car.id)),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.parking_lot_id).toEqual(suspended);
    expect(await reservationsOf(lot.id)).toEqual([]);
    expect(await balanceOf(app, driver)).toBe(100);
  });

  it("the locked transaction's read waits for the suspension and refuses", async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const { driver, car } = await driverWithCar(100);
    // The lot's row changes after the fast read: its write's guard finds no lot to lock, so it
    // never reaches the owner's row and books nothing at once; the locked transaction's read
    // is the one left to wait for the suspension begun meanwhile.
    const res = await bookDuringSuspension(
      owner.id,
      (suspend) =>
        onceBetween(async () => {
          await app.deps.db.update(parkingLots).set({ zone: 'Centru' }).where(eq(parkingLots.id, lot.id));
          await suspend();
        }),
      () => book(driver, hour(lot.id, car.id)),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.parking_lot_id).toEqual(suspended);
    expect(await reservationsOf(lot.id)).toEqual([]);
    expect(await balanceOf(app, driver)).toBe(100);
  });
});
