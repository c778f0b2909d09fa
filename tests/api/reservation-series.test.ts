import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatApiDateTime } from '../../src/domain/date-time';
import {
  ledgerAccounts,
  ledgerTransactions,
  notifications,
  reservations,
  reservationSeries,
} from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { runSeriesRenewals } from '../../src/server/modules/reservation-series/index';
import { createApiCluster } from '../support/api-cluster';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';

const cluster = await createApiCluster();
const { app, mail: mailSink } = cluster;
const zone = 'Europe/Bucharest';
// Friday 20 March 2026, 10:00 in Bucharest: the next Monday is the 23rd, the clocks go forward on the 29th.
const FRIDAY = new Date('2026-03-20T08:00:00Z');

beforeEach(() => cluster.setClock(FRIDAY));
afterEach(async () => {
  await assertLedgerBalanced(app);
});

type Setup = { owner: TestUser; driver: TestUser; lot: { id: number; identifier: string }; car: { id: number } };

async function setup(credits = 20_000, lotOverrides: Parameters<typeof createLot>[2] = {}): Promise<Setup> {
  const owner = await createUser(app, { language: 'en', name: 'Owner' });
  const driver = await createUser(app, { language: 'en', name: 'Commuter' });
  const lot = await createLot(app, owner, lotOverrides);
  const car = await createAutomobile(app, driver);
  if (credits > 0) await grantCredits(app, driver, credits);
  return { owner, driver, lot, car };
}

/** The wallet's balance as the ledger keeps it (the clock moves past the sessions' lifetime). */
async function balanceOf(_app: unknown, user: { id: number }): Promise<number> {
  const [wallet] = await app.deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.type, 'wallet'), eq(ledgerAccounts.userId, user.id)));
  return Number(wallet?.balance ?? 0);
}

/** A fresh session at the clock's time. */
async function signIn(user: TestUser): Promise<TestUser> {
  const { accessToken } = await createSession(app.deps.db, user, true, app.deps.now());
  return { ...user, token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

const weekdays = [1, 2, 3, 4, 5];
const ask = (s: Setup, extra: Record<string, unknown> = {}) => ({
  parking_lot_id: s.lot.id,
  automobile_id: s.car.id,
  weekdays,
  from: '08:00',
  to: '18:00',
  start_date: '2026-03-23',
  weeks: 2,
  ...extra,
});

const post = (user: TestUser, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...user.headers, ...headers }, payload: payload as object });
const preview = (user: TestUser, payload: unknown) => post(user, '/api/reservation-series/preview', payload);
const book = (user: TestUser, payload: unknown, headers: Record<string, string> = {}) =>
  post(user, '/api/reservation-series', payload, headers);

/** A single booking through the ordinary endpoint. */
const single = (user: TestUser, lotId: number, carId: number, start: string, end: string) =>
  post(user, '/api/reservations', { parking_lot_id: lotId, automobile_id: carId, start_time: start, end_time: end });

describe('reservation series: wall clock and credits', () => {
  it('keeps 08:00-18:00 local across 29 March and holds 600 credits a day', async () => {
    const s = await setup();
    const res = await book(s.driver, ask(s));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.reservations).toHaveLength(10);
    for (const r of body.reservations) {
      expect(r.start_time.slice(11)).toBe('08:00:00');
      expect(r.end_time.slice(11)).toBe('18:00:00');
      expect(r.credits_reserved).toBe(600);
    }
    // Before the change 08:00 is 06:00 UTC; after it, 05:00 UTC.
    const rows = await app.deps.db
      .select()
      .from(reservations)
      .where(eq(reservations.seriesId, body.id))
      .orderBy(reservations.startTime);
    expect(rows[0]!.startTime.toISOString()).toBe('2026-03-23T06:00:00.000Z');
    expect(rows[9]!.startTime.toISOString()).toBe('2026-04-03T05:00:00.000Z');
    expect(rows.every((r) => r.endTime.getTime() - r.startTime.getTime() === 600 * 60_000)).toBe(true);
    expect(await balanceOf(app, s.driver)).toBe(20_000 - 6_000);
    // Each date is its own reservation with its own hold.
    const holds = await app.deps.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'hold'),
          inArray(
            ledgerTransactions.reservationId,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(holds).toHaveLength(10);
  });

  it('keeps 08:00-18:00 local across 25 October', async () => {
    cluster.setClock(new Date('2026-10-16T08:00:00Z'));
    const s = await setup();
    const res = await preview(s.driver, ask(s, { start_date: '2026-10-19' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.occurrences).toHaveLength(10);
    expect(body.occurrences.map((o: { start_time: string }) => o.start_time.slice(11))).toEqual(
      Array(10).fill('08:00:00'),
    );
    expect(body.total_credits).toBe(6_000);
    const booked = await book(s.driver, ask(s, { start_date: '2026-10-19' }));
    const ids = booked.json().reservations.map((r: { reservation_id: number }) => r.reservation_id);
    const rows = await app.deps.db.select().from(reservations).where(inArray(reservations.id, ids));
    const utcHours = new Set(rows.map((r) => r.startTime.getUTCHours()));
    // 05:00 UTC before the change (EEST), 06:00 UTC after it (EET).
    expect(utcHours).toEqual(new Set([5, 6]));
  });
});

describe('reservation series: preview', () => {
  it('names why each date is not free and counts only the free ones', async () => {
    // Closed on Wednesdays; the window ends on Thursday 2 April at 12:00.
    const schedule = [1, 2, 4, 5, 6, 7].map((day) => ({ day, from: 0, to: 1440 }));
    const s = await setup(20_000, {
      weeklySchedule: schedule,
      availableTo: new Date('2026-04-02T09:00:00Z'),
    });
    // Another driver has Tuesday 24 March on this lot.
    const other = await createUser(app, { language: 'en' });
    const otherCar = await createAutomobile(app, other);
    await grantCredits(app, other, 1_000);
    expect((await single(other, s.lot.id, otherCar.id, '2026-03-24 09:00:00', '2026-03-24 10:00:00')).statusCode).toBe(
      201,
    );
    // The commuter's car is elsewhere on Monday 30 March.
    const elsewhere = await createLot(app, s.owner);
    expect(
      (await single(s.driver, elsewhere.id, s.car.id, '2026-03-30 07:00:00', '2026-03-30 09:00:00')).statusCode,
    ).toBe(201);
    // Today (Friday 20 March) at 08:00 is already past.
    const res = await preview(s.driver, ask(s, { start_date: '2026-03-20' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const byDate = Object.fromEntries(
      body.occurrences.map((o: { date: string; free: boolean; reason?: string }) => [o.date, o.reason ?? 'free']),
    );
    expect(byDate).toEqual({
      '2026-03-20': 'past',
      '2026-03-23': 'free',
      '2026-03-24': 'taken',
      '2026-03-25': 'schedule_closed',
      '2026-03-26': 'free',
      '2026-03-27': 'free',
      '2026-03-30': 'car_busy',
      '2026-03-31': 'free',
      '2026-04-01': 'schedule_closed',
      '2026-04-02': 'window_ended',
    });
    expect(body.free_count).toBe(4);
    expect(body.total_credits).toBe(2_400);
    expect(body.enough_credits).toBe(true);
    // Booking skips them, names them, and holds the free ones only.
    const booked = await book(s.driver, ask(s, { start_date: '2026-03-20' }));
    expect(booked.statusCode).toBe(201);
    expect(booked.json().remaining).toEqual(['2026-03-23', '2026-03-26', '2026-03-27', '2026-03-31']);
    expect(booked.json().skipped.map((o: { reason: string }) => o.reason)).toEqual([
      'past',
      'taken',
      'schedule_closed',
      'car_busy',
      'schedule_closed',
      'window_ended',
    ]);
  });

  it('refuses bad input with field errors, and a lot or car that is not there', async () => {
    const s = await setup();
    const bad = await preview(s.driver, ask(s, { from: '18:00', to: '08:00' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.to).toBeDefined();
    const weeks = await preview(s.driver, ask(s, { weeks: 13 }));
    expect(weeks.statusCode).toBe(422);
    expect(weeks.json().errors.weeks).toBeDefined();
    const tooMany = await preview(s.driver, ask(s, { weeks: 12, weekdays: [1, 2, 3, 4, 5, 6] }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.weeks).toBeDefined();
    const own = await preview(s.owner, { ...ask(s), automobile_id: (await createAutomobile(app, s.owner)).id });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.parking_lot_id).toBeDefined();
    const notMine = await preview(s.driver, { ...ask(s), automobile_id: (await createAutomobile(app, s.owner)).id });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.automobile_id).toBeDefined();
  });
});

describe('reservation series: all or none', () => {
  it('books nothing when the wallet cannot hold every free date', async () => {
    const s = await setup(5_999);
    const res = await book(s.driver, ask(s));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('6000');
    expect(res.json().message).toContain('5999');
    expect(await balanceOf(app, s.driver)).toBe(5_999);
    const series = await app.deps.db.select().from(reservationSeries).where(eq(reservationSeries.userId, s.driver.id));
    expect(series).toHaveLength(0);
    const rows = await app.deps.db.select().from(reservations).where(eq(reservations.userId, s.driver.id));
    expect(rows).toHaveLength(0);
  });

  it('answers 422 when no date is free', async () => {
    const s = await setup(20_000, { availableTo: new Date('2026-03-21T00:00:00Z') });
    const res = await book(s.driver, ask(s));
    expect(res.statusCode).toBe(422);
    expect(await balanceOf(app, s.driver)).toBe(20_000);
  });
});

describe('reservation series: cancel', () => {
  const del = (user: TestUser, id: number, query = '') =>
    app.inject({ method: 'DELETE', url: `/api/reservation-series/${id}${query}`, headers: user.headers });
  const refundLines = async (ids: number[]) =>
    app.deps.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'release'), inArray(ledgerTransactions.reservationId, ids)));

  it('cancels one date, then a range, then the rest, one refund line each', async () => {
    const s = await setup();
    const booked = (await book(s.driver, ask(s))).json();
    const ids = booked.reservations.map((r: { reservation_id: number }) => r.reservation_id);
    expect(await balanceOf(app, s.driver)).toBe(14_000);

    const one = await del(s.driver, booked.id, '?from=2026-03-25&to=2026-03-25');
    expect(one.statusCode).toBe(200);
    expect(one.json().cancelled).toEqual([expect.objectContaining({ date: '2026-03-25', refunded: 600 })]);
    expect(one.json().series.remaining).toHaveLength(9);
    expect(await balanceOf(app, s.driver)).toBe(14_600);

    const range = await del(s.driver, booked.id, '?from=2026-03-30&to=2026-04-01');
    expect(range.json().cancelled.map((c: { date: string }) => c.date)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
    expect(range.json().refunded_total).toBe(1_800);
    expect(await balanceOf(app, s.driver)).toBe(16_400);

    const rest = await del(s.driver, booked.id);
    expect(rest.json().cancelled).toHaveLength(6);
    expect(rest.json().series).toMatchObject({ remaining: [], status: 'ended', renew: false });
    expect(await balanceOf(app, s.driver)).toBe(20_000);
    expect(await refundLines(ids)).toHaveLength(10);
    // Nothing twice: a second cancel of the rest finds nothing.
    expect((await del(s.driver, booked.id)).json().cancelled).toEqual([]);
    // Someone else's series is not found.
    expect((await del(s.owner, booked.id)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/reservation-series/${booked.id}`, headers: s.owner.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('leaves a started date to the ordinary rules', async () => {
    const s = await setup();
    const booked = (await book(s.driver, ask(s))).json();
    // Monday 23 March 09:00 local: the first date has started, past the honest-mistake grace.
    cluster.setClock(new Date('2026-03-23T07:00:00Z'));
    const driver = await signIn(s.driver);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/reservation-series/${booked.id}?to=2026-03-24`,
      headers: driver.headers,
    });
    expect(res.json().cancelled.map((c: { date: string }) => c.date)).toEqual(['2026-03-24']);
    expect(res.json().series.remaining[0]).toBe('2026-03-23');
  });

  it('lists the driver series with their remaining dates', async () => {
    const s = await setup();
    const booked = (await book(s.driver, ask(s, { weeks: 1 }))).json();
    const list = await app.inject({ method: 'GET', url: '/api/reservation-series', headers: s.driver.headers });
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: booked.id, remaining: booked.remaining, remaining_credits: 3_000 }),
    ]);
    const off = await app.inject({
      method: 'PUT',
      url: `/api/reservation-series/${booked.id}`,
      headers: s.driver.headers,
      payload: { renew: false },
    });
    expect(off.json().renew).toBe(false);
  });
});

describe('reservation series: monthly renewal', () => {
  const seriesRow = async (id: number) =>
    (await app.deps.db.select().from(reservationSeries).where(eq(reservationSeries.id, id)))[0]!;
  const noticesOf = async (user: TestUser) =>
    app.deps.db
      .select({ messageId: notifications.messageId, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), like(notifications.messageId, 'series.%')))
      .orderBy(notifications.id);
  /** Books a renewing week; the driver's "booked" notice is written after the answer, so wait for it. */
  const bookRenewing = async (s: Setup) => {
    const booked = (await book(s.driver, ask(s, { weeks: 1, renew: true }))).json();
    await expect.poll(async () => (await noticesOf(s.driver)).map((n) => n.messageId)).toEqual(['series.booked']);
    return booked;
  };

  it('tells the driver 3 days ahead, then holds the next 4 weeks', async () => {
    const s = await setup(20_000);
    const booked = await bookRenewing(s);
    expect(booked.block_end).toBe('2026-03-30');
    expect(await balanceOf(app, s.driver)).toBe(17_000);
    // Thursday 26 March: 4 days before, nothing yet.
    cluster.setClock(new Date('2026-03-26T08:00:00Z'));
    await runSeriesRenewals(app.deps);
    expect((await noticesOf(s.driver)).map((n) => n.messageId)).toEqual(['series.booked']);
    // Friday 27 March: the notice, with what will be held; run twice (two processes) it is told once.
    cluster.setClock(new Date('2026-03-27T08:00:00Z'));
    await Promise.all([runSeriesRenewals(app.deps), runSeriesRenewals(app.deps)]);
    const told = await noticesOf(s.driver);
    expect(told.map((n) => n.messageId)).toEqual(['series.booked', 'series.renewal_notice']);
    expect(told[1]!.message).toContain('20 free dates, 12000 credits');
    expect(await balanceOf(app, s.driver)).toBe(17_000);
    // Sunday 29 March: renewed, twice at once, booked once.
    cluster.setClock(new Date('2026-03-29T08:00:00Z'));
    await Promise.all([runSeriesRenewals(app.deps), runSeriesRenewals(app.deps)]);
    // The renewal's run ends once the driver is told: the mail, with the notification's text.
    const mails = mailSink.messages.filter((m) => m.to.includes(s.driver.email.toLowerCase()));
    expect(mails.map((m) => m.text)).toContainEqual(expect.stringContaining('is held for 20 more dates'));
    expect((await noticesOf(s.driver)).map((n) => n.messageId)).toContain('series.renewed');
    expect(await balanceOf(app, s.driver)).toBe(5_000);
    const row = await seriesRow(booked.id);
    expect(row).toMatchObject({ blockEnd: '2026-04-27', weeks: 5, renew: true });
    const driver = await signIn(s.driver);
    const view = (
      await app.inject({ method: 'GET', url: `/api/reservation-series/${booked.id}`, headers: driver.headers })
    ).json();
    expect(view.reservations).toHaveLength(25);
    expect(view.reservations.at(-1).date).toBe('2026-04-24');
  });

  it('books none and tells the driver when the balance is short', async () => {
    const s = await setup(5_000);
    const booked = await bookRenewing(s);
    cluster.setClock(new Date('2026-03-29T08:00:00Z'));
    await runSeriesRenewals(app.deps);
    expect(await balanceOf(app, s.driver)).toBe(2_000);
    expect(await seriesRow(booked.id)).toMatchObject({ blockEnd: '2026-03-30', renew: false, status: 'ended' });
    const told = await noticesOf(s.driver);
    expect(told.map((n) => n.messageId)).toEqual(['series.booked', 'series.renewal_notice', 'series.renewal_failed']);
    expect(told.at(-1)!.message).toContain('need 12000 credits and your wallet has 2000');
    const rows = await app.deps.db.select().from(reservations).where(eq(reservations.seriesId, booked.id));
    expect(rows).toHaveLength(5);
  });

  it('does not renew a series the driver stopped', async () => {
    const s = await setup(20_000);
    const booked = (await book(s.driver, ask(s, { weeks: 1, renew: true }))).json();
    await app.inject({
      method: 'PUT',
      url: `/api/reservation-series/${booked.id}`,
      headers: s.driver.headers,
      payload: { renew: false },
    });
    cluster.setClock(new Date('2026-03-29T08:00:00Z'));
    await runSeriesRenewals(app.deps);
    expect(await balanceOf(app, s.driver)).toBe(17_000);
  });
});

describe('reservation series: exactly once', () => {
  it('books a series once under retries with one Idempotency-Key, across servers', async () => {
    const s = await setup();
    const headers = { ...s.driver.headers, 'idempotency-key': 'series-1' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => cluster.call(i, 'POST', '/api/reservation-series', headers, ask(s))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => (a.body as { id: number }).id)).size).toBe(1);
    expect(await balanceOf(app, s.driver)).toBe(14_000);
    const series = await app.deps.db.select().from(reservationSeries).where(eq(reservationSeries.userId, s.driver.id));
    expect(series).toHaveLength(1);
    // The same key with another body is refused.
    const other = await cluster.call(0, 'POST', '/api/reservation-series', headers, ask(s, { weeks: 1 }));
    expect(other.status).toBe(422);
  });

  it('leaves no date booked twice when many drivers race for overlapping series', async () => {
    const s = await setup(0);
    const drivers = cluster.kind === 'postgres' ? 200 : 30;
    const racers = await Promise.all(
      Array.from({ length: drivers }, async () => {
        const driver = await createUser(app, { language: 'en' });
        const car = await createAutomobile(app, driver);
        await grantCredits(app, driver, 20_000);
        return { driver, car };
      }),
    );
    // Each asks for 1 or 2 weeks of two or three weekdays: they overlap in every way.
    const answers = await Promise.all(
      racers.map(({ driver, car }, i) =>
        cluster.call(i, 'POST', '/api/reservation-series', driver.headers, {
          parking_lot_id: s.lot.id,
          automobile_id: car.id,
          weekdays: i % 2 ? [1, 3, 5] : [2, 3],
          from: i % 3 ? '08:00' : '12:00',
          to: i % 3 ? '13:00' : '18:00',
          start_date: '2026-03-23',
          weeks: 1 + (i % 2),
        }),
      ),
    );
    for (const a of answers) expect([201, 409, 422], JSON.stringify(a.body)).toContain(a.status);
    expect(answers.some((a) => a.status === 201)).toBe(true);
    const overlapping = await app.deps.db.execute(sql`
      select count(*)::int as n from reservations a join reservations b
        on a.parking_lot_id = b.parking_lot_id and a.id < b.id
       and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
      where a.parking_lot_id = ${s.lot.id} and a.status in ('scheduled', 'active') and b.status in ('scheduled', 'active')`);
    expect((overlapping as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // Every booked series' dates are on the lot, and the money adds up: each driver paid for what they hold.
    for (const [i, { driver }] of racers.entries()) {
      const held = await app.deps.db
        .select({ credits: reservations.creditsReserved })
        .from(reservations)
        .where(eq(reservations.userId, driver.id));
      const total = held.reduce((sum, r) => sum + r.credits, 0);
      expect(await balanceOf(app, driver), `driver ${i}`).toBe(20_000 - total);
    }
  }, 240_000);
});

void formatApiDateTime;
void zone;
