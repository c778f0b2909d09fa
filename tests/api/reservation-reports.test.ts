import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportResult } from '../../src/domain/contracts/reservations';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { balanceOf, bookedReservation, inMinutes } from '../support/reservation-helpers';
import { waitForNotifications } from '../support/notifications';
import { createTestApp } from '../support/test-app';

// "Spot taken" (PRODUCT.md, "Trust at the lot"): the driver's report, the owner's contest and
// an administrator's decision, each moving credits exactly once.
const { app, clock } = await createTestApp();
const MIN = 60_000;
const advance = (minutes: number, seconds = 0) => clock.advance(minutes * MIN + seconds * 1000);

beforeEach(() => {
  clock.set(new Date(Math.floor(Date.now() / 1000) * 1000));
});
afterEach(async () => {
  await assertLedgerBalanced(app);
  clock.reset();
});

const report = (user: TestUser, id: number, payload: object = { reason: 'occupied' }, headers = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/reservations/${id}/report`,
    headers: { ...user.headers, ...headers },
    payload,
  });
const contest = (user: TestUser, id: number, note = 'The spot was free, here is the camera log.') =>
  app.inject({ method: 'POST', url: `/api/reservations/${id}/contest`, headers: user.headers, payload: { note } });
const settle = (admin: TestUser, id: number, decision: 'charge' | 'refund') =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/reservations/${id}`,
    headers: admin.headers,
    payload: { settle: decision },
  });

async function ledgerRows(reservationId: number, kind: string): Promise<number> {
  const result = (await app.deps.db.execute(
    sql`select count(*)::int as n from ledger_transactions where reservation_id = ${reservationId} and kind = ${kind}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** The user signed in again at the app's clock (access tokens expire as the clock moves on). */
async function again(user: TestUser): Promise<TestUser> {
  const { accessToken } = await createSession(app.deps.db, user, true, app.deps.now());
  return { ...user, token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/** A spot far from the fixtures' default lots (44.4268, 26.1025), and one `metres` north of it. */
const BASE = { latitude: 45.6427, longitude: 25.5887 };
const northBy = (metres: number) => ({ latitude: BASE.latitude + metres / 111_320, longitude: BASE.longitude });

/** The driver books `lotId` with their car from `startIn` to `endIn` minutes from now. */
async function book(app: FastifyInstance, driver: TestUser, lotId: number, carId: number, startIn = 5, endIn = 65) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: driver.headers,
    payload: {
      parking_lot_id: lotId,
      automobile_id: carId,
      start_time: inMinutes(app, startIn),
      end_time: inMinutes(app, endIn),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; credits_reserved: number };
}

describe('the driver reports the spot taken', () => {
  it('refunds the whole hold at once and proposes free lots within 1 km, closest first', async () => {
    const owner = await createUser(app, { language: 'en' });
    const driver = await createUser(app, { language: 'en' });
    const car = await createAutomobile(app, driver);
    await grantCredits(app, driver, 500);
    const lot = await createLot(app, owner, BASE);
    const reservation = await book(app, driver, lot.id, car.id, 5, 65);
    // Around the reported lot: free ones at 600 m and 150 m, one at 400 m booked by someone
    // else, one 1.5 km away, and one of the driver's own.
    const far = await createLot(app, owner, northBy(1500));
    const sixHundred = await createLot(app, owner, northBy(600));
    const near = await createLot(app, owner, northBy(150));
    const taken = await createLot(app, owner, northBy(400));
    const own = await createLot(app, driver, northBy(50));
    const other = await createUser(app);
    await grantCredits(app, other, 500);
    await book(app, other, taken.id, (await createAutomobile(app, other)).id, 20, 40);
    const before = await balanceOf(app, driver);
    advance(6);

    const res = await report(driver, reservation.id, { reason: 'occupied', note: 'A red van is parked there.' });
    expect(res.statusCode, res.body).toBe(200);
    const body = reportResult.parse(res.json());
    expect(body.refunded).toBe(60);
    expect(await balanceOf(app, driver)).toBe(before + 60);
    expect(await balanceOf(app, owner)).toBe(0);
    expect(body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'reported: occupied', credits_paid: 0 });
    expect(body.data.report).toMatchObject({ reason: 'occupied', note: 'A red van is parked there.', held: false });
    expect(body.alternatives.map((l) => l.id)).toEqual([near.id, sixHundred.id]);
    expect(body.alternatives[0]?.distance_m).toBeGreaterThan(140);
    expect(body.alternatives[0]?.distance_m).toBeLessThan(160);
    expect(body.alternatives.map((l) => l.id)).not.toContain(far.id);
    expect(body.alternatives.map((l) => l.id)).not.toContain(own.id);
    expect(body.alternatives.map((l) => l.id)).not.toContain(lot.id);
    // The rest of the period: from now (after the start) to the reservation's end.
    expect(body.alternatives_from).toBe(inMinutes(app, 0));
    expect(body.alternatives_to).toBe(inMinutes(app, 59));

    // One tap: the proposed lot books for that period with the same car and credits rules.
    const rebook = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: driver.headers,
      payload: {
        parking_lot_id: near.id,
        automobile_id: car.id,
        start_time: body.alternatives_from,
        end_time: body.alternatives_to,
      },
    });
    expect(rebook.statusCode, rebook.body).toBe(201);
    expect(await balanceOf(app, driver)).toBe(before + 60 - 59);

    // The owner hears of it, in words (no raw reason key).
    const inbox = await app.inject({ method: 'GET', url: '/api/notifications', headers: owner.headers });
    const notice = (inbox.json().data as { title: string; message: string }[]).find(
      (n) => n.title === 'Spot reported taken',
    );
    expect(notice?.message).toContain('taken by another car');
    expect(notice?.message).not.toContain('occupied');
  });

  it('is open from 10 minutes before the start to 15 after it, else 422, and only to the driver', async () => {
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 20, endIn: 80 });
    advance(9, 30);
    const early = await report(driver, reservation.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/10 minutes before the start/);
    advance(0, 31);
    expect((await report(owner, reservation.id)).statusCode).toBe(403);
    const stranger = await createUser(app);
    expect((await report(stranger, reservation.id)).statusCode).toBe(404);
    expect((await report(driver, reservation.id, { reason: 'flooded' })).statusCode).toBe(422);

    const late = await bookedReservation(app, { startIn: 5, endIn: 65 });
    advance(5 + 15);
    const tooLate = await report(late.driver, late.reservation.id);
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().message).toMatch(/15 minutes after the start/);
    expect(await balanceOf(app, late.driver)).toBe(500 - 60);
    expect((await report(driver, reservation.id)).statusCode).toBe(200);
  });

  it('refunds once when 20 reports race, and a retried key replays the answer', async () => {
    const { driver, reservation } = await bookedReservation(app, { startIn: 5, endIn: 65 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(driver, reservation.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toMatch(/already been reported/);
    expect(await balanceOf(app, driver)).toBe(500);
    expect(await ledgerRows(reservation.id, 'release')).toBe(1);

    const second = await bookedReservation(app, { startIn: 5, endIn: 65 });
    const key = { 'idempotency-key': `report-${second.reservation.id}` };
    const first = await report(second.driver, second.reservation.id, { reason: 'blocked' }, key);
    const retry = await report(second.driver, second.reservation.id, { reason: 'blocked' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(app, second.driver)).toBe(500);
  });

  it("holds a driver's fourth report in 30 days for an administrator, who settles it once", async () => {
    const admin = await createUser(app, { isAdmin: true, language: 'en' });
    const owner = await createUser(app);
    const driver = await createUser(app);
    const car = await createAutomobile(app, driver);
    await grantCredits(app, driver, 1000);
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const lot = await createLot(app, owner);
      const booked = await book(app, driver, lot.id, car.id, 5, 65);
      const res = await report(driver, booked.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().refunded).toBe(i < 3 ? 60 : 0);
      expect(res.json().data.report.held).toBe(i === 3);
      ids.push(booked.id);
      advance(1);
    }
    expect(await balanceOf(app, driver)).toBe(1000 - 60);
    const held = ids[3] ?? 0;

    const awaiting = await app.inject({
      method: 'GET',
      url: `/api/admin/reservations?reported=awaiting&user_id=${driver.id}`,
      headers: admin.headers,
    });
    expect(awaiting.json().data.map((r: { id: number }) => r.id)).toEqual([held]);
    const any = await app.inject({
      method: 'GET',
      url: `/api/admin/reservations?reported=any&user_id=${driver.id}`,
      headers: admin.headers,
    });
    expect(any.json().meta.total).toBe(4);
    // A report refunded at once and not contested awaits nobody.
    expect((await settle(admin, ids[0] ?? 0, 'charge')).statusCode).toBe(409);

    const decisions = await Promise.all(Array.from({ length: 10 }, () => settle(admin, held, 'refund')));
    expect(decisions.filter((d) => d.statusCode === 200)).toHaveLength(1);
    expect(decisions.filter((d) => d.statusCode === 409)).toHaveLength(9);
    expect(await balanceOf(app, driver)).toBe(1000);
    const detail = decisions.find((d) => d.statusCode === 200)?.json().data;
    expect(detail.report).toMatchObject({ settlement: 'refund', held: true });
    expect(detail.audit[0]).toMatchObject({ action: 'reservation.settle_report' });
  });

  it('charges a held report as if finalized at the report time, from escrow', async () => {
    const admin = await createUser(app, { isAdmin: true, language: 'en' });
    const owner = await createUser(app);
    const driver = await createUser(app);
    const car = await createAutomobile(app, driver);
    await grantCredits(app, driver, 1000);
    let last = 0;
    for (let i = 0; i < 4; i += 1) {
      const booked = await book(app, driver, (await createLot(app, owner)).id, car.id, 0, 60);
      advance(i === 3 ? 12 : 0);
      expect((await report(driver, booked.id)).statusCode).toBe(200);
      last = booked.id;
    }
    advance(30);
    const res = await settle(admin, last, 'charge');
    expect(res.statusCode, res.body).toBe(200);
    // Reported 12 minutes in: the minimum charge (15), the fee (5) to the system, 10 to the owner.
    expect(res.json().data).toMatchObject({ credits_paid: 15, report: { settlement: 'charge' } });
    expect(await balanceOf(app, driver)).toBe(1000 - 15);
    expect(await balanceOf(app, owner)).toBe(10);
  });
});

describe('the owner contests, an administrator decides', () => {
  it('charges the refunded driver once, as finalized at the report time', async () => {
    const admin = await createUser(app, { isAdmin: true, language: 'en' });
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 0, endIn: 60 });
    advance(14);
    expect((await report(driver, reservation.id)).statusCode).toBe(200);
    expect(await balanceOf(app, driver)).toBe(500);
    expect((await settle(admin, reservation.id, 'charge')).statusCode).toBe(409);

    advance(60 * 24);
    const [admin2, owner2, driver2] = [await again(admin), await again(owner), await again(driver)];
    expect((await contest(driver2, reservation.id)).statusCode).toBe(403);
    const contested = await contest(owner2, reservation.id);
    expect(contested.statusCode, contested.body).toBe(200);
    expect(contested.json().data.report.contest_note).toBe('The spot was free, here is the camera log.');
    expect((await contest(owner2, reservation.id)).statusCode).toBe(409);
    const driverInbox = await app.inject({ method: 'GET', url: '/api/notifications', headers: driver2.headers });
    expect(driverInbox.json().data.map((n: { title: string }) => n.title)).toContain('Report contested');

    const decisions = await Promise.all(Array.from({ length: 10 }, () => settle(admin2, reservation.id, 'charge')));
    expect(decisions.filter((d) => d.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(app, driver2)).toBe(500 - 15);
    expect(await balanceOf(app, owner2)).toBe(10);
    expect(await ledgerRows(reservation.id, 'report_charge')).toBe(1);
    const seen = await app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}`,
      headers: driver2.headers,
    });
    expect(seen.json()).toMatchObject({ status: 'cancelled', credits_paid: 15, report: { settlement: 'charge' } });
    // Both parties read the outcome and what it meant in credits.
    for (const party of [driver2, owner2]) {
      const [settled] = await waitForNotifications(
        app,
        { ...party.headers, 'accept-language': 'en' },
        (n) => n.title === 'Report rejected',
      );
      expect(settled?.message).toContain('the driver pays 15 credits for the time until the report');
    }
  });

  it('refuses a contest after 72 hours, and a charge the driver cannot pay', async () => {
    const late = await bookedReservation(app, { startIn: 0, endIn: 60 });
    expect((await report(late.driver, late.reservation.id)).statusCode).toBe(200);
    advance(72 * 60 - 1);
    const lateOwner = await again(late.owner);
    advance(1);
    const tooLate = await contest(lateOwner, late.reservation.id);
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().message).toMatch(/72 hours/);

    const admin = await createUser(app, { isAdmin: true, language: 'en' });
    const poor = await bookedReservation(app, { startIn: 0, endIn: 60, credits: 60 });
    expect((await report(poor.driver, poor.reservation.id)).statusCode).toBe(200);
    expect((await contest(poor.owner, poor.reservation.id)).statusCode).toBe(200);
    // The driver spends the refund elsewhere before the decision.
    await book(
      app,
      poor.driver,
      (await createLot(app, late.owner)).id,
      (await createAutomobile(app, poor.driver)).id,
      5,
      60,
    );
    const charge = await settle(admin, poor.reservation.id, 'charge');
    expect(charge.statusCode).toBe(422);
    expect(charge.json().message).toMatch(/not enough/);
    expect(await balanceOf(app, poor.owner)).toBe(0);
    // Refunding (dismissing the contest) moves nothing and closes it.
    expect((await settle(admin, poor.reservation.id, 'refund')).statusCode).toBe(200);
    expect((await settle(admin, poor.reservation.id, 'charge')).statusCode).toBe(409);
    expect(await balanceOf(app, poor.driver)).toBe(5);
  });
});
