import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransactions, reservations } from '../../src/server/db/schema/index';
import { createApiCluster } from '../support/api-cluster';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';

/** The owner's side of a series (issue 46, point 5): the lot's list, the owner's cancel, a closed lot. */
const cluster = await createApiCluster();
const { app } = cluster;
// Friday 20 March 2026, 10:00 in Bucharest: the series starts on Monday the 23rd.
const FRIDAY = new Date('2026-03-20T08:00:00Z');

beforeEach(() => cluster.setClock(FRIDAY));
afterEach(async () => {
  await assertLedgerBalanced(app);
});

type Setup = { owner: TestUser; driver: TestUser; lot: { id: number }; car: { id: number } };

async function setup(): Promise<Setup> {
  const owner = await createUser(app, { language: 'en', name: 'Owner' });
  const driver = await createUser(app, { language: 'en', name: 'Commuter' });
  const lot = await createLot(app, owner);
  const car = await createAutomobile(app, driver);
  await grantCredits(app, driver, 20_000);
  return { owner, driver, lot, car };
}

const ask = (s: Setup, weeks = 2) => ({
  parking_lot_id: s.lot.id,
  automobile_id: s.car.id,
  weekdays: [1, 2, 3, 4, 5],
  from: '08:00',
  to: '18:00',
  start_date: '2026-03-23',
  weeks,
});

type Booked = { id: number; reservations: { reservation_id: number; date: string }[] };

async function bookSeries(s: Setup): Promise<Booked> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/reservation-series',
    headers: s.driver.headers,
    payload: ask(s),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function balanceOf(user: { id: number }): Promise<number> {
  const [wallet] = await app.deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.type, 'wallet'), eq(ledgerAccounts.userId, user.id)));
  return Number(wallet?.balance ?? 0);
}

const releases = (ids: number[]) =>
  app.deps.db
    .select({ id: ledgerTransactions.id, reservationId: ledgerTransactions.reservationId })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'release'), inArray(ledgerTransactions.reservationId, ids)));

const lotSeries = (user: TestUser, lotId: number) =>
  app.inject({ method: 'GET', url: `/api/parking-lots/${lotId}/reservation-series`, headers: user.headers });

const cancelAsOwner = (s: Setup, id: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/reservations/${id}`,
    headers: s.owner.headers,
    payload: { status: 'cancelled' },
  });

const dateOf = (booked: Booked, date: string) => booked.reservations.find((r) => r.date === date)!.reservation_id;

describe('reservation series: the owner', () => {
  it('lists a series on the lot as one entry with its car, days and remaining dates', async () => {
    const s = await setup();
    const booked = await bookSeries(s);
    const res = await lotSeries(s.owner, s.lot.id);
    expect(res.statusCode).toBe(200);
    const [only, ...others] = res.json().data;
    expect(others).toEqual([]);
    expect(only).toMatchObject({
      id: booked.id,
      weekdays: [1, 2, 3, 4, 5],
      from: '08:00',
      to: '18:00',
      remaining_credits: 6_000,
    });
    expect(only.remaining).toHaveLength(10);
    expect(only.automobile_registration).toMatch(/\S/);
    // The driver, or anyone but the owner, is not shown the lot's series.
    expect((await lotSeries(s.driver, s.lot.id)).statusCode).toBe(404);
  });

  it("refunds the one date the owner cancels and leaves the driver's others booked", async () => {
    const s = await setup();
    const booked = await bookSeries(s);
    const ids = booked.reservations.map((r) => r.reservation_id);
    expect(await balanceOf(s.driver)).toBe(14_000);
    const wednesday = dateOf(booked, '2026-03-25');

    const res = await cancelAsOwner(s, wednesday);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');

    expect(await balanceOf(s.driver)).toBe(14_600);
    expect(await releases(ids)).toEqual([expect.objectContaining({ reservationId: wednesday })]);
    const rows = await app.deps.db
      .select({ id: reservations.id, status: reservations.status })
      .from(reservations)
      .where(eq(reservations.seriesId, booked.id));
    expect(rows.filter((r) => r.status === 'scheduled').map((r) => r.id)).toEqual(ids.filter((id) => id !== wednesday));
    const listed = (await lotSeries(s.owner, s.lot.id)).json().data[0];
    expect(listed.remaining).toHaveLength(9);
    expect(listed.remaining).not.toContain('2026-03-25');
  });

  it('keeps the booked dates when the owner stops new bookings, and a later preview names both', async () => {
    const s = await setup();
    const booked = await bookSeries(s);
    const closed = await app.inject({
      method: 'POST',
      url: `/api/parking-lots/${s.lot.id}/availability`,
      headers: s.owner.headers,
      payload: { available: false },
    });
    expect(closed.statusCode).toBe(200);
    const rows = await app.deps.db
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.seriesId, booked.id));
    expect(rows.map((r) => r.status)).toEqual(Array(10).fill('scheduled'));
    expect(await balanceOf(s.driver)).toBe(14_000);

    // Three weeks asked: the two booked are the driver's, the third the lot no longer takes.
    const preview = await app.inject({
      method: 'POST',
      url: '/api/reservation-series/preview',
      headers: s.driver.headers,
      payload: ask(s, 3),
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    const reasons = body.occurrences.map((o: { reason?: string }) => o.reason);
    expect(reasons).toEqual([...Array(10).fill('booked'), ...Array(5).fill('lot_closed')]);
    expect(body).toMatchObject({ free_count: 0, total_credits: 0 });
    // Booking it again books nothing new.
    const again = await app.inject({
      method: 'POST',
      url: '/api/reservation-series',
      headers: s.driver.headers,
      payload: ask(s, 3),
    });
    expect(again.statusCode).toBe(422);
    expect(await balanceOf(s.driver)).toBe(14_000);
    // The owner still sees the series.
    expect((await lotSeries(s.owner, s.lot.id)).json().data[0].remaining).toHaveLength(10);
  });

  it("refunds a date once when the driver's cancel races the owner's", async () => {
    const s = await setup();
    const booked = await bookSeries(s);
    const ids = booked.reservations.map((r) => r.reservation_id);
    const thursday = dateOf(booked, '2026-03-26');
    const [driver, owner] = await Promise.all([
      app.inject({
        method: 'DELETE',
        url: `/api/reservation-series/${booked.id}?from=2026-03-26&to=2026-03-26`,
        headers: s.driver.headers,
      }),
      cancelAsOwner(s, thursday),
    ]);
    expect(driver.statusCode).toBe(200);
    expect([200, 409]).toContain(owner.statusCode);
    const byDriver = driver.json().cancelled as { reservation_id: number }[];
    // Exactly one of the two cancelled it.
    expect(byDriver.length + (owner.statusCode === 200 ? 1 : 0)).toBe(1);
    expect(await releases(ids)).toEqual([expect.objectContaining({ reservationId: thursday })]);
    expect(await balanceOf(s.driver)).toBe(14_600);
  });
});
