import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parkingLots } from '../../src/server/db/schema/index';
import type { ReservationEvent } from '../../src/server/lib/app-events';
import { createUser, type TestUser } from '../support/factories';
import { assertLedgerBalanced } from '../support/ledger';
import { waitForNotifications } from '../support/notifications';
import { balanceOf, bookedReservation, bookLotAsNewDriver, inMinutes, setStatus } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
const MIN = 60_000;
const events: ReservationEvent[] = [];
app.deps.events.on('reservation', (e) => events.push(e));

beforeEach(() => {
  clock.set(new Date(Math.floor(Date.now() / 60_000) * 60_000));
  events.length = 0;
});
afterEach(async () => {
  await assertLedgerBalanced(app);
  clock.reset();
});

const extend = (user: TestUser, id: number, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/reservations/${id}/extend`,
    headers: key ? { ...user.headers, 'idempotency-key': key } : user.headers,
    payload,
  });

/** Another driver's booking of the same lot from `startIn` to `endIn` minutes from now. */
const bookAfter = async (lotId: number, startIn: number, endIn: number) =>
  (await bookLotAsNewDriver(app, lotId, startIn, endIn)).reservation;

describe('extend', () => {
  it('moves the end by the minutes asked, holds exactly the extra credits and tells the owner', async () => {
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    expect(await balanceOf(app, driver)).toBe(440);
    const res = await extend(driver, reservation.id, { minutes: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: reservation.id, end_time: inMinutes(app, 100), credits_reserved: 90 });
    expect(await balanceOf(app, driver)).toBe(410);
    expect(events.map((e) => e.type)).toEqual(['created', 'extended']);
    const told = await waitForNotifications(app, owner.headers, (n) => n.title === 'Reservation extended');
    expect(told).toHaveLength(1);
    expect(told[0]?.url).toBe(`/reservations/${reservation.id}`);
  });

  it('extends to a custom end and while active; finalize then settles on the extended hold', async () => {
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 5, endIn: 35 });
    clock.advance(10 * MIN);
    const res = await extend(driver, reservation.id, { end_time: inMinutes(app, 65) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', credits_reserved: 70 });
    clock.advance(45 * MIN);
    const done = await setStatus(app, driver, reservation.id, 'finalized');
    expect(done.json()).toMatchObject({ status: 'finalized', credits_reserved: 70, credits_paid: 50 });
    expect(await balanceOf(app, driver)).toBe(500 - 50);
    expect(await balanceOf(app, owner)).toBe(45);
  });

  it('expiry charges the whole extended hold', async () => {
    const { driver, reservation } = await bookedReservation(app, { startIn: 5, endIn: 35 });
    expect((await extend(driver, reservation.id, { minutes: 15 })).statusCode).toBe(200);
    clock.advance(51 * MIN);
    const res = await app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}`,
      headers: driver.headers,
    });
    expect(res.json()).toMatchObject({ status: 'expired', credits_reserved: 45, credits_paid: 45 });
    expect(await balanceOf(app, driver)).toBe(455);
  });

  it('answers 409 with next_start when another booking follows, and holds nothing', async () => {
    const { driver, reservation, lot } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    const next = await bookAfter(lot.id, 90, 120);
    const res = await extend(driver, reservation.id, { minutes: 30 });
    expect(res.statusCode).toBe(409);
    expect(res.json().next_start).toBe(next.start_time);
    expect(await balanceOf(app, driver)).toBe(440);
    // Up to the next start is fine.
    expect((await extend(driver, reservation.id, { minutes: 20 })).statusCode).toBe(200);
  });

  it('names the time the lot is taken from, with the date when that is not today, in ro and en', async () => {
    clock.set(new Date('2031-03-12T08:00:00Z')); // 10:00 in Bucharest
    const { driver, reservation, lot } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    await bookAfter(lot.id, 90, 120);
    const en = (await extend(driver, reservation.id, { minutes: 30 })).json();
    const taken = 'The parking lot is reserved by someone else from 11:30: extend until then at most.';
    expect(en.message).toBe(taken);
    expect(en.errors.end_time).toEqual([taken]);
    const ro = await app.inject({
      method: 'POST',
      url: `/api/reservations/${reservation.id}/extend`,
      headers: { ...driver.headers, 'accept-language': 'ro' },
      payload: { minutes: 30 },
    });
    const luat = 'Locul de parcare este rezervat de altcineva de la 11:30: poți prelungi cel mult până atunci.';
    expect(ro.json()).toMatchObject({ message: luat, errors: { end_time: [luat] } });
    // 23:00 to 23:30, and the next booking after midnight: the date too.
    const late = await bookedReservation(app, { startIn: 13 * 60, endIn: 13 * 60 + 30 });
    await bookAfter(late.lot.id, 14 * 60 + 30, 15 * 60);
    const tomorrow = (await extend(late.driver, late.reservation.id, { minutes: 90 })).json();
    expect(tomorrow.message).toBe(
      'The parking lot is reserved by someone else from 13/03/2031 00:30: extend until then at most.',
    );
    expect(tomorrow.next_start).toBe('2031-03-13 00:30:00');
  });

  it('answers 422 outside the availability window and when the balance does not cover the extra', async () => {
    const { driver, reservation, lot } = await bookedReservation(app, { startIn: 10, endIn: 70, credits: 70 });
    await app.deps.db
      .update(parkingLots)
      .set({ availableTo: new Date(clock.now().getTime() + 90 * MIN) })
      .where(eq(parkingLots.id, lot.id));
    const late = await extend(driver, reservation.id, { minutes: 25 });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.end_time).toHaveLength(1);
    const poor = await extend(driver, reservation.id, { minutes: 11 });
    expect(poor.statusCode).toBe(422);
    expect(poor.json().message).toContain('11 more credits');
    expect(await balanceOf(app, driver)).toBe(10);
    expect((await extend(driver, reservation.id, { minutes: 5 })).statusCode).toBe(200);
    expect(await balanceOf(app, driver)).toBe(5);
  });

  it('refuses a body with neither or both lengths, an end not later, the owner, a stranger and a closed one', async () => {
    const { owner, driver, reservation } = await bookedReservation(app);
    expect((await extend(driver, reservation.id, {})).statusCode).toBe(422);
    expect((await extend(driver, reservation.id, { minutes: 5, end_time: inMinutes(app, 90) })).statusCode).toBe(422);
    expect((await extend(driver, reservation.id, { end_time: inMinutes(app, 60) })).statusCode).toBe(422);
    expect((await extend(driver, reservation.id, { minutes: 0 })).statusCode).toBe(422);
    expect((await extend(owner, reservation.id, { minutes: 15 })).statusCode).toBe(403);
    const stranger = await createUser(app);
    expect((await extend(stranger, reservation.id, { minutes: 15 })).statusCode).toBe(404);
    expect((await setStatus(app, driver, reservation.id, 'cancelled')).statusCode).toBe(200);
    expect((await extend(driver, reservation.id, { minutes: 15 })).statusCode).toBe(409);
  });

  it('answers a repeated Idempotency-Key with the first result, extending once', async () => {
    const { driver, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    const first = await extend(driver, reservation.id, { minutes: 30 }, 'same-key');
    const again = await extend(driver, reservation.id, { minutes: 30 }, 'same-key');
    expect(again.json()).toEqual(first.json());
    expect(again.json().credits_reserved).toBe(90);
    expect(events.filter((e) => e.type === 'extended')).toHaveLength(1);
  });
});

/** Real parallel transactions need PostgreSQL (PGlite runs one at a time). */
describe.runIf(process.env.TEST_DATABASE_URL)('extend under concurrency (PostgreSQL)', () => {
  it('20 parallel extends by 30 minutes with distinct keys stop at the next booking', async () => {
    const { driver, reservation, lot } = await bookedReservation(app, { startIn: 10, endIn: 70, credits: 2000 });
    const next = await bookAfter(lot.id, 250, 300);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => extend(driver, reservation.id, { minutes: 30 }, `parallel-${i}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    // 70 + 6 × 30 = 250: six fit before the next booking, the other fourteen are told when it starts.
    expect(codes.filter((c) => c === 200)).toHaveLength(6);
    expect(codes.filter((c) => c === 409)).toHaveLength(14);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().next_start).toBe(next.start_time);
    }
    const res = await app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}`,
      headers: driver.headers,
    });
    expect(res.json()).toMatchObject({ end_time: inMinutes(app, 250), credits_reserved: 240 });
    expect(await balanceOf(app, driver)).toBe(2000 - 240);
  });

  it('10 parallel retries of one extend with one key extend it once and answer alike', async () => {
    const { driver, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70, credits: 2000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => extend(driver, reservation.id, { minutes: 30 }, `retry-${reservation.id}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const answer of answers)
      expect(answer.json()).toMatchObject({ end_time: inMinutes(app, 100), credits_reserved: 90 });
    expect(await balanceOf(app, driver)).toBe(2000 - 90);
    expect(events.filter((e) => e.type === 'extended')).toHaveLength(1);
  });
});
